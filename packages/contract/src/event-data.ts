/**
 * Builders of the `data` of the events whose causes exist today (seed: Events; payloads as
 * spec/asyncapi/asyncapi.yaml defines them): `approval.requested`, `approval.decided`,
 * `approval.expired` from an approval card, and the links they carry. Shared by the server (cards
 * of proposed writes, operator decisions, expiry) and the automation domain (`approval_submit`),
 * so every emitter of one type sends the same shape; the return types are the generated
 * `EventData<T>`, so a payload that drifts from the document fails the type check.
 */
import { toNumber, type ApprovalRow } from '@storeops/db';
import type { Actor, ApiCall, ApprovalLinks, EventData } from '../../webhooks/src/generated/events';
import { OPERATIONS } from './operations';
import type { ChangePlan, ReversibilityClass } from './write-context';

/** The dashboard page where operators decide cards (relative to the service's base URL). */
export const APPROVALS_DASHBOARD_PATH = '/dashboard/approvals';

/** The call that reads `operation`'s subject: its path from the registry, `arguments` as the body. */
export function apiCall(operation: string, args: Record<string, string>): ApiCall {
  const op = OPERATIONS.find((o) => o.name === operation);
  if (op === undefined) throw new Error(`apiCall: no operation ${operation} in the registry`);
  return { operation, path: op.path, arguments: args };
}

export function approvalLinks(approvalId: string): ApprovalLinks {
  return { status: apiCall('approval_status', { approval_id: approvalId }), dashboard: APPROVALS_DASHBOARD_PATH };
}

/**
 * Who decided a card, from its `decided_by`: an operator's email; `auto-apply` and `immediate`
 * (the requesting credential's own call applied it); `test_helper:<credential id>` (a sandbox
 * test helper acting as the operator).
 */
export function decisionActor(decidedBy: string, requestedBy: string): Actor {
  if (decidedBy === 'auto-apply' || decidedBy === 'immediate') return { type: 'credential', id: requestedBy };
  if (decidedBy.startsWith('test_helper:')) return { type: 'credential', id: decidedBy.slice('test_helper:'.length) };
  return { type: 'operator', id: decidedBy };
}

/** The card fields every approval event repeats. */
function cardFacts(card: ApprovalRow) {
  return {
    approval_id: card.id,
    kind: card.kind,
    operation: card.operation,
    title: card.title,
    amount_cents: toNumber(card.amount_cents),
    currency: card.currency,
    reversibility_class: card.reversibility_class as ReversibilityClass,
  };
}

/** `approval.requested` for a card just created (`requested`). */
export function approvalRequestedData(card: ApprovalRow): EventData<'approval.requested'> {
  return {
    ...cardFacts(card),
    change: card.kind === 'proposed_write' ? (JSON.parse(card.change) as ChangePlan) : null,
    requested_by: card.requested_by,
    actor: { type: 'credential', id: card.requested_by },
    requested_at: card.created_at,
    expires_at: card.expires_at,
    links: approvalLinks(card.id),
  };
}

export interface CardDecision {
  status: 'approved' | 'rejected' | 'failed';
  /** The card's `decided_by` (see decisionActor). */
  decidedBy: string;
  reason: string | null;
  receiptId: string | null;
  decidedAt: string;
}

/** `approval.decided` for `card` (its stored fields as requested) moved by `d`. */
export function approvalDecidedData(card: ApprovalRow, d: CardDecision): EventData<'approval.decided'> {
  return {
    ...cardFacts(card),
    status: d.status,
    decision: d.status === 'rejected' ? 'reject' : 'approve',
    applied: d.receiptId !== null,
    reason: d.reason,
    receipt_id: d.receiptId,
    requested_by: card.requested_by,
    decided_by: d.decidedBy,
    actor: decisionActor(d.decidedBy, card.requested_by),
    decided_at: d.decidedAt,
    links: approvalLinks(card.id),
  };
}

/** The reason an expired card carries. */
export const EXPIRED_REASON = 'deadline passed with no decision';

/** `approval.expired` for `card` closed by the service at `expiredAt`. */
export function approvalExpiredData(card: ApprovalRow, expiredAt: string): EventData<'approval.expired'> {
  return {
    ...cardFacts(card),
    status: 'expired',
    reason: EXPIRED_REASON,
    requested_by: card.requested_by,
    actor: { type: 'service', id: 'expiry' },
    requested_at: card.created_at,
    expires_at: card.expires_at,
    expired_at: expiredAt,
    links: approvalLinks(card.id),
  };
}
