// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { IdempotencyKey, Order } from './shared.js';

/**
 * Arguments of `cs_copilot_ask`.
 */
export interface CsCopilotAskInput {
  /**
   * The thread the question is about.
   */
  thread_id: string;
  /**
   * The operator's question, 1..500 characters (not blank).
   */
  question: string;
  /**
   * How many passages to quote, 1..10 (default 3).
   */
  max_passages?: number;
}

/**
 * An extractive answer: the passages (sentences of the thread's messages, the linked order's facts, sentences of the store's policy texts) that best match the question by BM25 ranking, quoted with their sources. Not written by a language model.
 */
export interface CsCopilotAskResult {
  thread_id: string;
  /**
   * The question as searched (trimmed).
   */
  question: string;
  /**
   * How the answer was made. `extractive_bm25`: quoted passages ranked by BM25+ (MiniSearch), no language model.
   */
  method: "extractive_bm25";
  /**
   * A header saying the answer is extractive, then the quoted passages numbered in rank order with their source, then any notes.
   */
  answer: string;
  /**
   * The quoted passages, best first (ties by passage id).
   */
  passages: {
    source_kind: "message" | "order" | "policy";
    /**
     * A message id (UUID), `order:<order id>` or `policy:<kind>` (e.g. `policy:refund`).
     */
    source_id: string;
    /**
     * The passage, verbatim (policy sentences are prefixed with the policy title).
     */
    text: string;
    /**
     * BM25+ relevance score (3 decimals); comparable within one answer only.
     */
    score: number;
  }[];
  /**
   * The distinct sources the answer used, in rank order of their first passage.
   */
  citations: string[];
  /**
   * How many documents were searched.
   */
  searched: {
    messages: number;
    orders: number;
    policies: number;
  };
  /**
   * What could not be searched, e.g. a store without storefront policy texts.
   */
  notes: string[];
}

/**
 * One message of a customer-service thread.
 */
export interface CsMessage {
  /**
   * Message id (cited by cs_copilot_ask).
   */
  id: string;
  /**
   * `inbound`: from the customer. `outbound`: from the store.
   */
  direction: "inbound" | "outbound";
  /**
   * Who wrote it (a customer name, an agent, or the id of the credential that proposed a reply sent with cs_send_reply).
   */
  author: string;
  /**
   * Message text.
   */
  body: string;
  /**
   * When it was received or sent (UTC).
   */
  created_at: string;
}

/**
 * The newest message of a thread.
 */
export interface CsMessagePreview {
  /**
   * `inbound` from the customer, `outbound` from the store.
   */
  direction: "inbound" | "outbound";
  /**
   * Who wrote it (customer name or store agent).
   */
  author: string;
  /**
   * Message text.
   */
  body: string;
  /**
   * When it was written (ISO 8601).
   */
  created_at: string;
}

/**
 * A reply waiting for approval (a `requested` cs_send_reply card of the thread).
 */
export interface CsReplyDraft {
  /**
   * The approval card (decide it in the dashboard; see approval_status).
   */
  approval_id: string;
  /**
   * The exact reply text that will be sent on approval.
   */
  body: string;
  /**
   * Id of the credential that proposed it.
   */
  requested_by: string;
  /**
   * When it was proposed (UTC).
   */
  created_at: string;
  /**
   * When the card expires unanswered (UTC).
   */
  expires_at: string;
}

/**
 * Arguments of `cs_send_reply`.
 */
export interface CsSendReplyInput {
  /**
   * The thread to reply on.
   */
  thread_id: string;
  /**
   * The exact reply text, 1..5000 characters (trimmed; not blank). Shown on the approval card.
   */
  body: string;
  /**
   * When `true` (default) an `open` thread becomes `pending` (waiting on the customer) once the reply is sent.
   */
  mark_pending?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * One unresolved customer-service thread.
 */
export interface CsThread {
  /**
   * Thread identifier.
   */
  id: string;
  /**
   * Thread subject line.
   */
  subject: string;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Where the thread arrived.
   */
  channel: "email" | "chat" | "marketplace";
  /**
   * Urgency flag, most urgent first.
   */
  severity: "critical" | "high" | "normal" | "low";
  /**
   * `open`: waiting on the store. `pending`: waiting on the customer. Resolved threads are never listed here.
   */
  status: "open" | "pending";
  /**
   * `true` when the thread has been escalated to a person.
   */
  escalated: boolean;
  /**
   * Order the thread is about; null when none.
   */
  order_id: string | null;
  /**
   * Number of messages in the thread.
   */
  message_count: number;
  last_message: CsMessagePreview;
  /**
   * When the thread was opened (ISO 8601).
   */
  created_at: string;
  /**
   * When the newest message arrived or was sent (ISO 8601).
   */
  last_message_at: string;
  /**
   * Deadline for the first reply (ISO 8601); null when none applies.
   */
  first_response_due_at: string | null;
}

/**
 * One customer-service thread with its triage fields (get_cs_threads, get_cs_thread, cs_triage_thread). Times are ISO 8601 UTC.
 */
export interface CsThreadSummary {
  /**
   * Thread identifier.
   */
  id: string;
  /**
   * Thread subject line.
   */
  subject: string;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Where the thread arrived.
   */
  channel: "email" | "chat" | "marketplace";
  /**
   * Urgency flag.
   */
  severity: "critical" | "high" | "normal" | "low";
  /**
   * `open`: waiting on the store. `pending`: waiting on the customer. `resolved`: closed.
   */
  status: "open" | "pending" | "resolved";
  /**
   * Triage category (snake_case, e.g. `shipping`, `refund`); null when uncategorised.
   */
  category: string | null;
  /**
   * Who owns the thread (free text set by triage); null when unassigned.
   */
  assignee: string | null;
  /**
   * `true` when the thread has been escalated to a person.
   */
  escalated: boolean;
  /**
   * When it was escalated (UTC); null when not escalated or not known.
   */
  escalated_at: string | null;
  /**
   * Why it was escalated; null when not escalated or not known.
   */
  escalation_reason: string | null;
  /**
   * Order the thread is about; null when none.
   */
  order_id: string | null;
  /**
   * Number of messages in the thread.
   */
  message_count: number;
  /**
   * When the thread was opened (UTC).
   */
  created_at: string;
  /**
   * When the newest message arrived or was sent (UTC).
   */
  last_message_at: string;
  /**
   * First-response deadline (UTC); null when none applies.
   */
  first_response_due_at: string | null;
}

/**
 * Arguments of `cs_triage_thread`. Give at least one of `severity`, `category`, `assignee`, `escalate`.
 */
export interface CsTriageThreadInput {
  /**
   * The thread to triage.
   */
  thread_id: string;
  /**
   * New severity.
   */
  severity?: "critical" | "high" | "normal" | "low";
  /**
   * New category, snake_case, 1..40 characters; null clears it.
   */
  category?: string | null;
  /**
   * New assignee (free text, 1..100 characters); null unassigns.
   */
  assignee?: string | null;
  /**
   * `true` escalates to a person (emits `cs.thread_escalated` when it was not escalated); `false` clears the escalation.
   */
  escalate?: boolean;
  /**
   * Why it is escalated; only with `escalate: true` (default `Escalated by triage.`).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The thread after triage and what changed.
 */
export interface CsTriageThreadResult {
  thread: CsThreadSummary;
  /**
   * Each field that changed, before and after (empty when everything already had the given values).
   */
  changes: {
    field: "severity" | "category" | "assignee" | "escalated";
    /**
     * Value before.
     */
    before: unknown;
    /**
     * Value after.
     */
    after: unknown;
  }[];
  /**
   * The receipt of the change; null when nothing changed.
   */
  receipt_id: string | null;
  /**
   * `true` when this call escalated the thread and emitted `cs.thread_escalated`.
   */
  escalation_event: boolean;
}

/**
 * Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.
 */
export interface GetCsAttentionInput {
  /**
   * Maximum number of threads, 1..20 (default 10).
   */
  limit?: number;
}

/**
 * Unresolved customer-service threads needing attention, most urgent first: by severity (critical, high, normal, low), then escalated before not escalated, then the earliest `first_response_due_at` (or, without one, the oldest `last_message_at`) first.
 */
export interface GetCsAttentionResult {
  /**
   * Threads, most urgent first, at most `limit`.
   */
  threads: CsThread[];
  /**
   * Number of threads in `threads`.
   */
  count: number;
}

/**
 * Arguments of `get_cs_thread`.
 */
export interface GetCsThreadInput {
  /**
   * The thread's id (from get_cs_threads or get_cs_attention).
   */
  thread_id: string;
}

/**
 * One customer-service thread in full.
 */
export interface GetCsThreadResult {
  thread: CsThreadSummary;
  /**
   * Every message, oldest first (ties by id).
   */
  messages: CsMessage[];
  /**
   * The linked order (0 or 1 today; an array so a thread may later link more), as get_orders shows it; money in major units of the order currency.
   */
  orders: Order[];
  /**
   * Replies proposed with cs_send_reply and still waiting for approval, oldest first.
   */
  drafts: CsReplyDraft[];
  /**
   * Escalation state.
   */
  escalation: {
    /**
     * `true` when escalated to a person.
     */
    escalated: boolean;
    /**
     * When (UTC); null when not escalated or not known.
     */
    escalated_at: string | null;
    /**
     * Why; null when not escalated or not known.
     */
    reason: string | null;
  };
}

/**
 * Arguments of `get_cs_threads`. All optional; `{}` lists the 25 newest threads of every status. Filters combine with AND.
 */
export interface GetCsThreadsInput {
  /**
   * Only threads in this status.
   */
  status?: "open" | "pending" | "resolved";
  /**
   * Only threads of this severity.
   */
  severity?: "critical" | "high" | "normal" | "low";
  /**
   * Only threads that arrived on this channel.
   */
  channel?: "email" | "chat" | "marketplace";
  /**
   * Only threads assigned to exactly this assignee; `unassigned` lists threads without one.
   */
  assignee?: string;
  /**
   * Only escalated (`true`, the escalation queue) or not escalated (`false`) threads.
   */
  escalated?: boolean;
  /**
   * Page size, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Cursor (`next_cursor` of the previous page, unchanged); returns the threads after it.
   */
  before?: string;
}

/**
 * A page of customer-service threads, newest first (`created_at` descending, ties by `id` descending).
 */
export interface GetCsThreadsResult {
  threads: CsThreadSummary[];
  /**
   * Number of threads on this page.
   */
  count: number;
  /**
   * `true` when another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next page; null on the last page.
   */
  next_cursor: string | null;
}
