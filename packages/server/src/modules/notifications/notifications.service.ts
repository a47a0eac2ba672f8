import crypto from 'node:crypto';
import { type ApprovalTipe, FORCE_LOGOUT, type PushNotification, type PushPayload } from '@hadir/contract';
import webpush from 'web-push';
import type { Db } from '../../platform/db.ts';
import { type Audience, publish } from '../../platform/events.ts';
import * as mailRepo from './mail.repo.ts';
import * as repo from './notifications.repo.ts';

// What causes a push (decision 0011). Every function here runs inside the caller's transaction and only
// queues: the push (and the live event of a FORCE_LOGOUT) leaves when it commits, and a failure to send
// never reaches the caller. Approval notifications also go by e-mail to those who chose it (Profile); other
// notifications go by push only: an open app shows them as a toast.

const keysByDb = new WeakMap<Db, Promise<repo.VapidKeys>>();

/** The server's VAPID key pair, made on first use and kept in the database for every process. */
export function vapidKeys(db: Db): Promise<repo.VapidKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const found = await repo.findVapidKeys(db);
      if (found) return found;
      await repo.insertVapidKeys(db, webpush.generateVAPIDKeys());
      const stored = await repo.findVapidKeys(db);
      if (!stored) throw new Error('VAPID keys were not stored');
      return stored;
    })();
    keys.catch(() => keysByDb.delete(db));
    keysByDb.set(db, keys);
  }
  return keys;
}

// A push message may carry about 4 KB: long titles are cut.
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function notify(tx: Db, to: Audience, notification: PushNotification, url?: string) {
  const payload: PushPayload = {
    id: crypto.randomUUID(),
    notification: { title: cut(notification.title, 120), body: cut(notification.body, 400) },
    ...(url ? { url } : {}),
  };
  await repo.enqueue(tx, to, payload);
}

/**
 * Tells every other open tab and device of a user to sign out (push and live event), before the caller
 * revokes those sessions in the same transaction: the pushes still use the revoked sessions' subscriptions.
 */
export async function forceLogout(tx: Db, userId: number, message: string, keepSessionId?: number) {
  const sessionIds = await repo.liveSessionIds(tx, userId, keepSessionId);
  if (!sessionIds.length) return;
  const payload: PushPayload = { id: crypto.randomUUID(), action: FORCE_LOGOUT, message };
  await repo.enqueue(tx, { sessionIds }, payload);
  await publish(tx, { sessionIds }, payload);
}

export const FORCE_LOGOUT_MESSAGES = {
  deactivated: 'Akun Anda telah dinonaktifkan. Hubungi HRD untuk informasi lebih lanjut.',
  passwordReset: 'Password Anda telah direset oleh HRD. Silakan masuk dengan data login yang baru.',
  passwordChanged: 'Password akun Anda telah diubah. Silakan masuk kembali.',
  rolesChanged: 'Peran akun Anda telah diubah. Silakan masuk kembali.',
} as const;

/** The requester's own page of each request type (web routes, spec section 2). */
const OWN_PAGE: Record<ApprovalTipe, string> = {
  izin: '/menu/absensi/izin',
  lembur: '/menu/absensi/lembur',
  koreksi: '/menu/absensi/koreksi-kehadiran',
  reimburse: '/menu/reimburse',
  borongan: '/menu/absensi/borongan',
  'registrasi-wajah': '/profile/face-registration',
  'absen-offline': '/menu/absensi/riwayat',
  'data-pribadi': '/profile/pribadi',
};

interface RequestRef {
  tipe: ApprovalTipe;
  /** The request type's label, e.g. 'Izin'. */
  label: string;
  requestId: number;
}

/** A new request waits for these approvers. */
export async function requestWaiting(tx: Db, approverIds: number[], r: RequestRef & { requester: string }) {
  if (!approverIds.length) return;
  const title = 'Pengajuan menunggu persetujuan';
  const body = `${r.label} dari ${r.requester} menunggu persetujuan Anda.`;
  const url = `/menu/approval/${r.tipe}/${r.requestId}`;
  await notify(tx, { userIds: approverIds }, { title, body }, url);
  await mailRepo.enqueueNotice(tx, approverIds, { judul: title, isi: body, tautan: url });
}

/** The requester learns the decision. */
export async function requestDecided(
  tx: Db,
  requesterId: number,
  r: RequestRef & { keputusan: string; approver: string; catatan?: string | null },
) {
  const note = r.catatan ? ` Catatan: ${r.catatan}` : '';
  const title = `Pengajuan ${r.label} ${r.keputusan.toLowerCase()}`;
  const body = `Diputuskan oleh ${r.approver}.${note}`;
  const url = `${OWN_PAGE[r.tipe]}/${r.requestId}`;
  await notify(tx, { userIds: [requesterId] }, { title, body }, url);
  await mailRepo.enqueueNotice(tx, [requesterId], { judul: title, isi: body, tautan: url });
}

/** A published announcement goes to everyone. */
export async function announcementPublished(tx: Db, a: { id: number; judul: string }) {
  await notify(tx, { all: true }, { title: 'Pengumuman baru', body: a.judul }, `/menu/pengumuman/${a.id}`);
}
