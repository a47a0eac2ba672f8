import type { ModuleRoutes } from '../../platform/app-types.ts';
import { registerExcelImport } from '../../platform/xlsx-import.routes.ts';
import * as service from './employee-import.service.ts';
import { template } from './employee-import.template.ts';

/** Employees from Excel (Admin/HRD of the karyawan section): the template, a dry run, and the import itself. */
export const employeeImportRoutes: ModuleRoutes = (app, { db }) => {
  registerExcelImport(app, {
    path: '/users/import',
    tags: ['users'],
    template: () => template(db),
    preview: (by, bytes) => service.preview(db, by, bytes),
    apply: (by, bytes) => service.apply(db, by, bytes),
  });
};
