export { type SecuritySettings, securitySettings } from './keamanan.service.ts';
export { settingsRoutes } from './settings.routes.ts';
export { companyLogoRoutes } from './perusahaan-logo.routes.ts';
// Names other modules' exports print (the company above a sheet, a job title in its filter line).
export { findById as findJabatan } from './jabatan.repo.ts';
export { get as companyProfile } from './perusahaan.repo.ts';
// The company logo at the head of the payroll's PDFs.
export { companyLogo } from './perusahaan-logo.service.ts';
