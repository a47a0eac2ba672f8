import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Shows a temporary password exactly once: the server never answers it again. */
export function PasswordModal({
  info,
  onClose,
}: {
  info?: { fullname: string; username: string; password: string };
  onClose: () => void;
}) {
  return (
    <Modal open={!!info} onClose={onClose} title="Password Sementara">
      {info && (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Berikan data login ini kepada <strong>{info.fullname}</strong>. Password hanya ditampilkan sekali dan wajib diganti
            saat masuk pertama kali.
          </p>
          <dl className="space-y-1 rounded-lg bg-slate-100 p-3">
            <div className="flex justify-between gap-2">
              <dt>Username</dt>
              <dd className="font-mono font-semibold">{info.username}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt>Password</dt>
              <dd className="font-mono font-semibold" data-testid="password-sementara">
                {info.password}
              </dd>
            </div>
          </dl>
          <div className="flex justify-end">
            <Button onClick={onClose}>Tutup</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
