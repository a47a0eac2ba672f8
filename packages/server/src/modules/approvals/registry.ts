import type { ApprovalTipe } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

/** Who decided: enough for a request type to record it. */
export interface Approver {
  id: number;
  fullname: string;
}

/**
 * What a request type (koreksi, izin, lembur, reimburse, borongan) tells the engine. The engine owns
 * status, routing and decisions; the type owns its record and the side effect of a decision.
 */
export interface RequestType {
  tipe: ApprovalTipe;
  /** Shown as tipe_approval; must contain the type's word (the dashboard card links by it). */
  label: string;
  /** The request's own fields for the approver's detail page; undefined when it does not exist. */
  loadDetail(db: Db, requestId: number): Promise<Record<string, unknown> | undefined>;
  /** One-line summaries for list cards, by request id. */
  summaries(db: Db, requestIds: number[]): Promise<Map<number, string>>;
  /** Runs inside the decision's transaction, exactly once; throwing an AppError undoes the decision. */
  onApproved(tx: Db, requestId: number, approver: Approver): Promise<void>;
  onRejected?(tx: Db, requestId: number, approver: Approver): Promise<void>;
}

// Request modules register themselves when their index.ts loads (app.ts imports every module), so the
// engine never imports them and there is no import cycle: they depend on the engine, not the reverse.
const types = new Map<ApprovalTipe, RequestType>();

export function registerRequestType(type: RequestType) {
  types.set(type.tipe, type);
}

/** The registered type for a path segment; undefined for an unknown or not yet registered one. */
export function requestType(tipe: string): RequestType | undefined {
  return types.get(tipe as ApprovalTipe);
}
