/**
 * get_ai_referred_orders (seed: "Operation catalogue", analytics; contract
 * `GetAiReferredOrdersResult`): orders whose visit came from an AI assistant, by the referrer-host
 * and `utm_source` rules written in the contract (AI_RULES below is that list; keep them equal).
 * SQL narrows the range's orders to candidates (any rule's host or source appears); the exact rules
 * run here on the parsed URL. Totals over the range are one SQL aggregate. Errors:
 * `invalid_request` naming `to` (before `from`), `from` (over 366 days) or `cursor` (not issued).
 */
import { ArgumentError, packCursor, stringPair, toMajor, unpackCursor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumberOrZero, type StoreScope } from '@storeops/db';
import { ratio, windowDays } from './figures';

type Assistant = Types.AiAssistant;

/** The contract's attribution rules, in the contract's order. */
export const AI_RULES: ReadonlyArray<{ assistant: Assistant; hosts: readonly string[]; utmSources: readonly string[] }> = [
  { assistant: 'chatgpt', hosts: ['chatgpt.com', 'chat.openai.com', 'openai.com'], utmSources: ['chatgpt.com', 'chatgpt', 'openai'] },
  { assistant: 'perplexity', hosts: ['perplexity.ai'], utmSources: ['perplexity', 'perplexity.ai'] },
  { assistant: 'gemini', hosts: ['gemini.google.com', 'bard.google.com'], utmSources: ['gemini', 'gemini.google.com', 'bard'] },
  { assistant: 'copilot', hosts: ['copilot.microsoft.com', 'copilot.cloud.microsoft'], utmSources: ['copilot', 'copilot.microsoft.com'] },
  { assistant: 'claude', hosts: ['claude.ai'], utmSources: ['claude', 'claude.ai', 'anthropic'] },
];

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;
const CURSOR_PREFIX = 'ai_';

/** The host of a referrer URL (lower-case), or null when it is not an absolute URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** Which assistant (and by which rule) an order's attribution fields name; null = none. */
export function attribute(
  referringSite: string | null,
  utmSource: string | null,
): { assistant: Assistant; matchedBy: 'referring_site' | 'utm_source' } | null {
  const host = referringSite === null ? null : hostOf(referringSite);
  if (host !== null) {
    for (const r of AI_RULES) {
      if (r.hosts.some((h) => host === h || host.endsWith(`.${h}`))) return { assistant: r.assistant, matchedBy: 'referring_site' };
    }
  }
  const source = utmSource?.trim().toLowerCase();
  if (source !== undefined && source !== '') {
    for (const r of AI_RULES) if (r.utmSources.includes(source)) return { assistant: r.assistant, matchedBy: 'utm_source' };
  }
  return null;
}

function encodeCursor(createdAt: string, id: string): string {
  return packCursor(CURSOR_PREFIX, { c: createdAt, i: id });
}

function decodeCursor(value: string): { createdAt: string; id: string } {
  const [createdAt, id] = unpackCursor(CURSOR_PREFIX, value, (f) => stringPair(f, 'c', 'i'));
  return { createdAt, id };
}

const dayMs = (d: string): number => Date.parse(`${d}T00:00:00.000Z`);
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

interface Candidate {
  id: string;
  order_number: unknown;
  created_at: string;
  channel: Types.AiReferredOrder['channel'];
  referring_site: string | null;
  landing_site: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  subtotal_cents: unknown;
  discount_cents: unknown;
  total_cents: unknown;
}

/** Orders of [start, end) whose referrer or utm_source mentions any rule's host or source. */
async function candidates(scope: StoreScope, start: string, end: string): Promise<Candidate[]> {
  const q = scope.from('orders', 'o').where('o.created_at', '>=', start).where('o.created_at', '<', end);
  q.andWhere((w) => {
    for (const r of AI_RULES) for (const h of r.hosts) w.orWhereRaw('lower(o.referring_site) like ?', [`%${h}%`]);
    w.orWhereRaw(
      'lower(trim(o.utm_source)) in (' +
        AI_RULES.flatMap((r) => r.utmSources)
          .map(() => '?')
          .join(', ') +
        ')',
      [...AI_RULES.flatMap((r) => r.utmSources)],
    );
  });
  return (await q
    .select(
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.channel',
      'o.referring_site',
      'o.landing_site',
      'o.utm_source',
      'o.utm_medium',
      'o.utm_campaign',
      'o.subtotal_cents',
      'o.discount_cents',
      'o.total_cents',
    )
    .orderBy([
      { column: 'o.created_at', order: 'desc' },
      { column: 'o.id', order: 'desc' },
    ])) as Candidate[];
}

export async function getAiReferredOrders(
  input: Types.GetAiReferredOrdersInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.GetAiReferredOrdersResult> {
  const today = windowDays(ctx.now, 1)[0]!;
  const to = input.to ?? today;
  const from = input.from ?? ymd(dayMs(to) - 29 * DAY_MS);
  if (to < from) throw new ArgumentError('to', `(${to}) is before from (${from})`);
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  if (days > MAX_RANGE_DAYS) throw new ArgumentError('from', `the range spans ${days} days; at most ${MAX_RANGE_DAYS}`);
  const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
  const start = `${from}T00:00:00.000Z`;
  const end = new Date(dayMs(to) + DAY_MS).toISOString();

  const [rows, all] = await Promise.all([
    candidates(ctx.scope, start, end),
    ctx.scope
      .from('orders', 'o')
      .where('o.created_at', '>=', start)
      .where('o.created_at', '<', end)
      .select(ctx.scope.raw('count(*) as n'), ctx.scope.raw('coalesce(sum(o.subtotal_cents - o.discount_cents), 0) as net'))
      .first(),
  ]);

  const per = new Map<Assistant, { orders: number; cents: number }>(AI_RULES.map((r) => [r.assistant, { orders: 0, cents: 0 }]));
  const matched: Types.AiReferredOrder[] = [];
  let aiOrders = 0;
  let aiCents = 0;
  for (const r of rows) {
    const hit = attribute(r.referring_site, r.utm_source);
    if (hit === null) continue;
    const net = toNumberOrZero(r.subtotal_cents) - toNumberOrZero(r.discount_cents);
    const s = per.get(hit.assistant)!;
    s.orders += 1;
    s.cents += net;
    aiOrders += 1;
    aiCents += net;
    if (input.assistant !== undefined && hit.assistant !== input.assistant) continue;
    matched.push({
      order_id: r.id,
      order_number: toNumberOrZero(r.order_number),
      created_at: new Date(r.created_at).toISOString(),
      assistant: hit.assistant,
      matched_by: hit.matchedBy,
      referring_site: r.referring_site,
      landing_site: r.landing_site,
      utm_source: r.utm_source,
      utm_medium: r.utm_medium,
      utm_campaign: r.utm_campaign,
      channel: r.channel,
      net_sales: toMajor(net, ctx.store.currency),
      total: toMajor(toNumberOrZero(r.total_cents), ctx.store.currency),
    });
  }
  // Newest first (created_at, id descending, compared here so both databases page alike); the page
  // starts after the cursor's row.
  matched.sort((a, b) => (a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.order_id < b.order_id ? 1 : -1));
  const rest =
    after === null
      ? matched
      : matched.filter((o) => o.created_at < after.createdAt || (o.created_at === after.createdAt && o.order_id < after.id));
  const page = rest.slice(0, input.limit);
  const hasMore = rest.length > input.limit;
  const last = page[page.length - 1];
  const allOrders = toNumberOrZero(all?.n);
  const allCents = toNumberOrZero(all?.net);
  return {
    currency: ctx.store.currency,
    from,
    to,
    totals: {
      ai_orders: aiOrders,
      ai_revenue: toMajor(aiCents, ctx.store.currency),
      all_orders: allOrders,
      all_revenue: toMajor(allCents, ctx.store.currency),
      share_of_orders: ratio(aiOrders, allOrders),
      share_of_revenue: ratio(aiCents, allCents),
    },
    assistants: AI_RULES.map((r) => {
      const s = per.get(r.assistant)!;
      return {
        assistant: r.assistant,
        orders: s.orders,
        revenue: toMajor(s.cents, ctx.store.currency),
        average_order_value: s.orders === 0 ? null : toMajor(s.cents / s.orders, ctx.store.currency),
      };
    }),
    orders: page,
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor(last.created_at, last.order_id) : null,
  };
}
