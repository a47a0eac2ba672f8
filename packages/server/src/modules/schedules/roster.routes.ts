import {
  zRosterGrid,
  zRosterHasil,
  zRosterPolaRequest,
  zRosterQuery,
  zRosterSalinRequest,
  zRosterUbahRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as roster from './roster.service.ts';

// The roster grid (decision 0024): admin, section riwayat (platform/admin-sections.ts). The generic audit hook keeps
// each edit's body, cut to its first 50 cells (platform/audit.ts redact), so a month of 15,500 cells stays a small row.
export const rosterRoutes: ModuleRoutes = (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const tags = ['roster'];

  app.get('/roster', { config: admin, schema: { tags, querystring: zRosterQuery, response: { 200: zRosterGrid } } }, (req) =>
    roster.read(db, req.query),
  );
  // A month of 500 employees is 15,500 cells (~1 MB of JSON); the contract allows 20,000.
  app.put(
    '/roster',
    { config: admin, bodyLimit: 4 * 1024 * 1024, schema: { tags, body: zRosterUbahRequest, response: { 200: zRosterHasil } } },
    (req) => roster.ubah(db, caller(req).id, req.body),
  );
  app.post(
    '/roster/pola',
    { config: admin, schema: { tags, body: zRosterPolaRequest, response: { 200: zRosterHasil } } },
    (req) => roster.isiPola(db, caller(req).id, req.body),
  );
  app.post(
    '/roster/salin',
    { config: admin, schema: { tags, body: zRosterSalinRequest, response: { 200: zRosterHasil } } },
    (req) => roster.salin(db, caller(req).id, req.body),
  );
};
