/**
 * get_disputes (seed catalogue "disputes"; disputes:read, read): the store's chargeback disputes
 * with their disputed order (number, total, customer), amount in major units, reason, evidence due
 * date and evidence status, and a summary over every dispute the filters match (all pages).
 *
 * Ordering (most urgent first): `needs_response` disputes by `evidence_due_by` ascending (soonest,
 * overdue ones first; one without a due date after those with one), then `under_review` ones (the
 * evidence is in, the bank decides) by `evidence_due_by` ascending, then closed ones (`won`,
 * `lost`, `accepted`) by `closed_at` descending; ties by id. Paging: `limit` per page and an
 * opaque `cursor` (a position in that order: a dispute opened or closed between two calls can shift
 * a row by one page boundary). Timestamps ISO 8601 UTC.
 */
import { ArgumentError, packCursor, toMajor, unpackCursor, type HandlerContext, type Types } from '@storeops/contract';
import type { DisputeRow, OrderRow } from '@storeops/db';

const DAY = 86_400_000;
const PREFIX = 'dp_';
export const OPEN_STATUSES = ['needs_response', 'under_review'] as const;
export const CLOSED_STATUSES = ['won', 'lost', 'accepted'] as const;

type Input = Types.GetDisputesInput & { limit: number };

function encodeCursor(offset: number): string {
  return packCursor(PREFIX, { o: offset });
}

function decodeCursor(value: string): number {
  return unpackCursor(PREFIX, value, ({ o }) => (typeof o === 'number' && Number.isInteger(o) && o >= 0 ? o : null));
}

/** The handler of get_disputes: a page of chargeback disputes, the most urgent first. */
export async function getDisputes(input: Input, ctx: HandlerContext): Promise<Types.GetDisputesResult> {
  const now = ctx.now.getTime();
  let dueBefore: string | null = null;
  if (input.due_before !== undefined) {
    const ms = Date.parse(input.due_before);
    if (Number.isNaN(ms)) throw new ArgumentError('due_before', 'is not an ISO 8601 date-time');
    dueBefore = new Date(ms).toISOString();
  }
  const offset = input.cursor !== undefined ? decodeCursor(input.cursor) : 0;

  const base = () => {
    const q = ctx.scope.from('disputes');
    if (input.status === 'open') q.whereIn('status', OPEN_STATUSES);
    else if (input.status === 'closed') q.whereIn('status', CLOSED_STATUSES);
    else if (input.status !== undefined) q.where('status', input.status);
    if (input.reason !== undefined) q.where('reason', input.reason);
    if (dueBefore !== null) q.whereNotNull('evidence_due_by').where('evidence_due_by', '<', dueBefore);
    if (input.due_within_days !== undefined) {
      q.whereIn('status', OPEN_STATUSES)
        .whereNotNull('evidence_due_by')
        .where('evidence_due_by', '<=', new Date(now + input.due_within_days * DAY).toISOString());
    }
    return q;
  };

  const nowIso = ctx.now.toISOString();
  const groups = (await base()
    .select('status', 'currency')
    .count({ n: '*' })
    .sum({ cents: 'amount_cents' })
    .groupBy('status', 'currency')) as Array<{
    status: DisputeRow['status'];
    currency: string;
    n: number | string;
    cents: number | string | null;
  }>;
  const overdue = (await base()
    .where('status', 'needs_response')
    .whereNotNull('evidence_due_by')
    .where('evidence_due_by', '<', nowIso)
    .count({ n: '*' })) as Array<{
    n: number | string;
  }>;
  const isOpen = (s: string): boolean => (OPEN_STATUSES as readonly string[]).includes(s);
  const summary = {
    count: groups.reduce((s, g) => s + Number(g.n), 0),
    open_count: groups.filter((g) => isOpen(g.status)).reduce((s, g) => s + Number(g.n), 0),
    needs_response_count: groups.filter((g) => g.status === 'needs_response').reduce((s, g) => s + Number(g.n), 0),
    overdue_count: Number(overdue[0]?.n ?? 0),
    open_amount: toMajor(
      groups.filter((g) => isOpen(g.status) && g.currency === ctx.store.currency).reduce((s, g) => s + Number(g.cents ?? 0), 0),
      ctx.store.currency,
    ),
  };

  const open = `status IN ('needs_response', 'under_review')`;
  const rows = (await base()
    .select('*')
    .orderByRaw(
      `CASE WHEN status = 'needs_response' THEN 0 WHEN status = 'under_review' THEN 1 ELSE 2 END ASC, ` +
        `CASE WHEN ${open} THEN COALESCE(evidence_due_by, '9999') ELSE '' END ASC, ` +
        `CASE WHEN ${open} THEN '' ELSE COALESCE(closed_at, '') END DESC, id ASC`,
    )
    .offset(offset)
    .limit(input.limit + 1)) as DisputeRow[];
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;

  const orderIds = [...new Set(page.map((d) => d.order_id))];
  const orders = new Map<string, OrderRow>();
  if (orderIds.length > 0) {
    const found = (await ctx.scope.from('orders').whereIn('id', orderIds).select('*')) as OrderRow[];
    for (const o of found) orders.set(o.id, o);
  }

  return {
    currency: ctx.store.currency,
    summary,
    disputes: page.map((d) => {
      const o = orders.get(d.order_id);
      if (o === undefined) throw new Error(`dispute ${d.id} names an order that does not exist`);
      const dueMs = d.evidence_due_by !== null && d.evidence_due_by !== undefined ? Date.parse(d.evidence_due_by) : null;
      return {
        id: d.id,
        external_id: d.external_id,
        status: d.status,
        reason: d.reason,
        amount: toMajor(Number(d.amount_cents), d.currency),
        currency: d.currency,
        evidence_due_by: d.evidence_due_by ?? null,
        evidence_status: d.evidence_status,
        overdue: d.status === 'needs_response' && dueMs !== null && dueMs < now,
        days_until_due: d.status === 'needs_response' && dueMs !== null ? Math.round(((dueMs - now) / DAY) * 10) / 10 : null,
        opened_at: d.opened_at,
        closed_at: d.closed_at ?? null,
        order: {
          id: o.id,
          order_number: Number(o.order_number),
          total: toMajor(Number(o.total_cents), o.currency),
          currency: o.currency,
          customer_ref: o.customer_ref,
          created_at: o.created_at,
        },
      };
    }),
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(offset + page.length) : null,
  };
}
