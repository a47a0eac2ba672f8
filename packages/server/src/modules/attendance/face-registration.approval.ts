import type { RegistrasiWajahDetail } from '@hadir/contract';
import { AppError } from '../../platform/errors.ts';
import { deleteFileRows } from '../../platform/files.ts';
import type { RequestType } from '../approvals/index.ts';
import { faceEngine } from '../face/index.ts';
import * as repo from './face-registration.repo.ts';

const ROUTE = '/approval/registrasi-wajah';

/**
 * Re-registration of a registered face that did not match it: HR sees the new photos and their similarity to the face
 * in force (at filing and now), and decides. Approval replaces the registration; rejection changes nothing.
 */
export const registrasiWajahRequestType: RequestType = {
  tipe: 'registrasi-wajah',
  label: 'Registrasi Wajah',
  async loadDetail(db, requestId): Promise<RegistrasiWajahDetail | undefined> {
    const r = await repo.findRequest(db, requestId);
    if (!r) return undefined;
    // Scored again against the registration now in force (it may have changed since the request was filed).
    const current = await repo.findDescriptors(db, r.user_id);
    const engine = faceEngine();
    const match = current?.length ? r.descriptors.map((d) => engine.match(d, current)) : [];
    const worst = match.length ? match.reduce((a, b) => (b.distance > a.distance ? b : a)) : null;
    return {
      id: r.id,
      foto_ids: r.foto_ids,
      skor_kemiripan: worst?.similarity ?? null,
      cocok: worst ? worst.accepted : null,
      persetujuan_at: new Date(r.persetujuan_at).toISOString(),
    };
  },
  async summaries(db, ids) {
    const rows = await repo.requestSummaries(db, ids);
    const out = new Map<number, string>();
    for (const [id, r] of rows) {
      const skor = r.skor === null ? '' : ` · Kemiripan dengan wajah terdaftar ${Math.round(r.skor * 100)}%`;
      out.set(id, `${r.n} foto wajah baru${skor}`);
    }
    return out;
  },
  async onApproved(tx, requestId, approver) {
    const r = await repo.findRequest(tx, requestId);
    if (!r) throw new AppError('NOT_FOUND', 'Pengajuan registrasi wajah tidak ditemukan.');
    await repo.lockUser(tx, r.user_id);
    const consent = { at: r.persetujuan_at, versi: r.persetujuan_versi, teks: r.persetujuan_teks };
    // The old photos' rows go with the old registration; their bytes are left to the store's orphan clean-up,
    // since this runs inside the decision's transaction and may still be undone.
    await deleteFileRows(tx, await repo.replace(tx, r.user_id, r.descriptors, r.foto_ids, consent));
    await repo.audit(
      tx,
      approver.id,
      r.user_id,
      ROUTE,
      `Menyetujui registrasi wajah baru; wajah lama diganti (${approver.fullname}).`,
    );
  },
  async onRejected(tx, requestId, approver) {
    const r = await repo.findRequest(tx, requestId);
    if (!r) return;
    await repo.audit(
      tx,
      approver.id,
      r.user_id,
      ROUTE,
      `Menolak registrasi wajah baru; wajah terdaftar tidak berubah (${approver.fullname}).`,
    );
  },
};
