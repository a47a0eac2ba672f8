import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite engine runs in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  sessionDays: number;
  logLevel: string;
  /** Contact the push services may use to reach the operator (VAPID subject: mailto: or https:). */
  vapidSubject: string;
  /** S3-compatible bucket for stored files (S3_BUCKET); absent: files live in DATA_DIR/files. */
  s3: S3Config | undefined;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY: IPs or CIDRs, comma-separated).
   * Empty: nobody's, so a client cannot pick the address the sign-in throttle and the audit log see.
   */
  trustProxy: string[];
  /** Outgoing e-mail (SMTP_URL, MAIL_FROM); absent: no e-mail leaves and login data is handed over another way. */
  mail: MailConfig | undefined;
  /** The address people open the app at (APP_URL), written in e-mails and WhatsApp messages. */
  appUrl: string | undefined;
  /** The face workers (FACE_WORKERS, FACE_IDLE_MINUTES); absent fields take the engine's defaults. */
  face: FaceConfig;
}

export interface FaceConfig {
  /** Worker threads; absent: one per CPU. */
  workers?: number;
  /** The workers end after this long without a selfie; 0: never. Absent: 15 minutes. */
  idleMs?: number;
}

export interface MailConfig {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The sender, e.g. "Hadir PT Maju <hadir@maju.co.id>". */
  from: string;
  /** APP_URL: an e-mail always says where to sign in. */
  appUrl: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** MinIO, R2, etc.; absent: AWS S3 itself. */
  endpoint: string | undefined;
  /** Absent: the SDK's own credential chain (instance role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO-style servers want. */
  forcePathStyle: boolean;
  /** Prepended to every object key: '' or ending in '/'. */
  prefix: string;
}

function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus diisi keduanya (atau keduanya kosong).');
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix ? `${prefix}/` : '',
  };
}

/** TRUST_PROXY's addresses, each checked: a typo must not silently trust nobody (or everybody). */
function readTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [ip, bits, extra] = entry.split('/');
    const family = net.isIP(ip);
    const prefix = Number(bits);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32));
    if (!family || !validBits || extra !== undefined) {
      throw new Error(`TRUST_PROXY tidak valid: "${entry}". Isi dengan alamat IP atau CIDR proxy, dipisahkan koma.`);
    }
  }
  return entries;
}

/** SMTP_URL and MAIL_FROM, checked; the URL carries a password, so a message never repeats it. */
function readMail(env: NodeJS.ProcessEnv, appUrl: string | undefined): MailConfig | undefined {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  if (!appUrl) {
    throw new Error(
      'APP_URL wajib diisi bila SMTP_URL diisi: alamat aplikasi untuk karyawan, mis. https://hadir.perusahaan.co.id.',
    );
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {}
  if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error('SMTP_URL tidak valid. Contoh: smtp://user:password@mail.perusahaan.co.id:587 atau smtps://…:465.');
  }
  const from = env.MAIL_FROM?.trim() ?? '';
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    throw new Error('MAIL_FROM wajib diisi bila SMTP_URL diisi, mis. "Hadir <hadir@perusahaan.co.id>".');
  }
  return { url, from, appUrl };
}

function readAppUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.APP_URL?.trim();
  if (!value) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {}
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw new Error(`APP_URL tidak valid: "${value}". Isi dengan alamat aplikasi, mis. https://hadir.perusahaan.co.id.`);
  }
  return parsed.href.replace(/\/+$/, '');
}

/** FACE_WORKERS and FACE_IDLE_MINUTES, checked: a typo must not silently run a default the operator did not choose. */
function readFace(env: NodeJS.ProcessEnv): FaceConfig {
  const face: FaceConfig = {};
  const workers = env.FACE_WORKERS?.trim();
  if (workers) {
    if (!/^\d+$/.test(workers) || Number(workers) < 1 || Number(workers) > 64) {
      throw new Error(`FACE_WORKERS tidak valid: "${workers}". Isi dengan jumlah thread pencocokan wajah, 1 sampai 64.`);
    }
    face.workers = Number(workers);
  }
  const idle = env.FACE_IDLE_MINUTES?.trim();
  if (idle) {
    if (!/^\d+(\.\d+)?$/.test(idle)) {
      throw new Error(
        `FACE_IDLE_MINUTES tidak valid: "${idle}". Isi dengan jumlah menit tanpa swafoto sebelum thread wajah berhenti, atau 0 agar selalu dimuat.`,
      );
    }
    face.idleMs = Math.round(Number(idle) * 60_000);
  }
  return face;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT tidak valid: ${env.PORT}`);
  const appUrl = readAppUrl(env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // A relative DATA_DIR is read from where npm was invoked (INIT_CWD), not from the workspace folder.
    dataDir: env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST,
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    logLevel: env.LOG_LEVEL || 'info',
    vapidSubject: env.VAPID_SUBJECT || 'mailto:admin@example.com',
    s3: readS3(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    mail: readMail(env, appUrl),
    appUrl,
    face: readFace(env),
  };
}

/** The commands' start (server, seed, reset-password): a setting that cannot work stops them with its message alone. */
export function readConfigOrExit(): Config {
  try {
    return readConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
