import { zIdParams, zMessage, zRole, zRoleList, zRoleRequest } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as service from './roles.service.ts';

export const roleRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['roles'];
  // Every admin-area user reads the list (the employee form's role picker); only Admin manages roles.
  app.get('/roles', { config: { access: 'admin' }, schema: { tags, response: { 200: zRoleList } } }, () => service.list(db));
  const adminOnly = { access: 'adminOnly' } as const;
  app.post('/roles', { config: adminOnly, schema: { tags, body: zRoleRequest, response: { 201: zRole } } }, async (req, reply) =>
    reply.code(201).send(await service.create(db, req.body)),
  );
  app.get('/roles/:id', { config: adminOnly, schema: { tags, params: zIdParams, response: { 200: zRole } } }, (req) =>
    service.get(db, req.params.id),
  );
  app.put(
    '/roles/:id',
    { config: adminOnly, schema: { tags, params: zIdParams, body: zRoleRequest, response: { 200: zRole } } },
    (req) => service.update(db, req.params.id, req.body),
  );
  app.delete(
    '/roles/:id',
    { config: adminOnly, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await service.remove(db, req.params.id);
      return { message: 'Role berhasil dihapus.' };
    },
  );
};
