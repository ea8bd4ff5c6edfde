/**
 * get_ai_readiness and get_ai_repairs (seed: catalog "get_ai_readiness", "get_ai_repairs"): what
 * an AI shopping agent needs to understand and recommend a product, as scored checks with stable
 * ids, and a concrete fix per failed check naming the operation that applies it. Five queries
 * (products, variants' barcodes, images' alt text, metafield keys, the shop profile) whatever the
 * page size; scoring is pure (`assess`).
 */
import { cutText, type HandlerContext, type Types } from '@storeops/contract';
import type { StorefrontStatus } from '@storeops/db';
import { htmlText, lookupProduct, parseTags, selectorOf, type ProductSelector } from './product-lookup';
import { missingPolicies, parsePolicies, shopProfileRow } from './shop';

type CheckId = Types.AiReadinessCheckId;
type Severity = Types.AiReadinessCheck['severity'];

/** The checks in their stable order: weight (points when passed) and the severity of a failure. */
export const CHECKS: ReadonlyArray<{ id: CheckId; weight: number; severity: Severity }> = [
  { id: 'description_length', weight: 25, severity: 'critical' },
  { id: 'structured_attributes', weight: 15, severity: 'warning' },
  { id: 'gtin', weight: 20, severity: 'critical' },
  { id: 'image_alt_text', weight: 15, severity: 'warning' },
  { id: 'seo', weight: 10, severity: 'info' },
  { id: 'category', weight: 5, severity: 'info' },
  { id: 'tags', weight: 5, severity: 'info' },
  { id: 'shop_policies', weight: 5, severity: 'warning' },
];
export const MIN_DESCRIPTION_CHARS = 150;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;
/** A derived SEO description: the description text cut to this many characters... */
export const SEO_DESCRIPTION_DERIVED = 160;
/** ...and only from a description text at least this long. */
export const MIN_SEO_SOURCE_CHARS = 80;
/** The structured attribute the check requires (namespace.key). */
export const REQUIRED_ATTRIBUTE = { namespace: 'specs', key: 'material' } as const;

/** Whether `code` is a GTIN-8, -12, -13 or -14 with a valid GS1 check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  let sum = 0;
  for (let i = code.length - 2, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += Number(code[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** What the checks read of one product. */
export interface ProductFacts {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  product_type: string;
  storefront_status: StorefrontStatus;
  category: string | null;
  tags: string[];
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
  barcodes: Array<string | null>;
  alt_texts: Array<string | null>;
  attribute_keys: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function check(id: CheckId, passed: boolean, detail: string): Types.AiReadinessCheck {
  const c = CHECKS.find((x) => x.id === id) as (typeof CHECKS)[number];
  return { id, passed, severity: c.severity, weight: c.weight, detail };
}

/** The store check: required policies published. */
export function policiesCheck(missing: readonly string[] | null): Types.AiReadinessCheck {
  if (missing === null) return check('shop_policies', false, 'the storefront has not shared its shop profile');
  return check(
    'shop_policies',
    missing.length === 0,
    missing.length === 0
      ? 'refund, shipping, privacy and terms_of_service policies are published'
      : `missing policies: ${missing.join(', ')}`,
  );
}

/** Every check of one product (store check included) and its score. */
export function assess(p: ProductFacts, storeCheck: Types.AiReadinessCheck): Types.AiReadinessProduct {
  const text = htmlText(p.description_html);
  const badCodes = p.barcodes.filter((b) => b === null || b.trim() === '' || !isValidGtin(b.trim()));
  const missingCodes = p.barcodes.filter((b) => b === null || b.trim() === '').length;
  const noAlt = p.alt_texts.filter((a) => a === null || a.trim() === '').length;
  const seoProblems = [
    p.seo_title === null || p.seo_title.trim() === ''
      ? 'no SEO title'
      : p.seo_title.length > SEO_TITLE_MAX
        ? `SEO title over ${SEO_TITLE_MAX} characters`
        : null,
    p.seo_description === null || p.seo_description.trim() === ''
      ? 'no SEO description'
      : p.seo_description.length > SEO_DESCRIPTION_MAX
        ? `SEO description over ${SEO_DESCRIPTION_MAX} characters`
        : null,
  ].filter((x): x is string => x !== null);
  const attr = `${REQUIRED_ATTRIBUTE.namespace}.${REQUIRED_ATTRIBUTE.key}`;
  const checks: Types.AiReadinessCheck[] = [
    check(
      'description_length',
      text.length >= MIN_DESCRIPTION_CHARS,
      text.length === 0 ? 'no description' : `${plural(text.length, 'character')} of description text (at least ${MIN_DESCRIPTION_CHARS})`,
    ),
    check(
      'structured_attributes',
      p.attribute_keys.includes(attr),
      p.attribute_keys.includes(attr)
        ? `${plural(p.attribute_keys.length, 'structured attribute')}, ${attr} included`
        : p.attribute_keys.length === 0
          ? `no structured attributes (${attr} required)`
          : `${attr} missing (has ${p.attribute_keys.join(', ')})`,
    ),
    check(
      'gtin',
      p.barcodes.length > 0 && badCodes.length === 0,
      p.barcodes.length === 0
        ? 'no variants'
        : badCodes.length === 0
          ? `every variant has a valid GTIN (${p.barcodes.length})`
          : `${badCodes.length} of ${plural(p.barcodes.length, 'variant')} without a valid GTIN (${missingCodes} missing, ${badCodes.length - missingCodes} invalid)`,
    ),
    check(
      'image_alt_text',
      p.alt_texts.length > 0 && noAlt === 0,
      p.alt_texts.length === 0
        ? 'no images'
        : noAlt === 0
          ? `all ${plural(p.alt_texts.length, 'image')} have alt text`
          : `${noAlt} of ${plural(p.alt_texts.length, 'image')} have no alt text`,
    ),
    check('seo', seoProblems.length === 0, seoProblems.length === 0 ? 'SEO title and description set' : seoProblems.join('; ')),
    check(
      'category',
      p.category !== null && p.category !== '',
      p.category === null || p.category === '' ? 'no storefront category' : `category ${p.category}`,
    ),
    check('tags', p.tags.length > 0, p.tags.length === 0 ? 'no tags' : plural(p.tags.length, 'tag')),
    storeCheck,
  ];
  const score = checks.reduce((sum, c) => sum + (c.passed ? c.weight : 0), 0);
  return {
    product_id: p.id,
    handle: p.handle,
    title: p.title,
    storefront_status: p.storefront_status,
    score,
    checks,
    failing: checks.filter((c) => !c.passed).map((c) => c.id),
  };
}

export interface ReadinessSelection extends ProductSelector {
  storefront_status?: StorefrontStatus;
  limit: number;
  offset: number;
}

interface Assessed {
  facts: Map<string, ProductFacts>;
  storeCheck: Types.AiReadinessCheck;
  /** Required policy kinds not published; null when there is no shop profile. */
  missingPolicies: string[] | null;
  page: Types.AiReadinessProduct[];
  total: number;
  average: number | null;
  nextOffset: number | null;
  firstPage: boolean;
}

/** Loads and scores the selection (one product, or every matching product then one page). */
async function assessSelection(input: ReadinessSelection, ctx: Pick<HandlerContext, 'scope'>): Promise<Assessed> {
  const { scope } = ctx;
  const one = selectorOf(input) === null ? null : await lookupProduct(scope, input);
  const products = scope
    .from('products', 'p')
    .select('p.id', 'p.handle', 'p.title', 'p.vendor', 'p.product_type', 'p.storefront_status', 'p.category', 'p.tags')
    .select('p.description_html', 'p.seo_title', 'p.seo_description')
    .orderBy('p.id', 'asc');
  const children = (table: 'variants' | 'product_images' | 'product_metafields', alias: string, cols: string[]) => {
    const q = scope.from(table, alias).select(...cols.map((c) => `${alias}.${c}`));
    return one === null ? q : q.where(`${alias}.product_id`, one.id);
  };
  if (one !== null) products.where('p.id', one.id);
  else if (input.storefront_status !== undefined) products.where('p.storefront_status', input.storefront_status);
  const [rows, variants, images, metafields, shop] = (await Promise.all([
    products,
    children('variants', 'v', ['product_id', 'barcode', 'position', 'id']).orderBy('v.position').orderBy('v.id'),
    children('product_images', 'i', ['product_id', 'alt_text', 'position', 'id']).orderBy('i.position').orderBy('i.id'),
    children('product_metafields', 'm', ['product_id', 'namespace', 'key']).orderBy('m.namespace').orderBy('m.key'),
    shopProfileRow(scope),
  ])) as [
    Array<Record<string, unknown>>,
    Array<Record<string, unknown>>,
    Array<Record<string, unknown>>,
    Array<Record<string, unknown>>,
    Record<string, unknown> | undefined,
  ];

  const facts = new Map<string, ProductFacts>();
  for (const r of rows) {
    facts.set(String(r.id), {
      id: String(r.id),
      handle: String(r.handle),
      title: String(r.title),
      vendor: String(r.vendor),
      product_type: String(r.product_type),
      storefront_status: r.storefront_status as StorefrontStatus,
      category: (r.category as string | null) ?? null,
      tags: parseTags(r.tags),
      description_html: String(r.description_html ?? ''),
      seo_title: (r.seo_title as string | null) ?? null,
      seo_description: (r.seo_description as string | null) ?? null,
      barcodes: [],
      alt_texts: [],
      attribute_keys: [],
    });
  }
  for (const v of variants) facts.get(String(v.product_id))?.barcodes.push((v.barcode as string | null) ?? null);
  for (const i of images) facts.get(String(i.product_id))?.alt_texts.push((i.alt_text as string | null) ?? null);
  for (const m of metafields) facts.get(String(m.product_id))?.attribute_keys.push(`${String(m.namespace)}.${String(m.key)}`);

  const missing = shop === undefined ? null : missingPolicies(parsePolicies(shop.policies));
  const storeCheck = policiesCheck(missing);
  const all = [...facts.values()]
    .map((f) => assess(f, storeCheck))
    .sort((a, b) => a.score - b.score || (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0));
  const offset = one === null ? input.offset : 0;
  const page = all.slice(offset, offset + input.limit);
  const average = all.length === 0 ? null : Math.round((all.reduce((s, p) => s + p.score, 0) / all.length) * 10) / 10;
  return {
    facts,
    storeCheck,
    missingPolicies: missing,
    page,
    total: all.length,
    average,
    nextOffset: offset + page.length < all.length ? offset + page.length : null,
    firstPage: offset === 0,
  };
}

export async function getAiReadiness(input: ReadinessSelection, ctx: Pick<HandlerContext, 'scope'>): Promise<Types.GetAiReadinessResult> {
  const a = await assessSelection(input, ctx);
  return {
    store_checks: [a.storeCheck],
    products: a.page,
    count: a.page.length,
    total: a.total,
    average_score: a.average,
    next_offset: a.nextOffset,
  };
}

/**
 * A material the description states in a list item or line `Material: …` (for a deterministic
 * attribute fix); null when it states none.
 */
export function materialFromDescription(html: string): string | null {
  const m = /(?:^|>)\s*material\s*:\s*([^<\n]+?)\s*(?:<|\n|$)/i.exec(html);
  const value = m?.[1]?.replace(/&amp;/g, '&').trim().replace(/\.$/, '');
  return value === undefined || value === '' || value.length > 255 ? null : value;
}

/** The fix of one failed check of product `p`. */
export function repairFor(checkId: CheckId, p: ProductFacts): Types.AiRepair {
  const base = { check: checkId, product_id: p.id, handle: p.handle };
  const none = (description: string): Types.AiRepair => ({ ...base, operation: null, arguments: null, description });
  const text = htmlText(p.description_html);
  switch (checkId) {
    case 'description_length':
      return {
        ...base,
        operation: 'storefront_update_content',
        arguments: null,
        description: `Write a description of at least ${MIN_DESCRIPTION_CHARS} characters (materials, fit or size, care, use) and send it as description_html; the text must come from a person or writer, so no arguments are prefilled.`,
      };
    case 'seo': {
      const args: Record<string, unknown> = { product_id: p.id };
      if (p.seo_title === null || p.seo_title.trim() === '' || p.seo_title.length > SEO_TITLE_MAX)
        args.seo_title = cutText(`${p.title} | ${p.vendor}`, SEO_TITLE_MAX);
      const needsDescription =
        p.seo_description === null || p.seo_description.trim() === '' || p.seo_description.length > SEO_DESCRIPTION_MAX;
      // An SEO description is derived only from a description with enough text to summarise.
      const derivable = text.length >= MIN_SEO_SOURCE_CHARS;
      if (needsDescription && derivable) args.seo_description = cutText(text, SEO_DESCRIPTION_DERIVED);
      const derived = Object.keys(args).length > 1;
      args.reason = 'AI readiness: seo';
      const left = needsDescription && !derivable;
      return {
        ...base,
        operation: 'storefront_update_content',
        arguments: derived ? args : null,
        description:
          (derived
            ? `Set ${[args.seo_title !== undefined ? 'the SEO title as "<title> | <vendor>"' : null, args.seo_description !== undefined ? `the SEO description from the product description (cut to ${SEO_DESCRIPTION_DERIVED} characters)` : null].filter((x) => x !== null).join(' and ')}.`
            : '') +
          (left
            ? `${derived ? ' ' : ''}Write an SEO description (at most ${SEO_DESCRIPTION_MAX} characters): the product description is too short to derive one (description_length).`
            : ''),
      };
    }
    case 'structured_attributes': {
      const material = materialFromDescription(p.description_html);
      return {
        ...base,
        operation: 'storefront_set_metafield',
        arguments:
          material === null
            ? null
            : {
                product_id: p.id,
                namespace: REQUIRED_ATTRIBUTE.namespace,
                key: REQUIRED_ATTRIBUTE.key,
                type: 'single_line_text_field',
                value: material,
                reason: 'AI readiness: structured_attributes',
              },
        description:
          material === null
            ? 'Set the product material as the metafield specs.material (single_line_text_field); the material is not stated in the product text, so the value must be supplied.'
            : `Set specs.material (single_line_text_field) to "${material}", as the product description states.`,
      };
    }
    case 'tags': {
      const word = p.title.split(/\s+/)[0]?.toLowerCase() ?? '';
      const add = [...new Set([p.product_type.toLowerCase(), word].filter((t) => t !== '' && !t.includes(',')))];
      return {
        ...base,
        operation: 'storefront_update_tags',
        arguments: { product_id: p.id, add, reason: 'AI readiness: tags' },
        description: `Add the tags ${add.map((t) => `"${t}"`).join(', ')} (the product type and the title's first word) so agents can group the product.`,
      };
    }
    case 'gtin':
      return none(
        "Enter each variant's GTIN (EAN-13 / UPC barcode from the supplier or your GS1 allocation) in the storefront admin; no operation of this service sets barcodes, and the value cannot be derived.",
      );
    case 'image_alt_text':
      return none(
        p.alt_texts.length === 0
          ? 'Upload at least one product image with alt text in the storefront admin; no operation of this service manages images.'
          : 'Add alt text describing each image (product, colour, view) in the storefront admin; no operation of this service edits images.',
      );
    case 'category':
      return none(
        "Choose the product's category in the storefront's product taxonomy in the storefront admin; no operation of this service sets the category.",
      );
    case 'shop_policies':
      return { ...storePolicyRepair(null), product_id: p.id, handle: p.handle };
  }
}

/** The store-level fix of `shop_policies` (`missing` null: no shop profile at all). */
function storePolicyRepair(missing: readonly string[] | null): Types.AiRepair {
  return {
    check: 'shop_policies',
    product_id: null,
    handle: null,
    operation: null,
    arguments: null,
    description:
      missing === null || missing.length === 0
        ? 'Publish refund, shipping, privacy and terms of service policies in the storefront admin (Settings > Policies); no operation of this service writes policies.'
        : `Publish the missing ${missing.join(', ')} ${missing.length === 1 ? 'policy' : 'policies'} in the storefront admin (Settings > Policies); no operation of this service writes policies.`,
  };
}

export async function getAiRepairs(input: ReadinessSelection, ctx: Pick<HandlerContext, 'scope'>): Promise<Types.GetAiRepairsResult> {
  const a = await assessSelection(input, ctx);
  const repairs: Types.AiRepair[] = [];
  if (!a.storeCheck.passed && a.firstPage) {
    repairs.push(storePolicyRepair(a.missingPolicies));
  }
  for (const product of a.page) {
    const facts = a.facts.get(product.product_id) as ProductFacts;
    for (const id of product.failing) if (id !== 'shop_policies') repairs.push(repairFor(id, facts));
  }
  return { repairs, count: repairs.length, products_considered: a.page.length, next_offset: a.nextOffset };
}
