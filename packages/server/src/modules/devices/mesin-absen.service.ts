import type { Db } from '../../platform/db.ts';
import { AppError, fromDbError } from '../../platform/errors.ts';
import { placePunch, punchConflict, shiftWindowAt, writePunch } from '../attendance/index.ts';
import { type AttlogLine, countLines, handshakeAnswer, parseAttlog } from './mesin-absen.protocol.ts';
import * as repo from './mesin-absen.repo.ts';

// What a terminal's calls do (docs/decisions/0023-fingerprint-terminals.md). A punch from a registered terminal is
// trusted at the terminal's place (no GPS, no selfie) and goes through the app's punch rules: the shift and record it
// belongs to (shift-window.rules.ts), one clock-in and one clock-out, their time order, the payroll month lock. A
// terminal cannot ask for the reason of an early clock-out: it is written without one (the judgement shows it).

/** The answer to a terminal: HTTP status and plain text. */
export interface DeviceAnswer {
  status: number;
  text: string;
}

/** A terminal's clock may run a little ahead of the server's (as a phone's: punch.service.ts). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/**
 * A second touch this soon after the clock-in is the same person making sure, not a clock-out: no shift is this
 * short, and terminals beep late enough that people press again.
 */
export const DOUBLE_TOUCH_MS = 10 * 60_000;
/** A terminal that spoke within the ErrorDelay (30 s) has its delayed records flagged like an offline punch. */
const LATE_UPLOAD_MS = 10 * 60_000;

/**
 * Anything but 200 "OK" makes the terminal keep its records and try again: an unregistered or deactivated terminal
 * loses nothing and its records arrive once HR registers it.
 */
const UNKNOWN: DeviceAnswer = { status: 403, text: 'ERROR: mesin belum terdaftar atau nonaktif di Hadir\n' };
const NOT_REGISTERED = 'Mesin belum terdaftar atau nonaktif. Daftarkan nomor serinya di Pengaturan Mesin Absen.';

async function known(db: Db, sn: string): Promise<repo.Mesin | undefined> {
  const mesin = sn ? await repo.findBySerial(db, sn) : undefined;
  return mesin?.aktif ? mesin : undefined;
}

/** GET /iclock/cdata: the handshake. An unknown terminal is logged (one row, refreshed) and refused. */
export async function handshake(db: Db, sn: string): Promise<DeviceAnswer> {
  const mesin = await known(db, sn);
  if (!mesin) {
    if (sn)
      await repo.logRefused(db, sn, [
        { kunci: '', baris: 'Sambungan awal', pin: null, waktu: null, userId: null, alasan: NOT_REGISTERED },
      ]);
    return UNKNOWN;
  }
  await repo.touch(db, mesin.id, null);
  return { status: 200, text: handshakeAnswer(mesin.nomor_seri, mesin.zona_waktu, mesin.stamp_attlog) };
}

/** GET /iclock/getrequest: no commands are queued by Hadir yet, so "OK"; the call counts as the terminal alive. */
export async function poll(db: Db, sn: string): Promise<DeviceAnswer> {
  const mesin = await known(db, sn);
  if (!mesin) return UNKNOWN;
  await repo.touch(db, mesin.id, null);
  return { status: 200, text: 'OK\n' };
}

/**
 * POST /iclock/cdata: an upload. ATTLOG lines are applied one transaction each (a bad line never drops the rest);
 * lines already applied are skipped, so a batch re-sent after a lost answer changes nothing; refused lines are
 * logged with their reason. Other tables are acknowledged and ignored.
 */
export async function upload(
  db: Db,
  sn: string,
  table: string,
  stamp: string | null,
  body: string,
  now: Date,
): Promise<DeviceAnswer> {
  const mesin = await known(db, sn);
  if (!mesin) {
    if (sn && table === 'ATTLOG') {
      const { lines, bad } = parseAttlog(body, 'Asia/Jakarta');
      const rows = [...lines, ...bad].map((l) => ({
        kunci: l.kunci,
        baris: l.baris,
        pin: l.pin,
        waktu: null,
        userId: null,
        alasan: NOT_REGISTERED,
      }));
      await repo.logRefused(db, sn, rows);
    }
    return UNKNOWN;
  }
  const n = countLines(body);
  if (table !== 'ATTLOG') {
    await repo.touch(db, mesin.id, null);
    return { status: 200, text: `OK: ${n}\n` };
  }
  await ingest(db, mesin, body, now);
  await repo.touch(db, mesin.id, stamp);
  return { status: 200, text: `OK: ${n}\n` };
}

/** What an upload or a file came to. */
export interface IngestCount {
  baris: number;
  sudah: number;
  diproses: number;
  ditolak: repo.LogRow[];
}

export async function ingest(db: Db, mesin: repo.Mesin, body: string, now: Date, dryRun = false): Promise<IngestCount> {
  const sn = mesin.nomor_seri;
  const { lines, bad } = parseAttlog(body, mesin.zona_waktu);
  const refused: repo.LogRow[] = bad.map((b) => ({ ...b, waktu: null, userId: null }));
  const done = await repo.acceptedKeys(
    db,
    sn,
    lines.map((l) => l.kunci),
  );
  const fresh = lines.filter((l) => !done.has(l.kunci));
  const owners = new Map((await repo.ownersOfPins(db, [...new Set(fresh.map((l) => l.pin))])).map((o) => [o.pin, o]));
  // Oldest first, so that a clock-in and its clock-out in one batch land in order whatever order they were sent.
  fresh.sort((a, b) => a.at.getTime() - b.at.getTime());
  let diproses = 0;
  for (const line of fresh) {
    const owner = owners.get(line.pin);
    const base = { kunci: line.kunci, baris: line.baris, pin: line.pin, waktu: line.at, userId: owner?.user_id ?? null };
    if (!owner) {
      refused.push({ ...base, alasan: `PIN ${line.pin} tidak cocok dengan NIP atau PIN mesin karyawan mana pun.` });
      continue;
    }
    if (!owner.active) {
      refused.push({ ...base, alasan: 'Karyawan dengan PIN ini sudah nonaktif.' });
      continue;
    }
    // A dry run stops before the punch rules: they depend on the punches before, which it does not write.
    const alasan = dryRun ? undefined : await applyLine(db, mesin, owner.user_id, line, now);
    if (alasan) refused.push({ ...base, alasan });
    else diproses += 1;
  }
  if (!dryRun) await repo.logRefused(db, sn, refused);
  return { baris: lines.length + bad.length, sudah: lines.length - fresh.length, diproses, ditolak: refused };
}

/** Why a terminal's punch cannot go on the record; worded for HR reading the log. */
const CONFLICT: Record<string, string> = {
  'sudah-in': 'Karyawan sudah clock in pada hari itu.',
  'sudah-out': 'Karyawan sudah clock out pada hari itu; absen berikutnya diabaikan.',
  'out-sebelum-in': 'Waktu clock out tidak boleh sebelum jam clock in.',
  'in-setelah-out': 'Waktu clock in harus sebelum jam clock out yang sudah tercatat.',
  'belum-in': 'Karyawan belum clock in.',
};

/** Applies one punch in its own transaction; the reason it was refused, or undefined when recorded (or already). */
async function applyLine(db: Db, mesin: repo.Mesin, userId: number, line: AttlogLine, now: Date): Promise<string | undefined> {
  const at = line.at;
  if (at.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) {
    return 'Waktu absen di mesin lebih maju dari waktu server. Periksa jam mesin.';
  }
  try {
    return await db.tx(async (t) => {
      const placed = placePunch(await shiftWindowAt(t, userId, at), at);
      // Outside every shift while the company refuses such punches: logged with the next shift.
      if (placed.ditolak) return placed.ditolak;
      // In or out as the app decides it: the placement, not the terminal's status key.
      const { day, record, type } = placed;
      if (record?.time_in && Math.abs(at.getTime() - record.time_in.getTime()) < DOUBLE_TOUCH_MS) {
        return 'Absen ganda kurang dari 10 menit setelah clock in; diabaikan.';
      }
      const conflict = punchConflict(type, record, at);
      if (conflict) return CONFLICT[conflict];
      if (
        !(await repo.claimAccepted(t, mesin.nomor_seri, {
          kunci: line.kunci,
          baris: line.baris,
          pin: line.pin,
          waktu: at,
          userId,
        }))
      )
        return undefined;
      const late = now.getTime() - at.getTime() > LATE_UPLOAD_MS;
      const facts = {
        at,
        lat: mesin.latitude,
        lon: mesin.longitude,
        jarak: null,
        lokasiId: mesin.lokasi_id,
        fotoId: null,
        skor: null,
        diterima: late ? now : null,
        diLuarJadwal: placed.diLuarJadwal,
      };
      const saved = await writePunch(t, userId, type, day, record, facts);
      // A punch from the app got there first: undo the claim so the line can be judged again if re-sent.
      if (!saved) throw new AppError('CONFLICT', 'Rekaman absen berubah bersamaan; baris akan dinilai ulang bila dikirim lagi.');
      return undefined;
    });
  } catch (err) {
    const known = err instanceof AppError ? err : fromDbError(err);
    if (!known || known.code === 'DB_UNAVAILABLE') throw err;
    return known.message;
  }
}
