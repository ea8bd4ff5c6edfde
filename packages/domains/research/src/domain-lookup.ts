/**
 * lookup_domain_research (seed catalogue "research"; research:read, read): what the embedded
 * demo-web corpus knows about one host: its pages, prices, this store's products about the same
 * catalogue items (title contains the item name) and the pages of other hosts naming it.
 * An unknown host is an explicit empty answer (`known: false`), not `not_found`.
 */
import type { CorpusDocument } from '@storeops/contract/ports/web';
import { toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { toNumber } from '@storeops/db';
import { corpusOrFail, median, normaliseDomain, round1, round2 } from './common';

const MAX_LINKED = 100;
const MAX_MENTIONS = 50;

function priceSummary(pages: readonly CorpusDocument[]): Types.DomainPriceSummary | null {
  const byCurrency = new Map<string, number[]>();
  for (const p of pages) {
    if (p.price === null || p.currency === null) continue;
    byCurrency.set(p.currency, [...(byCurrency.get(p.currency) ?? []), p.price]);
  }
  // The currency most pages list (ties by code); the corpus's pages list one currency per host.
  const [currency, prices] = [...byCurrency.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0] ?? [];
  if (currency === undefined || prices === undefined) return null;
  return { currency, priced_pages: prices.length, min: Math.min(...prices), median: round2(median(prices)), max: Math.max(...prices) };
}

async function linkedProducts(ctx: HandlerContext, pages: readonly CorpusDocument[]): Promise<Types.DomainResearchLinkedProduct[]> {
  const items = new Map<string, CorpusDocument[]>();
  for (const p of pages) for (const item of p.items) items.set(item, [...(items.get(item) ?? []), p]);
  if (items.size === 0) return [];
  const products = (await ctx.scope.from('products').select('id', 'handle', 'title', 'price_cents').orderBy('handle', 'asc')) as Array<{
    id: string;
    handle: string;
    title: string;
    price_cents: number | string;
  }>;
  const out: Types.DomainResearchLinkedProduct[] = [];
  const names = [...items.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const p of products) {
    const title = p.title.toLowerCase();
    const item = names.find((n) => title.includes(n.toLowerCase()));
    if (item === undefined) continue;
    const itemPages = items.get(item)!;
    const priced = itemPages.filter((d) => d.price !== null && d.currency !== null);
    const currency = priced[0]?.currency ?? null;
    const samePriced = priced.filter((d) => d.currency === currency).map((d) => d.price!);
    const domainMedian = samePriced.length > 0 ? round2(median(samePriced)) : null;
    const price = toMajor(toNumber(p.price_cents) ?? 0, ctx.store.currency);
    out.push({
      product_id: p.id,
      handle: p.handle,
      title: p.title,
      item,
      price,
      domain_pages: itemPages.length,
      domain_median_price: domainMedian,
      domain_currency: domainMedian === null ? null : currency,
      price_difference_pct:
        domainMedian !== null && domainMedian > 0 && currency === ctx.store.currency
          ? round1(((price - domainMedian) / domainMedian) * 100)
          : null,
    });
    if (out.length >= MAX_LINKED) break;
  }
  return out;
}

export async function lookupDomainResearch(
  input: WithDefaults<Types.LookupDomainResearchInput, 'pages_limit'>,
  ctx: HandlerContext,
): Promise<Types.LookupDomainResearchResult> {
  const corpus = await corpusOrFail(ctx);
  const domain = normaliseDomain(input.domain);
  const pages = corpus.documentsOf(domain);
  const mentions = corpus
    .documents()
    .filter((d) => d.domain !== domain && d.text.toLowerCase().includes(domain))
    .slice(0, MAX_MENTIONS)
    .map((d) => ({ document_id: d.id, url: d.url, domain: d.domain, kind: d.kind, title: d.title }));
  const days = pages.map((p) => p.first_seen).sort();
  return {
    domain,
    known: pages.length > 0,
    corpus_version: corpus.version,
    site_name: pages[0]?.site_name ?? null,
    kinds: [...new Set(pages.map((p) => p.kind))].sort(),
    page_count: pages.length,
    first_seen: days[0] ?? null,
    last_seen: days[days.length - 1] ?? null,
    price_summary: priceSummary(pages),
    pages: pages.slice(0, input.pages_limit).map((p) => ({
      document_id: p.id,
      url: p.url,
      kind: p.kind,
      title: p.title,
      items: p.items,
      first_seen: p.first_seen,
      price: p.price,
      currency: p.currency,
    })),
    linked_products: await linkedProducts(ctx, pages),
    mentioned_by: mentions,
    currency: ctx.store.currency,
  };
}
