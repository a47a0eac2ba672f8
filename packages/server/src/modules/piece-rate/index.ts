import { registerRequestType } from '../approvals/index.ts';
import { boronganRequestType } from './borongan.approval.ts';

// Piece-rate and daily work (borongan/harian): the price list and employees' entries, which plug into the
// approval engine when this module loads (app.ts imports it before serving).
registerRequestType(boronganRequestType);

export { pieceRateRoutes } from './piece-rate.routes.ts';
