import type { ComponentType } from 'react';

/** Route `lazy` for a page module whose default export is the page component. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
