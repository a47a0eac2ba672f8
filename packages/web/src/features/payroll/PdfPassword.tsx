import type { SlipDetail } from '@hadir/contract';

/** Above the employee's download: how the protected PDF opens, or why it cannot be given yet. */
export function PdfPassword({ slip }: { slip: SlipDetail }) {
  const identitas = slip.identitas;
  if (!identitas?.pdf_berpassword) return null;
  if (!identitas.tanggal_lahir_terisi) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800" role="status">
        PDF slip dilindungi kata sandi berupa tanggal lahir, tetapi tanggal lahir Anda belum tercatat. Minta HRD melengkapinya
        agar PDF dapat diunduh.
      </p>
    );
  }
  return (
    <p className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900" data-testid="pdf-password">
      PDF dilindungi kata sandi: tanggal lahir Anda (ddmmyyyy), misalnya 05071990 untuk 5 Juli 1990.
    </p>
  );
}
