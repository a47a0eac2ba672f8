import { zFileBank, zFileBankQuery, zFileBpjs, zFileBpjsQuery, zIdParams } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as bpjs from './payroll-bpjs.service.ts';
import * as service from './payroll-files.service.ts';

// The files a final run hands to the banks and the BPJS recap (issue 17). Admin/HRD, like the run itself.
export const payrollFilesRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/penggajian/:id/bank',
    {
      config: { access: 'admin' },
      schema: { tags: ['penggajian'], params: zIdParams, querystring: zFileBankQuery, response: { 200: zFileBank } },
    },
    (req) => service.bankFile(db, req.params.id, req.query),
  );
  app.get(
    '/penggajian/:id/bpjs',
    {
      config: { access: 'admin' },
      schema: { tags: ['penggajian'], params: zIdParams, querystring: zFileBpjsQuery, response: { 200: zFileBpjs } },
    },
    (req) => bpjs.bpjsFile(db, req.params.id, req.query),
  );
};
