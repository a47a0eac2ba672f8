import { AppError } from '../../platform/errors.ts';
import type { RequestType } from '../approvals/index.ts';
import { applyCorrection } from '../attendance/index.ts';
import * as repo from './corrections.repo.ts';
import { detail } from './corrections.service.ts';

/** What the approval engine needs to know about attendance corrections. */
export const koreksiRequestType: RequestType = {
  tipe: 'koreksi',
  label: 'Koreksi Kehadiran',
  loadDetail: detail,
  summaries: repo.summaries,
  async onApproved(tx, requestId, approver) {
    const k = await repo.find(tx, requestId);
    if (!k) throw new AppError('NOT_FOUND', 'Koreksi kehadiran tidak ditemukan.');
    await applyCorrection(tx, {
      userId: k.user_id,
      tanggal: k.tanggal,
      jamMasuk: k.jam_masuk,
      jamPulang: k.jam_pulang,
      alasan: k.alasan,
      koreksiId: k.id,
      changedBy: approver.id,
    });
  },
};
