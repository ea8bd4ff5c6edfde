/**
 * Rows of the service's own tables as the API shows them (docs/ARCHITECTURE.md "Data"): approval cards
 * (`Approval`, seed "Approvals", States and transitions "Approval"), governance policies
 * (`Policy`, seed Non-tool endpoints `/api/v1/policies*`) and automation decisions (`Decision`,
 * seed Resources "Decision"). The server core (governance gates, the dashboard's approvals) and the
 * domains (automation's handlers, ads' reads) map the same rows, so the mappers live here, below
 * both: the core never imports a domain for a table it owns.
 */
import { parseJsonArray, toBool, toNumber, type ApprovalRow, type DecisionRow, type PolicyRow } from '@storeops/db';
import type * as Types from '../../sdk/src/generated/types/index';

/**
 * A stored card as the API's `Approval`: JSON columns parsed, money in integer cents of `currency`,
 * and lazy expiry applied (a `requested` card past `expires_at` at `now` reads as `expired`, with
 * the reason `deadline passed with no decision`, even before the expiry sweep has moved it).
 */
export function approvalFromRow(row: ApprovalRow, now: Date): Types.Approval {
  const expired = row.status === 'requested' && Date.parse(row.expires_at) <= now.getTime();
  return {
    id: row.id,
    kind: row.kind,
    operation: row.operation,
    title: row.title,
    status: expired ? 'expired' : row.status,
    amount_cents: row.amount_cents === null ? null : toNumber(row.amount_cents),
    currency: row.currency,
    reversibility_class: row.reversibility_class as Types.ReversibilityClass,
    change: row.kind === 'proposed_write' ? (JSON.parse(row.change) as Types.ChangePlan) : null,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
    decided_at: row.decided_at,
    reason: expired ? 'deadline passed with no decision' : row.reason,
    receipt_id: row.receipt_id,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/** A stored policy as the API's `Policy` (`conditions` parsed; `ceiling_cents` integer cents or null). */
export function policyFromRow(row: PolicyRow): Types.Policy {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    domain: row.domain as Types.Domain,
    action: row.action,
    effect: row.effect,
    conditions: JSON.parse(row.conditions) as Types.PolicyCondition[],
    ceiling_cents: row.ceiling_cents === null ? null : toNumber(row.ceiling_cents),
    period: row.period,
    enabled: toBool(row.enabled),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A `decisions` row as the API's `Decision` (get_recent_decisions, get_marketing_brain, ads reads). */
export function decisionFromRow(r: Omit<DecisionRow, 'store_id' | 'product_id'>): Types.Decision {
  return {
    id: r.id,
    agent: r.agent,
    action: r.action,
    subject: r.subject,
    // The column is nullable but the contract's field is not; the seed always fills both states.
    from_state: r.from_state ?? '',
    to_state: r.to_state ?? '',
    judge_score: toNumber(r.judge_score) ?? 0,
    tier: r.tier,
    evidence: parseJsonArray<string>(r.evidence),
    reversal: r.reversal,
    applied: toBool(r.applied),
    applied_at: r.applied_at,
    applied_by: r.applied_by,
    bucket: r.bucket,
    handle: r.handle,
    created_at: r.created_at,
  };
}
