/**
 * What write handlers receive and return (seed: Risk tiers, Approval request, States and
 * transitions). Hand-written: the generated handler interfaces refer to these types.
 *
 * - `auto_write` handlers: `(input, ctx: WriteContext) => Promise<Result>`; they run inside one
 *   transaction with the receipt, outbox events and audit row of the call.
 * - `propose_write` handlers: a `ProposedWriteHandler` object: `preview` describes the exact
 *   change against the current state (the approval card shows it); `apply` performs it, later,
 *   when an operator approves (or at once where auto-apply or "stopping is immediate" allows).
 *   On approval the core re-runs `preview` and refuses (card `failed`) if any `before` differs.
 */
import type { HandlerContext } from './handler-context';
import type { EventData, EventType } from '../../webhooks/src/generated/events';

/**
 * How a change can be undone (the card's and receipt's `reversibility_class`):
 * - `reversible`: another write restores the exact previous state (e.g. a price change);
 * - `compensatable`: cannot be undone, but a compensating action offsets it (e.g. a refund);
 * - `irreversible`: neither (e.g. a message sent to a customer).
 */
export type ReversibilityClass = 'reversible' | 'compensatable' | 'irreversible';
export const REVERSIBILITY_CLASSES: readonly ReversibilityClass[] = ['reversible', 'compensatable', 'irreversible'];

/** One field of one resource, before and after. Money in major units, as in results. */
export interface ChangeItem {
  resource_kind: string;
  resource_ref: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** The write that undoes a change: an operation and its arguments. */
export interface Reversal {
  operation: string;
  arguments: Record<string, unknown>;
  description: string;
}

/** The exact change a proposed write will make, as shown on its approval card. */
export interface ChangePlan {
  /** One line for a person, e.g. `Set price of LIN-SHIRT-M-BLK from 49.00 to 44.00 EUR`. */
  title: string;
  changes: ChangeItem[];
  /** Money at stake in cents of the store currency, when the change has a monetary size. */
  amount_cents: number | null;
  reversibility_class: ReversibilityClass;
  reversal: Reversal | null;
  /**
   * True when the change creates the resource(s) it names (a gift card, a discount code, a draft
   * product): until applied they have no id, so `resource_ref` is a placeholder (e.g. a handle or
   * a code). The proposal's audit subject is then its approval card; on apply the handler names
   * the created row with `ctx.subject(kind, id)` and the receipts of that kind carry its id.
   */
  creates?: boolean;
}

/**
 * Whether a proposed write hands authority back to automation (always waits for an operator,
 * whatever auto-apply says), stops automation (applies immediately), or neither.
 */
export type Authority = 'ordinary' | 'stop' | 'handback';

export interface ReceiptInput {
  resource_kind: string;
  resource_ref: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  reversal: Reversal | null;
}

/** An operator's decision on a card, as the sandbox test helper makes it. */
export interface TestDecision {
  status: 'approved' | 'rejected' | 'failed' | 'expired';
  reason: string | null;
  receiptId: string | null;
}

/**
 * Test helpers: what a person would
 * do in the dashboard, done through the API. Present only on a sandbox store's write context.
 */
export interface SandboxTestHelpers {
  /**
   * Decides a `requested` card of the sandbox store exactly as an operator's approve / reject in the
   * dashboard does (re-validation, gates, apply, receipt, `approval.decided`), in the call's
   * transaction. Throws ArgumentError (`approval_id`) for a missing or no longer requested card.
   */
  decideApproval(approvalId: string, decision: 'approve' | 'reject', reason?: string): Promise<TestDecision>;
}

/** The states of one side of a cross-store link (table `cross_store_links`, migration 019). */
export type CrossStoreLinkState = 'pending' | 'active' | 'revoked';

/**
 * The other store's side of a cross-store link, as `WriteContext.writePeerLink` writes it: the row
 * of `peerStoreId` whose `linked_store_id` is the calling store (always: a handler cannot name a
 * third store) and whose `purpose` is `purpose`. Timestamps ISO 8601 UTC.
 */
export interface PeerLinkWrite {
  peerStoreId: string;
  purpose: string;
  /**
   * The state the peer's row must be in for the write to happen (null: the peer has no row yet).
   * Anything else means the other side moved since this side read it: nothing is written.
   */
  expectedState: CrossStoreLinkState | null;
  direction: 'outgoing' | 'incoming';
  state: CrossStoreLinkState;
  requestedAt: string;
  activatedAt: string | null;
  revokedAt: string | null;
  /** Which store revoked it (this one or the peer); null unless `state` is `revoked`. */
  revokedByStoreId: string | null;
}

export interface WriteContext extends HandlerContext {
  /** Records a receipt of an applied change (same transaction); returns the receipt id. */
  record(receipt: ReceiptInput): Promise<string>;
  /**
   * Proposed writes only: the id the core gives the first receipt of the applied plan (recorded
   * after `apply` returns), so an event emitted inside `apply` can carry its `receipt_id`. Null in
   * `auto_write` handlers, which record their own receipts and get the ids from `record`.
   */
  planReceiptId: string | null;
  /**
   * Writes a CloudEvents 1.0 event to the outbox (same transaction). `type` is one of the
   * AsyncAPI document's event types (spec/asyncapi/asyncapi.yaml), `subject` the id its
   * `x-subject` names, and `data` that type's payload (the generated `EventData<T>`). Resolves to
   * the event id (the CloudEvents `id`, later the delivery's `webhook-id`).
   */
  emit<T extends EventType>(type: T, subject: string, data: EventData<T>): Promise<string>;
  /**
   * Names the resource this write changed, `<kind>` + internal id, for the audit row's
   * `subject_ref` (`<kind>:<id>`). Default: the resource of the first receipt recorded. A write
   * that records no receipt must call it.
   */
  subject(kind: string, id: string): void;
  /**
   * Cross-store links only (admin `propose_cross_store_link`; spec/README.md "Write operations"):
   * inserts or updates the peer store's `cross_store_links` row in this write's transaction, the one
   * write a handler may make outside its own store. Mutual consent: call it only from the `apply` of
   * an approved card of this store, for the peer row that mirrors this store's own. Compare-and-set:
   * resolves to the peer row's id, or null when that row was not in `expectedState` (nothing
   * written; the caller refuses, so the whole write rolls back). On PostgreSQL the row is written
   * under row-level security with the store setting switched to the peer for that one statement
   * and back (db migration 019 `storeops_put_peer_link`): what the handler can read is unchanged.
   * Throws for a peer that is this store.
   */
  writePeerLink(write: PeerLinkWrite): Promise<string | null>;
  /** Sandbox stores only: test helpers (see SandboxTestHelpers); undefined on a live store. */
  testHelpers?: SandboxTestHelpers;
}

export interface ProposedWriteHandler<Input> {
  /** Default `ordinary`. */
  authority?(input: Input): Authority;
  /** Describes the exact change against the current state; throws ArgumentError for unusable input. */
  preview(input: Input, ctx: HandlerContext): Promise<ChangePlan>;
  /**
   * Performs the change described by `plan` (already re-validated); receipts are recorded by the
   * core. May return a one-time `reveal` (see AppliedWrite).
   */
  apply(input: Input, ctx: WriteContext, plan: ChangePlan): Promise<void | AppliedWrite>;
}

/**
 * What `apply` may hand back: `reveal`, a secret the write created that is shown exactly once and
 * never stored in clear (e.g. a gift card's full code). When the write applies within the call
 * (auto-apply, stopping writes) the call's ProposalOutcome carries it as `reveal`; when an
 * operator approves the card later it is kept on the card until the proposing credential reads it
 * once through `approval_status`, and then erased.
 */
export interface AppliedWrite {
  reveal?: Record<string, unknown>;
}
