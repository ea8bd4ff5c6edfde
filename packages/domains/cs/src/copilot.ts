/**
 * cs_copilot_ask (seed: cs, "copilot"): answers an operator's question about one thread from the
 * thread's messages, its linked order and the store's policy texts, by retrieval. The embedded
 * provider is extractive: MiniSearch (BM25+) over sentences; the answer quotes the top passages
 * and cites their ids. It is not a language model; a model-backed provider can implement
 * `CopilotProvider` later and be passed to `csCopilotAsk`.
 */
import MiniSearch from 'minisearch';
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import type { ShopProfileRow } from '@storeops/db';
import { orderView } from '@storeops/domain-orders';
import { loadThread, threadMessages } from './threads';

/** One retrievable passage: a sentence of a message or policy, or an order's facts. */
export interface CopilotDocument {
  /** Unique within one question: `<source_id>#<n>`. */
  id: string;
  source_kind: 'message' | 'order' | 'policy';
  /** Message id (UUID), `order:<order id>` or `policy:<kind>`. */
  source_id: string;
  text: string;
}

export interface CopilotPassage extends CopilotDocument {
  score: number;
}

/** Retrieve + compose: how a copilot answers. Deterministic for the embedded provider. */
export interface CopilotProvider {
  readonly method: Types.CsCopilotAskResult['method'];
  retrieve(question: string, documents: readonly CopilotDocument[], limit: number): CopilotPassage[];
  compose(question: string, passages: readonly CopilotPassage[], notes: readonly string[]): string;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Sentences of a text (split after `.`, `!` or `?` followed by space), trimmed, non-empty. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The embedded provider: BM25+ (MiniSearch) over passages, prefix and light fuzzy matching. */
export const extractiveProvider: CopilotProvider = {
  method: 'extractive_bm25',
  retrieve(question, documents, limit) {
    const index = new MiniSearch<CopilotDocument>({ fields: ['text'], storeFields: ['id'], idField: 'id' });
    index.addAll([...documents]);
    const byId = new Map(documents.map((d) => [d.id, d]));
    const hits = index.search(question, { prefix: true, fuzzy: 0.1, combineWith: 'OR' });
    return hits
      .map((h) => ({ ...(byId.get(String(h.id)) as CopilotDocument), score: round(h.score) }))
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, limit);
  },
  compose(_question, passages, notes) {
    const head = 'Extractive answer (quoted passages ranked by BM25; not written by a language model):';
    const body =
      passages.length === 0
        ? 'No passage of this thread, its order or the store policies matches the question.'
        : passages.map((p, i) => `[${i + 1}] "${p.text}" (${p.source_kind} ${p.source_id})`).join('\n');
    return [head, body, ...notes].join('\n');
  },
};

function orderText(o: Types.Order): string {
  const items = o.line_items.map((l) => `${l.quantity} x ${l.title}`).join(', ');
  const refunded = o.refunded > 0 ? ` Refunded ${o.refunded.toFixed(2)} ${o.currency}.` : '';
  const cancelled = o.cancelled_at !== null ? ` Cancelled at ${o.cancelled_at}.` : '';
  return (
    `Order #${o.order_number} placed ${o.created_at}: total ${o.total.toFixed(2)} ${o.currency}, payment ${o.financial_status}, ` +
    `fulfillment ${o.fulfillment_status ?? 'unfulfilled'}.${refunded}${cancelled}` +
    (items === '' ? '' : ` Items: ${items}.`)
  );
}

interface PolicyText {
  kind?: unknown;
  title?: unknown;
  body?: unknown;
}

export async function csCopilotAsk(
  input: Types.CsCopilotAskInput & { max_passages: number },
  ctx: HandlerContext,
  provider: CopilotProvider = extractiveProvider,
): Promise<Types.CsCopilotAskResult> {
  const question = input.question.trim();
  if (question === '') throw new ArgumentError('question', 'must not be blank');
  const thread = await loadThread(ctx.scope, input.thread_id);
  const docs: CopilotDocument[] = [];
  const add = (kind: CopilotDocument['source_kind'], sourceId: string, texts: string[]): void => {
    texts.forEach((text, i) => docs.push({ id: `${sourceId}#${i + 1}`, source_kind: kind, source_id: sourceId, text }));
  };
  const messages = await threadMessages(ctx.scope, thread.id);
  for (const m of messages) add('message', m.id, sentences(m.body));
  let orderUsed = false;
  if (thread.order_id !== null) {
    const o = await orderView(ctx.scope, thread.order_id);
    if (o !== undefined) {
      add('order', `order:${o.id}`, [orderText(o)]);
      orderUsed = true;
    }
  }
  const notes: string[] = [];
  const shop = (await ctx.scope.from('shop_profiles').first('policies')) as Pick<ShopProfileRow, 'policies'> | undefined;
  let policyCount = 0;
  if (shop === undefined) {
    notes.push('This store has no storefront shop profile, so no policy texts were searched.');
  } else {
    const list = JSON.parse(shop.policies) as PolicyText[];
    for (const p of list) {
      if (typeof p.kind !== 'string' || typeof p.body !== 'string') continue;
      const title = typeof p.title === 'string' ? `${p.title}: ` : '';
      add(
        'policy',
        `policy:${p.kind}`,
        sentences(p.body).map((s) => `${title}${s}`),
      );
      policyCount += 1;
    }
    if (policyCount === 0) notes.push('The store has no policy texts, so none were searched.');
  }
  const passages = provider.retrieve(question, docs, input.max_passages);
  const citations = [...new Set(passages.map((p) => p.source_id))];
  return {
    thread_id: thread.id,
    question,
    method: provider.method,
    answer: provider.compose(question, passages, notes),
    passages: passages.map((p) => ({ source_kind: p.source_kind, source_id: p.source_id, text: p.text, score: p.score })),
    citations,
    searched: { messages: messages.length, orders: orderUsed ? 1 : 0, policies: policyCount },
    notes,
  };
}
