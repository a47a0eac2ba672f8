import type {
  AbsenOfflineDetail,
  AbsenOfflineItem,
  AbsenOfflineList,
  AttendanceToday,
  PunchAnswer,
  PunchType,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { submit } from '../approvals/index.ts';
import { securitySettings } from '../settings/index.ts';
import type { DayRecord } from './attendance.repo.ts';
import * as repo from './offline-hold.repo.ts';
import type { PunchFacts } from './punch.repo.ts';
import { duration } from './shift-window.rules.ts';
import { jamDinding, tanggalAngka } from '@hadir/contract';

// Offline punches are confirmed, not trusted (issue 15): one whose device time is older than its arrival by more
// than the company's batas_absen_offline_menit is held as an 'absen-offline' request and is not in attendance (so
// no judgement, report or payroll counts it) until HR approves it (offline-hold.approval.ts).

export interface Hold {
  reason: 'terlambat-dikirim' | 'menunggu-masuk';
  /** Why, as HR reads it. */
  alasan: string;
  /** The date of the held clock-in a clock-out joins. */
  tanggal?: string;
}

/** Whether a punch must wait for HR instead of counting now. */
export async function holdReason(
  db: Db,
  userId: number,
  p: { type: PunchType; offline: boolean; at: Date; now: Date; dates: string[]; record: DayRecord | undefined },
): Promise<Hold | null> {
  if (p.type === 'OUT' && !p.record?.time_in) {
    const [tanggal] = (await repo.pendingDates(db, userId, 'IN', p.dates)).sort().reverse();
    if (tanggal) return { reason: 'menunggu-masuk', alasan: 'Absen masuk tanggal ini juga menunggu konfirmasi.', tanggal };
  }
  if (!p.offline) return null;
  const { batas_absen_offline_menit: batas } = await securitySettings(db);
  const gap = minutesBetween(p.at, p.now);
  if (p.now.getTime() - p.at.getTime() <= batas * 60_000) return null;
  return { reason: 'terlambat-dikirim', alasan: `Dikirim ${duration(gap)} setelah diambil (batas ${duration(batas)}).` };
}

export interface HeldPunch {
  userId: number;
  type: PunchType;
  tanggal: string;
  zonaWaktu: string;
  offline: boolean;
  now: Date;
  hold: Hold;
}

/**
 * Inside the punch's transaction (photo already recorded): files the held punch with the approval engine and
 * answers honestly that it waits. One waiting punch of a kind per date: a second one is 409.
 */
export async function holdPunch(
  t: Db,
  h: HeldPunch,
  facts: PunchFacts & { lokasi: string | null },
  view: AttendanceToday,
): Promise<PunchAnswer> {
  await repo.lockHolds(t, h.userId);
  if ((await repo.pendingDates(t, h.userId, h.type, [h.tanggal])).length > 0) {
    throw new AppError(
      'CONFLICT',
      `${h.type === 'IN' ? 'Clock in' : 'Clock out'} Anda untuk tanggal ini sudah menunggu konfirmasi HRD.`,
    );
  }
  const id = await repo.insert(t, {
    userId: h.userId,
    tipe: h.type,
    tanggal: h.tanggal,
    zonaWaktu: h.zonaWaktu,
    at: facts.at,
    diterima: h.now,
    offline: h.offline,
    alasan: h.hold.alasan,
    lat: facts.lat,
    lon: facts.lon,
    lokasiId: facts.lokasiId,
    jarak: facts.jarak,
    fotoId: facts.fotoId as number,
    skor: facts.skor,
  });
  await submit(t, { tipe: 'absen-offline', requestId: id, requesterId: h.userId });
  const jam = localTime(facts.at, h.zonaWaktu);
  const label = h.type === 'IN' ? 'Clock in' : 'Clock out';
  const why =
    h.hold.reason === 'menunggu-masuk'
      ? 'karena clock in tanggal ini masih menunggu konfirmasi'
      : `karena dikirim ${duration(minutesBetween(facts.at, h.now))} setelah diambil`;
  return {
    ...view,
    punch: {
      id,
      type: h.type,
      waktu: facts.at.toISOString(),
      offline: h.offline,
      jam,
      lokasi_id: facts.lokasiId,
      lokasi: facts.lokasi,
      jarak: facts.jarak,
      skor_wajah: facts.skor,
    },
    menunggu_konfirmasi: `${label} pukul ${jam} sudah diterima dan menunggu konfirmasi HRD ${why}. Absen ini baru dihitung setelah disetujui.`,
  };
}

// ---- Reading held punches ----

const minutesBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

function localParts(at: Date, timeZone: string) {
  const w = jamDinding(at, timeZone);
  return { date: tanggalAngka(w.tanggal), time: w.jam };
}
const localTime = (at: Date, zone: string) => localParts(at, zone).time;

/** 'Waktu di perangkat 07:58, diterima 19:40 (selisih 11 jam 42 menit)'; with dates when they differ. */
export function gapText(at: Date, diterima: Date, zone: string): string {
  const a = localParts(at, zone);
  const b = localParts(diterima, zone);
  const [x, y] = a.date === b.date ? [a.time, b.time] : [`${a.date} ${a.time}`, `${b.date} ${b.time}`];
  return `Waktu di perangkat ${x}, diterima ${y} (selisih ${duration(minutesBetween(at, diterima))})`;
}

function toItem(r: repo.HeldRow): AbsenOfflineItem {
  return {
    id: r.id,
    tipe: r.tipe,
    tanggal: r.tanggal,
    zona_waktu: r.zona_waktu,
    waktu_perangkat: r.waktu_perangkat.toISOString(),
    diterima: r.diterima.toISOString(),
    jam_perangkat: localTime(r.waktu_perangkat, r.zona_waktu),
    keterangan: gapText(r.waktu_perangkat, r.diterima, r.zona_waktu),
    status: r.status,
    catatan_approval: r.catatan_approval,
  };
}

/** The approval engine's detail of a held punch. */
export async function detail(db: Db, id: number): Promise<AbsenOfflineDetail | undefined> {
  const r = await repo.find(db, id);
  if (!r) return undefined;
  return {
    ...toItem(r),
    pemohon: { id: r.user_id, nip: r.pemohon_nip, fullname: r.pemohon_fullname },
    selisih_menit: minutesBetween(r.waktu_perangkat, r.diterima),
    alasan: r.alasan,
    latitude: r.latitude,
    longitude: r.longitude,
    lokasi: r.lokasi,
    jarak: r.jarak,
    foto_id: r.foto_id,
    skor_wajah: r.skor_wajah,
  };
}

/** 'Clock in 02/03/2026 07:58 · selisih 11 jam 42 menit' for the approvers' lists. */
export async function summaries(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await repo.listByIds(db, ids);
  return new Map(
    rows.map((r) => {
      const at = localParts(r.waktu_perangkat, r.zona_waktu);
      const label = r.tipe === 'IN' ? 'Clock in' : 'Clock out';
      return [r.id, `${label} ${at.date} ${at.time} · selisih ${duration(minutesBetween(r.waktu_perangkat, r.diterima))}`];
    }),
  );
}

/** The caller's held punches (waiting and decided), newest first. */
export async function listOwn(db: Db, user: SessionUser): Promise<AbsenOfflineList> {
  return { items: (await repo.listOwn(db, user.id, 50)).map(toItem) };
}
