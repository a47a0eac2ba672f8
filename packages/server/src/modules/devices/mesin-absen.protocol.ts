// The ZKTeco ADMS push protocol ("iclock"), as terminals speak it over plain HTTP. Sources read: ZKTeco's
// "Attendance PUSH Communication Protocol" (PUSH SDK, doc 4.8, July 2024) and "PUSH SDK HTTP Protocol V3.2.0"
// (2018), and open servers that answer real terminals (a Node/Express ADMS handler and a Python/Flask one found with
// the code search). What they agree on and what is used here:
// - GET /iclock/cdata?SN=..&options=all is the handshake: the answer's first line is "GET OPTION FROM: <SN>", then
//   key=value lines: <TABLE>Stamp (the last stamp the server holds, so the terminal sends only newer records),
//   ErrorDelay (seconds to wait after a failed call), Delay (seconds between command polls), TransTimes,
//   TransInterval (minutes), TransFlag (which tables to push), TimeZone (hours from UTC), Realtime (push each punch
//   as it happens), Encrypt.
// - POST /iclock/cdata?SN=..&table=ATTLOG&Stamp=.. carries one punch a line: PIN, "YYYY-MM-DD HH:MM:SS" in the
//   terminal's local time, status, verify mode, work code, reserved fields, tab-separated; answered "OK: <lines>".
//   Anything but a 200 "OK" makes the terminal keep the records and send them again after ErrorDelay.
// - GET /iclock/getrequest?SN=.. polls for commands: "OK" when there is none (commands are "C:<id>:<command>").
// - POST /iclock/devicecmd?SN=.. reports command results: "OK". Other tables (OPERLOG, ATTPHOTO, options) are
//   acknowledged and ignored.

export type ZonaWaktu = 'Asia/Jakarta' | 'Asia/Makassar' | 'Asia/Jayapura';

/** Indonesia keeps no daylight saving: each zone is one fixed offset (Keppres 41/1987 on the three zones). */
export const OFFSET_JAM: Record<ZonaWaktu, number> = { 'Asia/Jakarta': 7, 'Asia/Makassar': 8, 'Asia/Jayapura': 9 };

/** The handshake's options for a registered terminal. */
export function handshakeAnswer(sn: string, zona: ZonaWaktu, stampAttlog: string | null): string {
  return `${[
    `GET OPTION FROM: ${sn}`,
    // "None" asks for every record the terminal holds: a first connection brings in what it stored before.
    `ATTLOGStamp=${stampAttlog ?? 'None'}`,
    // Operation logs and photos are not used: a high stamp tells the terminal it has nothing newer to send.
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=9999',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${OFFSET_JAM[zona]}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n')}\n`;
}

export interface AttlogLine {
  /** "PIN<TAB>time" as written: the same record re-sent has the same key. */
  kunci: string;
  baris: string;
  pin: string;
  at: Date;
}
export interface BadLine {
  kunci: string;
  baris: string;
  pin: string | null;
  alasan: string;
}

const PIN = /^[0-9A-Za-z]{1,24}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of a terminal's local "YYYY-MM-DD HH:MM:SS" in its zone; undefined when it is no real time. */
export function localToInstant(text: string, zona: ZonaWaktu): Date | undefined {
  const m = TIME.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: such a date is not what the terminal meant.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return new Date(utc - OFFSET_JAM[zona] * 3_600_000);
}

/**
 * The lines of an ATTLOG upload. The status field (check-in/out key) is not read: terminals are often left on one
 * status or people forget the key, so in or out is decided from the record like the app's punch.
 */
export function parseAttlog(body: string, zona: ZonaWaktu): { lines: AttlogLine[]; bad: BadLine[] } {
  const lines: AttlogLine[] = [];
  const bad: BadLine[] = [];
  for (const raw of body.split(/\r?\n/)) {
    // Control characters (a NUL from a corrupt record) cannot be stored as text: dropped, keeping the tabs.
    const baris = raw.replace(CONTROL, '').trim().slice(0, 500);
    if (!baris) continue;
    const [pin = '', time = ''] = baris.split('\t').map((f) => f.trim());
    const kunci = `${pin}\t${time}`;
    if (!PIN.test(pin)) {
      bad.push({ kunci: baris, baris, pin: null, alasan: 'Baris tidak terbaca: PIN kosong atau tidak sah.' });
      continue;
    }
    const at = localToInstant(time, zona);
    if (!at) {
      bad.push({ kunci: baris, baris, pin, alasan: 'Baris tidak terbaca: waktu absen tidak sah.' });
      continue;
    }
    lines.push({ kunci, baris, pin, at });
  }
  return { lines, bad };
}

/** The number of non-empty lines in an upload, which the answer "OK: <n>" reports. */
export const countLines = (body: string) => body.split(/\r?\n/).filter((l) => l.trim()).length;
