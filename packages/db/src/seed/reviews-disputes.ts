/**
 * Seed extension (see commerce.ts).
 *
 * Reviews, hosted store (Northwind) only:
 * - about 6% of fulfilled, non-cancelled orders leave one verified review of one of their
 *   products, 4–21 days after the order (none falls after the anchor: not written yet). 20% of
 *   orders with a refund for `damaged` / `not_as_described` / `late_delivery` give 1–2 stars with a complaint that
 *   matches the refund reason; the rest draw from a distribution skewed to 4–5 stars (roughly
 *   5★ 58%, 4★ 24%, 3★ 9%, 2★ 5%, 1★ 4%).
 * - a smaller number of unverified reviews (no order) on active products, same distribution;
 * - a handful of store-level reviews (product_id null) about shipping and service.
 * - status: reviews of the last 2 days are mostly `pending` (moderation), ~3% of the rest are
 *   `hidden` (spam or abuse); the rest `published`. The store replied to ~60% of published 1–2★
 *   reviews and ~8% of the others, 1–3 days later.
 * The business store (Harbor Wholesale, wholesale B2B without a storefront) collects no public
 * reviews: it gets none, and get_reviews answers an empty list there.
 *
 * Disputes (chargebacks), both stores: a handful each, on real fulfilled orders, amount at most the
 * order total (usually the full total, sometimes one line), in the order currency. Open ones
 * (`needs_response`, opened in the last 10 days) have `evidence_due_by` 1–12 days after the anchor
 * (one already overdue by a day is `needs_response` too, so the list shows an overdue case);
 * `under_review` ones have evidence submitted; closed ones (`won` / `lost` / `accepted`) were opened
 * 30–100 days before the anchor and closed 20–60 days after opening.
 */
import type { DisputeReason, DisputeRow, DisputeStatus, OrderRow, ReviewRow } from '../tables';
import type { CommerceSeed } from './commerce';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, iso, toSecond, type Clock } from './time';

const FIRST_NAMES = [
  'Emma',
  'Lucas',
  'Sophie',
  'Daan',
  'Julia',
  'Noah',
  'Mila',
  'Sem',
  'Tess',
  'Finn',
  'Anna',
  'Liam',
  'Sara',
  'Milan',
  'Eva',
  'Jesse',
  'Lotte',
  'Thomas',
  'Nina',
  'Ruben',
  'Claire',
  'James',
  'Olivia',
  'Hannah',
  'Max',
  'Léa',
  'Jonas',
  'Marie',
];
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWZ';

const PRAISE: Record<number, ReadonlyArray<readonly [string, string]>> = {
  5: [
    ['Absolutely love it', 'Great quality and exactly as pictured. Fits perfectly, will order again.'],
    ['Perfect', 'Beautiful material, well made. Arrived quickly and nicely packed.'],
    ['Better than expected', 'The quality is excellent for the price. Already my favourite.'],
    ['Highly recommend', 'Lovely colour and very comfortable. Washed well too.'],
    ['Great buy', 'Exactly what I was looking for. Fast delivery.'],
  ],
  4: [
    ['Very nice', 'Good quality, slightly different shade than on screen but still nice.'],
    ['Happy with it', 'Well made. Sizing runs a little small, order one up.'],
    ['Good value', 'Solid product for the price, delivery took a few days longer than expected.'],
    ['Nice, minor detail', 'Looks great; the stitching on one seam could be neater.'],
  ],
  3: [
    ['Okay', 'Decent, but the fabric is thinner than I expected.'],
    ['Average', 'Does the job. Colour is duller than in the photos.'],
    ['Mixed feelings', 'Nice design, fit is a bit odd around the shoulders.'],
  ],
  2: [
    ['Disappointed', 'Quality is not what I hoped for; started pilling after two washes.'],
    ['Not great', 'Runs very small and the material feels cheap.'],
  ],
  1: [
    ['Poor quality', 'Fell apart after a week. Not worth the money.'],
    ['Do not buy', 'Nothing like the pictures. Very disappointed.'],
  ],
};

const COMPLAINT: Record<string, ReadonlyArray<readonly [string, string]>> = {
  damaged: [
    ['Arrived damaged', 'The item arrived with a torn seam and a stain. I got a refund, but expected better.'],
    ['Broken on arrival', 'Packaging was crushed and the product was damaged. Refunded after I sent photos.'],
  ],
  not_as_described: [
    ['Not as described', 'Colour and material are completely different from the description. Returned it for a refund.'],
    ['Misleading photos', 'Looks nothing like the product page. Had to ask for my money back.'],
  ],
  late_delivery: [['Took forever', 'Delivery was more than two weeks late. Refunded the shipping but I needed it earlier.']],
};

const STORE_REVIEWS: ReadonlyArray<readonly [number, string, string]> = [
  [5, 'Lovely shop', 'Fast shipping to Belgium and a handwritten thank-you note. Customer service answered within hours.'],
  [5, 'Great service', 'Exchanged a size without any hassle. Will shop here again.'],
  [4, 'Good experience', 'Nice products, delivery took four days instead of two.'],
  [2, 'Slow replies', 'Waited a week for an answer about my return.'],
  [5, 'Beautiful packaging', 'Everything arrived wrapped in tissue paper, felt like a gift.'],
];

const REPLIES = {
  low: [
    'We are sorry to hear this. We have passed your feedback on to our quality team; please contact us if anything else is not right.',
    'Thank you for letting us know, and apologies for the trouble. We have reviewed our packing process with our warehouse.',
  ],
  high: ['Thank you so much for your kind words!', 'Thank you for the review, we are glad you like it.'],
};

/** 1..5 stars skewed to 4–5. */
function drawRating(rng: Rng): number {
  return rng.weighted([
    [5, 58],
    [4, 24],
    [3, 9],
    [2, 5],
    [1, 4],
  ]);
}

function author(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${INITIALS[rng.int(0, INITIALS.length - 1)]}.`;
}

function statusFor(rng: Rng, createdMs: number, clock: Clock): ReviewRow['status'] {
  if (createdMs > clock.anchorMs - 2 * DAY_MS && rng.chance(0.8)) return 'pending';
  return rng.chance(0.03) ? 'hidden' : 'published';
}

function withReply(rng: Rng, row: ReviewRow, clock: Clock): ReviewRow {
  if (row.status !== 'published') return row;
  const low = row.rating <= 2;
  if (!rng.chance(low ? 0.6 : 0.08)) return row;
  const at = Date.parse(row.created_at) + rng.int(1, 3) * DAY_MS + rng.int(0, 8) * HOUR_MS;
  if (at >= clock.anchorMs) return row;
  return { ...row, reply_body: rng.pick(low ? REPLIES.low : REPLIES.high), replied_at: iso(toSecond(at)) };
}

function hostedReviews(
  rng: Rng,
  storeId: string,
  orders: readonly OrderPlan[],
  activeProducts: readonly string[],
  clock: Clock,
): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const review = (
    productId: string | null,
    rating: number,
    title: string,
    body: string,
    createdMs: number,
    orderId: string | null,
  ): void => {
    const base: ReviewRow = {
      id: rng.uuid(),
      store_id: storeId,
      product_id: productId,
      rating,
      title,
      body,
      author_name: author(rng),
      status: statusFor(rng, createdMs, clock),
      verified_buyer: orderId !== null,
      order_id: orderId,
      created_at: iso(toSecond(createdMs)),
      reply_body: null,
      replied_at: null,
    };
    rows.push(withReply(rng, base, clock));
  };

  for (const o of orders) {
    if (o.row.fulfillment_status !== 'fulfilled' || o.row.cancelled_at) continue;
    const lines = o.lines.filter((l) => l.product_id !== null);
    if (o.createdMs > clock.anchorMs - 5 * DAY_MS || lines.length === 0) continue;
    const complaint = o.refunds.find((r) => r.reason in COMPLAINT);
    if (!rng.chance(complaint ? 0.2 : 0.06)) continue;
    const line = rng.pick(lines);
    const at = o.createdMs + rng.int(4, 21) * DAY_MS + rng.int(0, 23) * HOUR_MS;
    // Not written yet at the anchor.
    if (at >= clock.anchorMs) continue;
    if (complaint) {
      const [title, body] = rng.pick(COMPLAINT[complaint.reason] ?? []);
      const afterRefund = Math.max(at, Date.parse(complaint.created_at) + HOUR_MS);
      if (afterRefund < clock.anchorMs) review(line.product_id, rng.chance(0.6) ? 1 : 2, title, body, afterRefund, o.row.id);
    } else {
      const rating = drawRating(rng);
      const [title, body] = rng.pick(PRAISE[rating] ?? []);
      review(line.product_id, rating, title, body, at, o.row.id);
    }
  }
  const unverified = Math.max(3, Math.round(rows.length * 0.15));
  for (let i = 0; i < unverified && activeProducts.length > 0; i++) {
    const rating = drawRating(rng);
    const [title, body] = rng.pick(PRAISE[rating] ?? []);
    review(rng.pick(activeProducts), rating, title, body, clock.anchorMs - rng.int(1, 110) * DAY_MS - rng.int(0, 23) * HOUR_MS, null);
  }
  for (const [rating, title, body] of STORE_REVIEWS) {
    review(null, rating, title, body, clock.anchorMs - rng.int(3, 100) * DAY_MS - rng.int(0, 23) * HOUR_MS, null);
  }
  return rows;
}

interface DisputeSpec {
  status: DisputeStatus;
  reason: DisputeReason;
  /** Days before the anchor it was opened. */
  openedDaysAgo: [number, number];
  /** Evidence window in days after opening. */
  windowDays: number;
  partial?: boolean;
}

const HOSTED_DISPUTES: readonly DisputeSpec[] = [
  { status: 'needs_response', reason: 'product_not_received', openedDaysAgo: [2, 4], windowDays: 14 },
  { status: 'needs_response', reason: 'fraudulent', openedDaysAgo: [6, 8], windowDays: 10 },
  { status: 'needs_response', reason: 'product_unacceptable', openedDaysAgo: [15, 15], windowDays: 14, partial: true },
  { status: 'under_review', reason: 'credit_not_processed', openedDaysAgo: [20, 25], windowDays: 14 },
  { status: 'won', reason: 'fraudulent', openedDaysAgo: [60, 80], windowDays: 14 },
  { status: 'lost', reason: 'product_unacceptable', openedDaysAgo: [70, 95], windowDays: 14, partial: true },
  { status: 'accepted', reason: 'duplicate', openedDaysAgo: [35, 50], windowDays: 14 },
];

const BUSINESS_DISPUTES: readonly DisputeSpec[] = [
  { status: 'needs_response', reason: 'product_unacceptable', openedDaysAgo: [3, 6], windowDays: 21, partial: true },
  { status: 'needs_response', reason: 'general', openedDaysAgo: [8, 9], windowDays: 14 },
  { status: 'under_review', reason: 'product_not_received', openedDaysAgo: [18, 24], windowDays: 14 },
  { status: 'won', reason: 'credit_not_processed', openedDaysAgo: [45, 90], windowDays: 21 },
];

function disputes(rng: Rng, storeId: string, orders: readonly OrderPlan[], specs: readonly DisputeSpec[], clock: Clock): DisputeRow[] {
  const candidates = orders.filter(
    (o) => o.row.fulfillment_status === 'fulfilled' && !o.row.cancelled_at && o.row.financial_status !== 'refunded',
  );
  const used = new Set<string>();
  const rows: DisputeRow[] = [];
  for (const spec of specs) {
    const openedMs = clock.anchorMs - rng.int(spec.openedDaysAgo[0], spec.openedDaysAgo[1]) * DAY_MS + rng.int(7, 20) * HOUR_MS;
    // An order placed 5–40 days before the dispute opened, not disputed yet.
    const fit = candidates.filter(
      (o) => !used.has(o.row.id) && o.createdMs < openedMs - 5 * DAY_MS && o.createdMs > openedMs - 40 * DAY_MS,
    );
    const pool = fit.length > 0 ? fit : candidates.filter((o) => !used.has(o.row.id) && o.createdMs < openedMs);
    if (pool.length === 0) continue;
    const o = rng.pick(pool);
    used.add(o.row.id);
    const order: OrderRow = o.row;
    const remaining = order.total_cents - order.refunded_cents;
    const line = spec.partial && o.lines.length > 1 ? rng.pick(o.lines) : null;
    const amount = Math.max(1, Math.min(remaining, line !== null ? line.total_cents : remaining));
    const dueMs = openedMs + spec.windowDays * DAY_MS;
    const closed = spec.status === 'won' || spec.status === 'lost' || spec.status === 'accepted';
    const closedMs = closed ? Math.min(clock.anchorMs - DAY_MS - rng.int(1, 20) * HOUR_MS, openedMs + rng.int(20, 60) * DAY_MS) : null;
    rows.push({
      id: rng.uuid(),
      store_id: storeId,
      order_id: order.id,
      external_id: `dp_${rng.base36(16)}`,
      reason: spec.reason,
      amount_cents: amount,
      currency: order.currency,
      status: spec.status,
      evidence_due_by: spec.status === 'accepted' ? null : iso(toSecond(dueMs)),
      evidence_status:
        spec.status === 'needs_response'
          ? rng.chance(0.4)
            ? 'draft'
            : 'not_submitted'
          : spec.status === 'accepted'
            ? 'not_submitted'
            : 'submitted',
      opened_at: iso(toSecond(openedMs)),
      closed_at: closedMs === null ? null : iso(toSecond(closedMs)),
    });
  }
  return rows;
}

export const seedReviewsDisputes: CommerceSeed = (rng, input) => {
  const { clock, hosted, business } = input;
  const active = hosted.products.filter((p) => p.row.storefront_status === 'active').map((p) => p.row.id);
  return {
    reviews: hostedReviews(rng.fork('reviews'), hosted.storeId, hosted.orders, active, clock),
    disputes: [
      ...disputes(rng.fork('hosted-disputes'), hosted.storeId, hosted.orders, HOSTED_DISPUTES, clock),
      ...disputes(rng.fork('business-disputes'), business.storeId, business.orders, BUSINESS_DISPUTES, clock),
    ],
  };
};
