import type { ModuleRoutes } from '../../platform/app-types.ts';

/** Clock-in/out (POST /attendance) and face registration. */
export const punchRoutes: ModuleRoutes = () => {};
