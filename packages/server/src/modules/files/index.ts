import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileRoutes as readRoutes } from './files.routes.ts';
import { uploadRoutes } from './upload.routes.ts';

/** GET /files/{id} (who may see what) and POST /files (uploads for request and announcement attachments). */
export const fileRoutes: ModuleRoutes = async (app, deps) => {
  await readRoutes(app, deps);
  await uploadRoutes(app, deps);
};

export { claimAttachments } from './files.service.ts';
