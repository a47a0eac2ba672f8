import type { AuditKategori } from '@hadir/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeKind } from './audit-routes.ts';
import type { Db } from './db.ts';

// The audit log (UU 27/2022 asks who processed personal data): every change made through an admin route and
// every route marked `audit` (approval decisions), with the caller, the route, its ids, the body without
// secrets, and the answer's status. Written as the answer goes out (after the change committed, before the
// caller hears of it); a failed write is logged and never fails the change.

const SECRET = /password|token|photo|foto|descriptor|fcm|subscription/i;
const MAX_TEXT = 300;

/** The body as it may be kept: secrets and images replaced, long text cut, depth limited. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET.test(k) ? '[disembunyikan]' : redact(v, depth + 1),
      ]),
    );
  }
  return value;
}

/**
 * One entry of the audit log, as the hook below writes it or a service writes it in its own transaction (then the
 * entry commits or rolls back with the change it records). `data` is kept as given: redact a caller's body first.
 */
export interface AuditEntry {
  userId: number | null;
  method: string;
  route: string;
  params: unknown;
  data: unknown;
  status: number;
  ip?: string | null;
  /** The entry in words; without it the viewer says it generically from the route. */
  uraian?: AuditUraian | null;
}

/**
 * What an entry says, in Indonesian, after the actor's name and role: "<ringkasan> <employee (NIP)>: <rincian>"
 * ('mengubah gaji' Budi Santoso (NSA-0004): 'Gaji Pokok Rp 7.000.000 → Rp 7.250.000').
 */
export interface AuditUraian {
  /** The kind of action; by default the route's (platform/audit-routes.ts). */
  kategori?: AuditKategori;
  /** The predicate: 'mengubah gaji', 'menyetujui pengajuan cuti', 'memfinalkan penggajian Mei 2026 grup Kantor'. */
  ringkasan: string;
  /** The employee concerned: named after the predicate, and what the viewer's employee filter finds. */
  karyawanId?: number | null;
  /** What changed, each a short phrase ('Gaji Pokok Rp 7.000.000 → Rp 7.250.000'). */
  rincian?: string[];
}

/** A before -> after phrase, or none when nothing changed ('Jabatan Staf → Supervisor'). */
export function perubahan(label: string, sebelum: string | null | undefined, sesudah: string | null | undefined): string[] {
  const a = sebelum ?? '';
  const b = sesudah ?? '';
  return a === b ? [] : [`${label} ${a || '(kosong)'} → ${b || '(kosong)'}`];
}

export async function writeAudit(db: Db, e: AuditEntry) {
  const u = e.uraian ?? null;
  await db.query(
    `insert into audit_log (user_id, user_name, user_role, method, route, params, data, status, ip,
                            kategori, ringkasan, rincian, karyawan_id, karyawan_nama, karyawan_nip)
     select $1, (select fullname from users where id = $1),
            (select r.nama from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1
              order by case r.nama when 'Admin' then 0 when 'HRD' then 1 when 'Karyawan' then 3 else 2 end, r.nama limit 1),
            $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10::jsonb, k.id, k.fullname, k.nip
       from (select 1) one left join users k on k.id = $11::bigint`,
    [
      e.userId,
      e.method,
      e.route,
      JSON.stringify(e.params ?? {}),
      e.data == null ? null : JSON.stringify(e.data),
      e.status,
      e.ip ?? null,
      u?.kategori ?? routeKind(e.route).kategori,
      u?.ringkasan ?? null,
      u?.rincian?.length ? JSON.stringify(u.rincian) : null,
      u?.karyawanId ?? null,
    ],
  );
}

// ---- Describers: modules say in words what their audited routes did (platform imports no module) ----

/** An audited call as a describer sees it: the route's ids and body as validated, and (after) the answer. */
export interface AuditCall {
  userId: number;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface RouteDescriber<B = unknown> {
  /** Reads what the call is about to change, before the handler runs (the "before" of before -> after). */
  before?: (db: Db, call: AuditCall) => Promise<B>;
  /**
   * The entry in words once the change is done (a successful answer only; a refusal reads "mencoba …, tetapi
   * ditolak"). Null leaves the generic sentence.
   */
  describe: (db: Db, call: AuditCall & { reply: unknown }, before: B) => Promise<AuditUraian | null> | AuditUraian | null;
}

const describers = new Map<string, RouteDescriber>();
const describerKey = (method: string, route: string) => `${method} ${route}`;

/** A module describes one of its audited routes ('PUT', '/api/users/:id'), when its index.ts loads. */
export function describeAuditedRoute<B>(method: string, route: string, describer: RouteDescriber<B>) {
  describers.set(describerKey(method, route), describer as RouteDescriber);
}

const callOf = (req: FastifyRequest): AuditCall => ({
  userId: req.session?.id ?? 0,
  params: (req.params ?? {}) as Record<string, unknown>,
  query: (req.query ?? {}) as Record<string, unknown>,
  body: req.isMultipart?.() ? null : (req.body ?? null),
});

function parsedReply(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

const BEFORE = Symbol('audit.before');
type WithBefore = FastifyRequest & { [BEFORE]?: unknown };

function audited(req: FastifyRequest): boolean {
  const config = req.routeOptions.config;
  if (!req.session || req.method === 'GET' || req.method === 'HEAD' || config?.audit === false) return false;
  return config?.audit === true || config?.access === 'admin' || config?.access === 'adminOnly';
}

export function registerAudit(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (req) => {
    if (!audited(req)) return;
    const d = describers.get(describerKey(req.method, req.routeOptions.url ?? ''));
    if (!d?.before) return;
    try {
      (req as WithBefore)[BEFORE] = await d.before(db, callOf(req));
    } catch (err) {
      req.log.warn({ err }, 'audit before-read failed');
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!audited(req)) return payload;
    const user = req.session;
    const body = req.isMultipart?.() ? null : (req.body ?? null);
    const d = describers.get(describerKey(req.method, req.routeOptions.url ?? ''));
    let uraian: AuditUraian | null = null;
    if (d && reply.statusCode < 400) {
      try {
        uraian = await d.describe(db, { ...callOf(req), reply: parsedReply(payload) }, (req as WithBefore)[BEFORE]);
      } catch (err) {
        req.log.warn({ err }, 'audit description failed');
      }
    }
    try {
      await writeAudit(db, {
        uraian,
        userId: user?.id ?? null,
        method: req.method,
        route: req.routeOptions.url ?? req.url,
        params: req.params,
        data: body === null ? null : redact(body),
        status: reply.statusCode,
        ip: req.ip,
      });
    } catch (err) {
      req.log.error({ err }, 'audit log write failed');
    }
    return payload;
  });
}
