import type { FastifyInstance, FastifyRequest } from 'fastify';
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
}

export async function writeAudit(db: Db, e: AuditEntry) {
  await db.query(
    `insert into audit_log (user_id, user_name, method, route, params, data, status, ip)
     values ($1, (select fullname from users where id = $1), $2, $3, $4::jsonb, $5::jsonb, $6, $7)`,
    [
      e.userId,
      e.method,
      e.route,
      JSON.stringify(e.params ?? {}),
      e.data == null ? null : JSON.stringify(e.data),
      e.status,
      e.ip ?? null,
    ],
  );
}

function audited(req: FastifyRequest): boolean {
  const config = req.routeOptions.config;
  if (!req.session || req.method === 'GET' || req.method === 'HEAD' || config?.audit === false) return false;
  return config?.audit === true || config?.access === 'admin' || config?.access === 'adminOnly';
}

export function registerAudit(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!audited(req)) return payload;
    const user = req.session;
    const body = req.isMultipart?.() ? null : (req.body ?? null);
    try {
      await writeAudit(db, {
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
