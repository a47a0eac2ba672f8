import type { ModuleRoutes } from '../../platform/app-types.ts';

// Piece-rate and daily work (borongan/harian): price list and entries. Filled in by its own work.
export const pieceRateRoutes: ModuleRoutes = () => {};
