import { zIdParams, zPeriksaPenggajian } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as service from './payroll-checklist.service.ts';

/** The checklist of a run before it is finalised (Admin/HRD, the payroll section). */
export const payrollChecklistRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/penggajian/:id/periksa',
    {
      config: { access: 'admin' },
      schema: { tags: ['penggajian'], params: zIdParams, response: { 200: zPeriksaPenggajian } },
    },
    (req) => service.periksa(db, req.params.id),
  );
};
