/**
 * find_similar_products (seed: catalog "find_similar_products"): products most similar to one
 * product by Okapi BM25 (MiniSearch) over product text and attributes. Deterministic: the index is
 * built from the current rows on every call (two queries), the query is the product's own distinct
 * terms, and ties are broken by id. Not a language model.
 */
import MiniSearch from 'minisearch';
import { ArgumentError, excerpt, toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumber, type StorefrontStatus } from '@storeops/db';
import { htmlText, parseTags, selectorOf, type ProductSelector } from './product-lookup';
import { metafieldValue } from './detail';

/** Field weights of the BM25 index (documented in the contract). */
export const SIMILARITY_BOOST = { title: 3, product_type: 2, category: 2, tags: 2, vendor: 1, attributes: 1, description: 1 } as const;
const FIELDS = Object.keys(SIMILARITY_BOOST) as Array<keyof typeof SIMILARITY_BOOST>;

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have in into is it its of on or our that the their this to was were will with ' +
    'you your we us it’s all any can do every more most not only so than then them these they those very what when which who'
  ).split(' '),
);

/** Lowercased word, or null for stop words and one-character words (the index's term rule). */
export function normaliseTerm(term: string): string | null {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((t) => t !== '');

interface Doc {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  product_type: string;
  category: string;
  tags: string;
  description: string;
  attributes: string;
  storefront_status: StorefrontStatus;
  price_cents: number;
}

/** The distinct normalised terms of a document's indexed fields. */
function termsOf(doc: Doc): string[] {
  const out = new Set<string>();
  for (const f of FIELDS)
    for (const t of tokenize(doc[f])) {
      const n = normaliseTerm(t);
      if (n !== null) out.add(n);
    }
  return [...out].sort();
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

export async function findSimilarProducts(
  input: ProductSelector & { limit: number },
  ctx: Pick<HandlerContext, 'scope' | 'store'>,
): Promise<Types.FindSimilarProductsResult> {
  const sel = selectorOf(input);
  if (sel === null) throw new ArgumentError('product_id', 'required: give product_id (UUID) or handle');
  const [products, metafields] = await Promise.all([
    ctx.scope
      .from('products', 'p')
      .select('p.id', 'p.handle', 'p.title', 'p.vendor', 'p.product_type', 'p.category', 'p.tags', 'p.description_html')
      .select('p.storefront_status', 'p.price_cents')
      .orderBy('p.id', 'asc') as Promise<Array<Record<string, unknown>>>,
    ctx.scope
      .from('product_metafields', 'm')
      .select('m.product_id', 'm.value')
      .orderBy('m.product_id', 'asc')
      .orderBy('m.namespace', 'asc')
      .orderBy('m.key', 'asc') as Promise<Array<Record<string, unknown>>>,
  ]);
  const attributes = new Map<string, string[]>();
  for (const m of metafields) {
    const v = metafieldValue(String(m.value));
    const list = attributes.get(String(m.product_id)) ?? [];
    list.push(typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));
    attributes.set(String(m.product_id), list);
  }
  const docs: Doc[] = products.map((p) => ({
    id: String(p.id),
    handle: String(p.handle),
    title: String(p.title),
    vendor: String(p.vendor),
    product_type: String(p.product_type),
    category: p.category === null || p.category === undefined ? '' : String(p.category),
    tags: parseTags(p.tags).join(' '),
    description: htmlText(String(p.description_html ?? '')),
    attributes: (attributes.get(String(p.id)) ?? []).join(' '),
    storefront_status: p.storefront_status as StorefrontStatus,
    price_cents: toNumber(p.price_cents) ?? 0,
  }));
  const self = docs.find((d) => (sel.column === 'id' ? d.id : d.handle) === sel.value);
  if (self === undefined)
    throw new ArgumentError(
      sel.column === 'id' ? 'product_id' : 'handle',
      `no product ${excerpt(sel.value)} in this store (find products with query_products)`,
    );

  const index = new MiniSearch<Doc>({
    fields: FIELDS,
    tokenize,
    processTerm: normaliseTerm,
    searchOptions: { boost: SIMILARITY_BOOST, combineWith: 'OR', prefix: false, fuzzy: false },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const terms = termsOf(self);
  const hits = terms.length === 0 ? [] : index.search(terms.join(' '));
  const similar = hits
    .filter((h) => h.id !== self.id)
    .map((h) => ({ id: String(h.id), score: round4(h.score), terms: [...new Set(h.terms)].sort() }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, input.limit)
    .map((h) => {
      const d = byId.get(h.id) as Doc;
      return {
        id: d.id,
        handle: d.handle,
        title: d.title,
        vendor: d.vendor,
        product_type: d.product_type,
        storefront_status: d.storefront_status,
        price: toMajor(d.price_cents, ctx.store.currency),
        score: h.score,
        shared_terms: h.terms,
      };
    });
  return { product_id: self.id, handle: self.handle, method: 'bm25', indexed_products: docs.length, similar, count: similar.length };
}
