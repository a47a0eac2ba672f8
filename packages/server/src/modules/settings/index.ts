export { type SecuritySettings, securitySettings } from './keamanan.service.ts';
export { settingsRoutes } from './settings.routes.ts';
// Names other modules' exports print (the company above a sheet, a job title in its filter line).
export { findById as findJabatan } from './jabatan.repo.ts';
export { get as companyProfile } from './perusahaan.repo.ts';
