import type { IzinItem } from '@hadir/contract';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format';
import { AttachmentList } from '../../ui/AttachmentList';

/** '6 Januari 2031' or '6 Januari 2031 – 10 Januari 2031'. */
export function periode(item: Pick<IzinItem, 'tanggal_mulai' | 'tanggal_selesai'>): string {
  return item.tanggal_mulai === item.tanggal_selesai
    ? formatDate(item.tanggal_mulai)
    : `${formatDate(item.tanggal_mulai)} – ${formatDate(item.tanggal_selesai)}`;
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The fields of one leave request, the same for the employee and the admin. */
export function LeaveInfo({ izin }: { izin: IzinItem }) {
  return (
    <dl className="space-y-2">
      <Row label="Jenis Izin">{izin.jenis_izin}</Row>
      <Row label="Tanggal">{periode(izin)}</Row>
      <Row label="Jumlah Hari Kerja">{izin.jumlah_hari} hari</Row>
      <Row label="Keterangan">
        {izin.berbayar ? 'Dibayar' : 'Tidak dibayar'}
        {izin.potong_kuota ? ' · memotong kuota cuti' : ''}
      </Row>
      <Row label="Alasan">
        <span className="whitespace-pre-line">{izin.alasan}</span>
      </Row>
      <Row label="Diajukan">{formatDateTime(izin.tanggal_pengajuan)}</Row>
      <Row label="Lampiran">
        <AttachmentList files={izin.lampiran} />
      </Row>
    </dl>
  );
}

/** Who decided, when, and their note; nothing while undecided. */
