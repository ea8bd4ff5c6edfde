/**
 * Customer segments of the store (what `social_sync_audiences` syncs): computed from the store's
 * own orders and customer contacts (migration 022 `customer_contacts`), never from the platform.
 * Orders count when placed in the window and not cancelled. Only customers who accept marketing
 * are included, each as the SHA-256 (lowercase hex) of the e-mail trimmed and lower-cased: the
 * normalisation the social platforms require before hashing. Plaintext e-mails stay here.
 */
import { createHash } from 'node:crypto';
import { ArgumentError, OperationError, type HandlerContext, type Types } from '@storeops/contract';
import { toBool, toNumber } from '@storeops/db';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_WINDOW_DAYS = 365;
export const DEFAULT_MIN_ORDERS = 2;

export type Segment = Types.SocialAudienceSegment;

/** Trim and lower-case (the platforms' e-mail normalisation). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SHA-256 (lowercase hex) of the normalised e-mail. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** Validates the segment argument and resolves product handles to ids (canonical form). */
export async function resolveSegment(ctx: HandlerContext, input: Types.SocialSyncAudiencesInput['segment']): Promise<Segment> {
  const windowDays = input.window_days ?? DEFAULT_WINDOW_DAYS;
  if (input.kind !== 'repeat_buyers' && input.min_orders !== undefined) {
    throw new ArgumentError('segment.min_orders', 'applies to kind repeat_buyers only');
  }
  if (input.kind !== 'product_customers' && input.products !== undefined) {
    throw new ArgumentError('segment.products', 'applies to kind product_customers only');
  }
  if (input.kind === 'repeat_buyers')
    return { kind: 'repeat_buyers', window_days: windowDays, min_orders: input.min_orders ?? DEFAULT_MIN_ORDERS };
  if (input.kind === 'all_customers') return { kind: 'all_customers', window_days: windowDays };
  if (input.products === undefined) throw new ArgumentError('segment.products', 'is required for kind product_customers');
  const ids: string[] = [];
  for (const [i, ref] of input.products.entries()) {
    const q = ctx.scope.from('products').select('id');
    const row = (await (UUID.test(ref) ? q.where('id', ref.toLowerCase()) : q.where('handle', ref)).first()) as { id: string } | undefined;
    if (row === undefined)
      throw new OperationError('invalid_request', `segment.products[${i}]: no product ${JSON.stringify(ref)} in this store`);
    if (ids.includes(row.id)) throw new ArgumentError(`segment.products[${i}]`, 'names a product already listed');
    ids.push(row.id);
  }
  return { kind: 'product_customers', window_days: windowDays, products: ids.sort() };
}

/** Hashed e-mails of the segment's consenting customers as of `now` (sorted, unique). */
export async function segmentHashes(ctx: HandlerContext, segment: Segment, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - segment.window_days * DAY_MS).toISOString();
  const q = ctx.scope
    .from('orders')
    .select('customer_ref')
    .count({ n: '*' })
    .where('created_at', '>=', since)
    .andWhere('created_at', '<=', now.toISOString())
    .whereNull('cancelled_at')
    .groupBy('customer_ref');
  if (segment.kind === 'product_customers') {
    q.whereIn(
      'id',
      ctx.scope
        .from('order_line_items')
        .select('order_id')
        .whereIn('product_id', segment.products ?? []),
    );
  }
  const min = segment.kind === 'repeat_buyers' ? (segment.min_orders ?? DEFAULT_MIN_ORDERS) : 1;
  const rows = (await q) as Array<{ customer_ref: string; n: unknown }>;
  const refs = new Set(rows.filter((r) => (toNumber(r.n) ?? 0) >= min).map((r) => r.customer_ref));
  const contacts = (await ctx.scope.from('customer_contacts').select('customer_ref', 'email', 'accepts_marketing')) as Array<{
    customer_ref: string;
    email: string;
    accepts_marketing: unknown;
  }>;
  const hashes = new Set<string>();
  for (const c of contacts) if (refs.has(c.customer_ref) && toBool(c.accepts_marketing)) hashes.add(hashEmail(c.email));
  return [...hashes].sort();
}

/** A person-readable description of the segment. */
export function describeSegment(s: Segment): string {
  if (s.kind === 'repeat_buyers')
    return `customers with at least ${s.min_orders ?? DEFAULT_MIN_ORDERS} orders in the last ${s.window_days} days`;
  if (s.kind === 'all_customers') return `customers with an order in the last ${s.window_days} days`;
  return `customers who ordered any of ${s.products?.length ?? 0} product(s) in the last ${s.window_days} days`;
}
