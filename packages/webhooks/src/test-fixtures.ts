/**
 * Events for this package's tests: valid CloudEvents envelopes of catalogued types, as the
 * dispatcher serialises them (compact JSON, attributes in the dispatcher's order).
 */
import { randomUUID } from 'node:crypto';

/** An `approval.requested` envelope (an app's approval request) with fresh ids. */
export function approvalRequested(overrides: { id?: string; time?: string; sandbox?: boolean } = {}) {
  const approvalId = randomUUID();
  return {
    specversion: '1.0',
    id: overrides.id ?? randomUUID(),
    source: '/stores/8d7e5c1a-2b3f-4a6d-9e0c-1f2a3b4c5d6e',
    type: 'approval.requested',
    subject: approvalId,
    time: overrides.time ?? '2026-11-23T10:00:00.000Z',
    datacontenttype: 'application/json',
    ...(overrides.sandbox === true ? { sandbox: true } : {}),
    data: {
      approval_id: approvalId,
      kind: 'app_request',
      operation: null,
      title: 'Approve a 10% discount on linen shirts — Café edition',
      amount_cents: 12_000,
      currency: 'EUR',
      reversibility_class: 'reversible',
      change: null,
      requested_by: 'cred_7f3a',
      actor: { type: 'credential', id: 'cred_7f3a' },
      requested_at: '2026-11-23T10:00:00.000Z',
      expires_at: '2026-11-24T10:00:00.000Z',
      links: {
        status: { operation: 'get_approval_status', path: '/api/v1/tools/get_approval_status', arguments: { approval_id: approvalId } },
        dashboard: '/dashboard/approvals',
      },
    },
  };
}

/** Compact JSON, as sent. */
export const serialise = (event: unknown): string => JSON.stringify(event);
