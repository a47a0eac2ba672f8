import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../test/test-app.ts';

// Fuzzing from the OpenAPI document (issue 8): for every operation, malformed and hostile path parameters, queries
// and bodies, built from its schemas. No answer may be a 5xx, every 4xx carries a plain Indonesian message, and a batch
// of requests that were all refused leaves every table as it was.

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
}
interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const HOSTILE_STRINGS = [
  '',
  '   ',
  'x'.repeat(20_000),
  "' or 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'a\u0000b',
  '\u202e\u0000\uffff',
  '😀'.repeat(500),
  '2026-02-30',
  '9999-99-99',
  '2026-13-01T25:61',
  '24:60',
  '-1',
  '1e309',
  'NaN',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  '${7*7}{{7*7}}',
  '%00%27',
  'null',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  0,
  1.5,
  -(2 ** 63),
  2 ** 63,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  null,
  true,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { nested: { deeper: { deepest: [1, 2, 3] } } },
];
const HOSTILE_IDS = ['abc', '-1', '0', '1.5', '1e10', '9'.repeat(40), '1%20or%201=1', '%00', "1'", 'null'];
/** Whole bodies that are not the expected object at all. */
const HOSTILE_BODIES: unknown[] = [
  [],
  'teks',
  12,
  null,
  [{}],
  { __proto__: { admin: true } },
  { constructor: { prototype: {} } },
];

/** A plausible value for a schema, so that a single hostile field reaches the deeper checks. */
function plausible(s: Schema | undefined, name = ''): unknown {
  if (!s) return 'teks';
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return plausible(s.anyOf[0], name);
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k)]));
    default:
      if (/tanggal|date|periode_mulai/.test(name)) return '2026-10-05';
      if (/^jam/.test(name)) return '08:00';
      return 'Teks uji';
  }
}

interface Req {
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
}

/** Every hostile request for one operation. */
function variants(method: string, path: string, op: Operation): Req[] {
  const out: Req[] = [];
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, n: string) => overrides[n] ?? (n === 'tipe' ? 'koreksi' : '1'));
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const base = bodySchema ? plausible(bodySchema) : undefined;
  const withBody = (r: Req): Req => (bodySchema && r.body === undefined && r.raw === undefined ? { ...r, body: base } : r);

  for (const p of pathParams) for (const id of HOSTILE_IDS) out.push(withBody({ method, url: fill({ [p.name]: id }) }));
  for (const q of query) {
    for (const v of HOSTILE_STRINGS.slice(0, 19)) {
      out.push(withBody({ method, url: `${fill()}?${encodeURIComponent(q.name)}=${encodeURIComponent(v)}` }));
    }
    out.push({ method, url: `${fill()}?${q.name}=1&${q.name}=2&${q.name}[]=3` });
  }
  if (bodySchema) {
    const fields = Object.keys(bodySchema.properties ?? {});
    const obj = (base ?? {}) as Record<string, unknown>;
    for (const f of fields) for (const v of HOSTILE_VALUES) out.push({ method, url: fill(), body: { ...obj, [f]: v } });
    for (const b of HOSTILE_BODIES) out.push({ method, url: fill(), body: b });
    out.push({ method, url: fill(), body: { ...obj, tidak_dikenal: 'x', 'a.b': 1 } });
    out.push({ method, url: fill(), raw: '{"rusak": ' });
    out.push({ method, url: fill(), raw: JSON.stringify({ ...obj, besar: 'x'.repeat(1_100_000) }) });
  }
  return out;
}

/**
 * Tables a refused request changes by design: failed logins are counted (throttling), and the audit log records
 * refused admin attempts with their status (who tried what).
 */
const CHANGE_ON_REFUSAL = new Set(['login_throttle', 'audit_log', 'sessions', 'idempotency_keys', 'push_outbox']);

async function fingerprint(t: TestApp): Promise<string> {
  const tables = await t.db.query<{ name: string }>(
    `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (CHANGE_ON_REFUSAL.has(name)) continue;
    const [row] = await t.db.query<{ h: string | null; n: number }>(
      `select md5(string_agg(x::text, '|' order by x::text)) as h, count(*)::int as n from "${name}" x`,
    );
    parts.push(`${name}:${row.n}:${row.h}`);
  }
  return parts.join('\n');
}

/** English words that would betray an untranslated framework message. */
const ENGLISH = /\b(the|must|should|invalid|expected|required|unexpected|not found|error|failed)\b/i;
/** Words of zod's or JavaScript's own text: a person reads a plain sentence instead (issue 15). */
const TECHNICAL = /\b(diharapkan|diterima|string|array|object|number|undefined|NaN|regex|enum)\b/i;

let t: TestApp;
let admin: UserFixture;
let ops: { key: string; method: string; path: string; op: Operation }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  const doc = await t.request({ method: 'GET', url: '/api/openapi.json' });
  ops = Object.entries<Record<string, Operation>>(doc.body.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
}, 120_000);
afterAll(() => t.close());

describe('fuzzing every operation', () => {
  it('answers 10,000+ hostile requests without a 5xx, in Indonesian, and refusals write nothing', async () => {
    let sent = 0;
    const problems: string[] = [];
    const changedByRefusals: string[] = [];
    for (const { key, method, path, op } of ops) {
      // The live stream never ends; logging out would end the session the rest of the run uses.
      if (key === 'GET /api/events') continue;
      const token = key === 'POST /api/auth/logout' ? await login(t, admin.username) : admin.token;
      const before = await fingerprint(t);
      let accepted = false;
      for (const r of variants(method, path, op)) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(r.raw !== undefined ? { payload: r.raw } : r.body !== undefined ? { payload: JSON.stringify(r.body) } : {}),
        });
        sent += 1;
        const label = `${key} ${r.url.slice(0, 80)} ${JSON.stringify(r.body ?? r.raw ?? '').slice(0, 80)}`;
        if (res.statusCode >= 500) problems.push(`${res.statusCode} ${label}`);
        if (res.statusCode < 400) accepted = true;
        else if (res.headers['content-type']?.toString().includes('json')) {
          const answer = JSON.parse(res.body) as { message?: string; errors?: Record<string, string> };
          const message = answer.message;
          if (!message || ENGLISH.test(message)) problems.push(`${res.statusCode} "${message}" ${label}`);
          for (const text of [message ?? '', ...Object.values(answer.errors ?? {})]) {
            if (TECHNICAL.test(text)) problems.push(`${res.statusCode} "${text}" ${label}`);
          }
        }
      }
      const after = await fingerprint(t);
      if (!accepted && after !== before) {
        const was = new Set(before.split('\n'));
        changedByRefusals.push(
          `${key}: ${after
            .split('\n')
            .filter((l) => !was.has(l))
            .map((l) => l.split(':')[0])
            .join(', ')}`,
        );
      }
    }
    expect(problems.slice(0, 40)).toEqual([]);
    expect(changedByRefusals).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 1_800_000);
});
