import { TIPE_PEKERJAAN_LABEL, type TipePekerjaan } from '@hadir/contract';
import { formatNumber } from '../../lib/format';

export { localDate } from '../../lib/format';

/** 12,5 kg */
export const formatJumlah = (jumlah: number, satuan: string) => `${formatNumber(jumlah)} ${satuan}`;

export const tipeLabel = (tipe: TipePekerjaan) => TIPE_PEKERJAAN_LABEL[tipe];
