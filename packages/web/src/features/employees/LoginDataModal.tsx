import type { LoginDataDelivery } from '@hadir/contract';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface LoginDataShown {
  fullname: string;
  username: string;
  delivery: LoginDataDelivery;
  /** Where to go once closed (the new employee's page). */
  next?: string;
}

/**
 * How new login data went: by e-mail (the password is then never on screen), or a temporary password shown this
 * once, with a WhatsApp link carrying it when the employee has a phone number. The server never answers it again.
 */
export function LoginDataModal({ info, onClose }: { info?: LoginDataShown; onClose: () => void }) {
  const delivery = info?.delivery;
  const mailed = !!delivery?.email;
  return (
    <Modal open={!!info} onClose={onClose} title={mailed ? 'Data Login Dikirim' : 'Password Sementara'}>
      {info && delivery && (
        <div className="space-y-3 text-sm text-slate-700">
          <p>{delivery.message}</p>
          {mailed ? (
            <p>
              Password sementara hanya ada di email itu dan tidak ditampilkan di layar. <strong>{info.fullname}</strong> wajib
              menggantinya saat masuk pertama kali.
            </p>
          ) : (
            <>
              <p>
                Berikan data login ini kepada <strong>{info.fullname}</strong>. Password hanya ditampilkan sekali dan wajib
                diganti saat masuk pertama kali.
              </p>
              <dl className="space-y-1 rounded-lg bg-slate-100 p-3">
                <div className="flex justify-between gap-2">
                  <dt>Username</dt>
                  <dd className="font-mono font-semibold">{info.username}</dd>
                </div>
                <div className="flex justify-between gap-2">
                  <dt>Password</dt>
                  <dd className="font-mono font-semibold" data-testid="password-sementara">
                    {delivery.password_sementara}
                  </dd>
                </div>
              </dl>
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {delivery.whatsapp_url && (
              <a
                href={delivery.whatsapp_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center justify-center rounded-lg border border-green-700 px-4 py-2 text-sm font-semibold text-green-800 hover:bg-green-50"
              >
                Kirim lewat WhatsApp
              </a>
            )}
            <Button onClick={onClose}>Tutup</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
