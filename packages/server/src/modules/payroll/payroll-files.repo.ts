import type { Db } from '../../platform/db.ts';
import type { SlipTransfer } from './bank-file.ts';

/** Every slip of a run with the bank account it was computed with; the bank file decides who goes in and why not. */
export async function slipTransfers(db: Db, runId: number): Promise<SlipTransfer[]> {
  return db.query<SlipTransfer>(
    `select user_id, nip, nama, nama_bank, no_rekening, neto from penggajian_slip
      where penggajian_id = $1 order by lower(nama), user_id`,
    [runId],
  );
}
