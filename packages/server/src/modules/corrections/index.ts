import { registerRequestType } from '../approvals/index.ts';
import { koreksiRequestType } from './corrections.approval.ts';

// Corrections plug into the approval engine when this module loads (app.ts imports it before serving).
registerRequestType(koreksiRequestType);

export { correctionRoutes } from './corrections.routes.ts';
