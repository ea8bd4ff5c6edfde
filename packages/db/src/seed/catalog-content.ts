/**
 * Commerce-core seed extension: the hosted store's storefront content. Fills on each
 * product `description_html` (varied quality: empty, one line, a paragraph, a rich page), SEO
 * title / description (some missing), `tags`, `category` (some uncategorised) and
 * `content_version`; on each variant `barcode` (a GTIN-13 with a valid check digit for most, none
 * for some products) and `weight_grams`. Returns `product_images` (1..4 per product, some without
 * alt text), `product_metafields` (structured `specs.*` attributes on some products),
 * `content_versions` (version 1 when the product was created; some products have 2..3 later
 * versions by different authors; the newest equals the product's current content), one
 * `shop_profiles` row and the `markets` of Northwind. The business store has no storefront and
 * gets nothing. Product titles and the generated product columns are left as they are.
 */
import type { ContentVersionRow, MarketRow, ProductImageRow, ProductMetafieldRow, ProductRow, ShopProfileRow } from '../tables';
import type { CommerceSeed } from './commerce';
import type { ProductPlan } from './catalogue';
import type { Rng } from './prng';
import { DAY_MS, iso, toSecond } from './time';

/** Storefront taxonomy path per product type. */
const CATEGORY: Record<string, string> = {
  Tops: 'Apparel & Accessories > Clothing > Shirts & Tops',
  Knitwear: 'Apparel & Accessories > Clothing > Sweaters',
  Shirts: 'Apparel & Accessories > Clothing > Shirts & Tops',
  Bottoms: 'Apparel & Accessories > Clothing > Pants',
  Outerwear: 'Apparel & Accessories > Clothing > Outerwear',
  Accessories: 'Apparel & Accessories > Clothing Accessories',
  Living: 'Home & Garden > Decor',
  Bedding: 'Home & Garden > Linens & Bedding > Bedding',
  Bath: 'Home & Garden > Linens & Bedding > Towels',
  'Kitchen & Dining': 'Home & Garden > Kitchen & Dining',
  Decor: 'Home & Garden > Decor',
};

/** Material named by a title word; otherwise by product type. */
const MATERIAL_BY_WORD: ReadonlyArray<readonly [string, string]> = [
  ['Merino', '100% merino wool'],
  ['Organic Cotton', '100% organic cotton'],
  ['Organic', '100% organic cotton'],
  ['Linen', '100% European linen'],
  ['Recycled', '80% recycled polyester, 20% cotton'],
  ['Selvedge', '100% cotton selvedge denim'],
  ['Cable-Knit', '70% wool, 30% alpaca'],
  ['Chunky Knit', '100% wool'],
  ['Stoneware', 'Glazed stoneware'],
  ['Hand-Thrown', 'Hand-thrown stoneware'],
  ['Terrazzo', 'Terrazzo composite'],
  ['Jute', '100% jute'],
  ['Seagrass', 'Natural seagrass'],
  ['Rattan', 'Natural rattan'],
  ['Cedar', 'Soy wax, cedar fragrance'],
  ['Amber', 'Soy wax, amber fragrance'],
  ['Boucle', 'Boucle (wool blend)'],
  ['Cotton Gauze', '100% cotton gauze'],
];
const MATERIAL_BY_TYPE: Record<string, string> = {
  Tops: '100% cotton',
  Knitwear: '100% lambswool',
  Shirts: '100% cotton twill',
  Bottoms: '98% cotton, 2% elastane',
  Outerwear: 'Recycled nylon shell, polyester lining',
  Accessories: 'Wool blend',
  Living: '100% cotton',
  Bedding: '100% cotton percale',
  Bath: '100% cotton terry',
  'Kitchen & Dining': 'Stoneware',
  Decor: 'Ceramic',
};
const CARE: Record<string, string> = {
  Knitwear: 'Hand wash cold, dry flat',
  Outerwear: 'Machine wash 30 °C, do not tumble dry',
  'Kitchen & Dining': 'Dishwasher safe',
  Decor: 'Wipe clean with a dry cloth',
};
const ORIGINS = ['Portugal', 'Lithuania', 'Turkey', 'India', 'Netherlands', 'Italy'] as const;
const EDITORS = ['ops@northwind-outfitters.example', 'lotte@northwind-outfitters.example', 'sam@northwind-outfitters.example'] as const;
const WEIGHTS: Record<string, readonly [number, number]> = {
  Tops: [180, 420],
  Knitwear: [350, 700],
  Shirts: [280, 520],
  Bottoms: [380, 720],
  Outerwear: [450, 1600],
  Accessories: [60, 220],
  Living: [300, 4200],
  Bedding: [900, 2400],
  Bath: [600, 1800],
  'Kitchen & Dining': [250, 1400],
  Decor: [200, 1600],
};

/** GTIN-13 check digit (GS1: weights 1,3 from the left over the first 12 digits). */
export function gtin13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

interface Content {
  title: string;
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
}

function material(p: ProductRow): string {
  return MATERIAL_BY_WORD.find(([w]) => p.title.startsWith(w))?.[1] ?? MATERIAL_BY_TYPE[p.product_type] ?? 'Mixed materials';
}

/** A description of the given quality: 0 empty, 1 one line, 2 a paragraph, 3 a rich page. */
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function description(rng: Rng, p: ProductRow, quality: number): string {
  const name = escapeHtml(p.title.toLowerCase());
  const mat = escapeHtml(material(p).toLowerCase());
  const vendor = escapeHtml(p.vendor);
  if (quality === 0) return '';
  if (quality === 1) return `<p>Our ${name}.</p>`;
  const lead = rng.pick([
    `<p>The ${name} from ${vendor} is made from ${mat} and built to be worn and used every day.</p>`,
    `<p>Made from ${mat}, the ${name} by ${vendor} brings a calm, lasting quality to the everyday.</p>`,
    `<p>${vendor} designed the ${name} in ${mat} for people who buy fewer, better things.</p>`,
  ]);
  if (quality === 2) return lead;
  const extra = rng.pick([
    'Pre-washed for softness and minimal shrinkage.',
    'Finished by hand in a small, family-run workshop.',
    'Tested for colour-fastness over 50 washes.',
    'Packed plastic-free in recycled cardboard.',
  ]);
  return (
    `${lead}<p>${extra} Pair it with the rest of the ${escapeHtml(p.product_type.toLowerCase())} range.</p>` +
    `<ul><li>Material: ${escapeHtml(material(p))}</li><li>${CARE[p.product_type] ?? 'Machine wash 30 °C'}</li>` +
    `<li>Designed in the Netherlands</li></ul>`
  );
}

function contentFor(rng: Rng, p: ProductRow, quality: number, seoChance: number): Content {
  const hasSeo = rng.chance(seoChance);
  return {
    title: p.title,
    description_html: description(rng, p, quality),
    seo_title: hasSeo ? `${p.title} | ${p.vendor}` : null,
    seo_description:
      hasSeo && quality > 0 ? `${p.title} in ${material(p).toLowerCase()}. Free shipping in the Netherlands over €75.` : null,
  };
}

function productContent(rng: Rng, plan: ProductPlan, versions: ContentVersionRow[]): void {
  const p = plan.row;
  const createdMs = Date.parse(p.created_at);
  const finalQuality = rng.weighted([
    [0, 10],
    [1, 25],
    [2, 40],
    [3, 25],
  ] as const);
  const laterCount = rng.weighted([
    [0, 65],
    [1, 22],
    [2, 13],
  ] as const);
  // Earlier versions were no better than the current one (a rewrite improves or keeps quality).
  const history: Content[] = [];
  for (let k = 0; k < laterCount; k++) history.push(contentFor(rng, p, Math.max(0, finalQuality - 1 - rng.int(0, 1)), 0.3));
  history.push(contentFor(rng, p, finalQuality, finalQuality >= 2 ? 0.75 : 0.35));
  // Version times: v1 at creation, later ones spread between creation and the product's last
  // update (the generated `updated_at` stays as it is and is never older than the newest version).
  const span = Math.max(0, Date.parse(p.updated_at) - createdMs);
  const times = history.map((_, k) =>
    k === 0 ? createdMs : toSecond(createdMs + Math.round(((k + rng.float() * 0.8) / (history.length + 0.5)) * span)),
  );
  history.forEach((c, k) => {
    versions.push({
      id: rng.uuid(),
      store_id: p.store_id,
      product_id: p.id,
      version: k + 1,
      ...c,
      author: k === 0 ? 'storefront' : rng.pick(EDITORS),
      source: k === 0 ? 'storefront_sync' : 'seed',
      approval_id: null,
      created_at: iso(times[k] as number),
    });
  });
  const current = history[history.length - 1] as Content;
  p.description_html = current.description_html;
  p.seo_title = current.seo_title;
  p.seo_description = current.seo_description;
  p.content_version = history.length;
}

export const seedCatalogContent: CommerceSeed = (rng, input) => {
  const { hosted, clock } = input;
  const images: ProductImageRow[] = [];
  const metafields: ProductMetafieldRow[] = [];
  const versions: ContentVersionRow[] = [];
  let gtinBase = 871_234_500_000 + rng.int(0, 9_999) * 10; // 12 digits (871: the Netherlands' GS1 prefix)

  for (const plan of hosted.products) {
    const p = plan.row;
    productContent(rng.fork(`content:${p.id}`), plan, versions);
    const r = rng.fork(`attrs:${p.id}`);
    const word = p.title.split(' ')[0]?.toLowerCase() ?? '';
    const tags = [p.product_type.toLowerCase(), word, r.pick(['new-in', 'bestseller', 'sustainable', 'gift', 'core'])];
    p.tags = JSON.stringify(r.chance(0.12) ? [] : [...new Set(tags)].sort());
    p.category = r.chance(0.1) ? null : (CATEGORY[p.product_type] ?? null);

    // Barcodes: most products carry a GTIN-13 on every variant; some none at all.
    const withBarcodes = r.chance(0.78);
    const [wMin, wMax] = WEIGHTS[p.product_type] ?? [200, 1000];
    const weight = r.int(wMin, wMax);
    for (const v of plan.variants) {
      if (withBarcodes) {
        gtinBase += r.int(1, 37);
        const first12 = String(gtinBase);
        v.barcode = `${first12}${gtin13CheckDigit(first12)}`;
      } else {
        v.barcode = null;
      }
      v.weight_grams = r.chance(0.08) ? null : weight + (v.position - 1) * Math.round(weight * 0.04);
    }

    // Images: 1..4, alt text on most (missing on some, or on a whole product).
    const imageCount = r.int(1, 4);
    const noAlt = r.chance(0.2);
    for (let i = 0; i < imageCount; i++) {
      const colour = plan.variants[i % plan.variants.length]?.colour ?? null;
      images.push({
        id: r.uuid(),
        store_id: p.store_id,
        product_id: p.id,
        url: `https://cdn.northwind-outfitters.example/products/${p.handle}/${i + 1}.jpg`,
        alt_text:
          noAlt || r.chance(0.12)
            ? null
            : `${p.title}${colour !== null ? ` in ${colour.toLowerCase()}` : ''}, ${['front', 'detail', 'styled', 'back'][i]} view`,
        position: i + 1,
        width: 2048,
        height: r.pick([2048, 2560]),
      });
    }

    // Structured attributes on some products.
    if (r.chance(0.55)) {
      const at = iso(Math.max(Date.parse(p.created_at), toSecond(clock.anchorMs - r.int(2, 90) * DAY_MS)));
      const fields: Array<readonly [string, string, unknown]> = [['material', 'single_line_text_field', material(p)]];
      if (r.chance(0.6)) fields.push(['care', 'multi_line_text_field', CARE[p.product_type] ?? 'Machine wash 30 °C\nDo not bleach']);
      if (r.chance(0.5)) fields.push(['country_of_origin', 'single_line_text_field', r.pick(ORIGINS)]);
      if (r.chance(0.3)) fields.push(['recycled_content_percent', 'number_integer', r.int(0, 80)]);
      for (const [key, type, value] of fields) {
        metafields.push({
          id: r.uuid(),
          store_id: p.store_id,
          product_id: p.id,
          namespace: 'specs',
          key,
          type,
          value: JSON.stringify(value),
          created_at: at,
          updated_at: at,
        });
      }
    }
  }

  const since = iso(clock.anchorMs - 400 * DAY_MS);
  const policyAt = iso(clock.anchorMs - 60 * DAY_MS);
  const base = 'https://shop.northwind-outfitters.example/policies';
  const shop: ShopProfileRow = {
    store_id: hosted.storeId,
    myshop_domain: 'northwind-outfitters.storefront.example',
    primary_domain: 'shop.northwind-outfitters.example',
    primary_locale: 'en',
    email: 'hello@northwind-outfitters.example',
    phone: '+31 20 555 0147',
    address: JSON.stringify({
      address1: 'Prinsengracht 263',
      address2: null,
      city: 'Amsterdam',
      postal_code: '1016 GV',
      province_code: 'NH',
      country_code: 'NL',
    }),
    plan: 'advanced',
    weight_unit: 'g',
    // No terms of service: the readiness check `shop_policies` flags it.
    policies: JSON.stringify([
      {
        kind: 'refund',
        title: 'Refund policy',
        body: 'Return unworn items within 30 days of delivery for a full refund to the original payment method.',
        url: `${base}/refund-policy`,
        updated_at: policyAt,
      },
      {
        kind: 'shipping',
        title: 'Shipping policy',
        body: 'Free shipping in the Netherlands over €75. EU delivery in 2–5 business days; UK and US in 4–8.',
        url: `${base}/shipping-policy`,
        updated_at: policyAt,
      },
      {
        kind: 'privacy',
        title: 'Privacy policy',
        body: 'We process personal data only to fulfil orders and, with consent, to send our newsletter.',
        url: `${base}/privacy-policy`,
        updated_at: policyAt,
      },
    ]),
    ships_to_countries: JSON.stringify(['AT', 'BE', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PT', 'SE', 'US']),
    created_at: since,
    updated_at: policyAt,
  };
  const market = (
    handle: string,
    name: string,
    primary: boolean,
    countries: string[],
    currency: string,
    locales: string[],
    adj: number,
  ): MarketRow => ({
    id: rng.uuid(),
    store_id: hosted.storeId,
    handle,
    name,
    primary,
    enabled: true,
    countries: JSON.stringify(countries),
    currency,
    locales: JSON.stringify(locales),
    price_adjustment_percent: adj,
    created_at: since,
  });
  const markets = [
    market('netherlands', 'Netherlands', true, ['NL'], hosted.currency, ['en', 'nl'], 0),
    market(
      'european-union',
      'European Union',
      false,
      ['AT', 'BE', 'DE', 'DK', 'ES', 'FR', 'IE', 'IT', 'LU', 'PT', 'SE'],
      'EUR',
      ['en', 'de', 'fr'],
      0,
    ),
    market('united-kingdom', 'United Kingdom', false, ['GB'], 'GBP', ['en'], 5),
    market('united-states', 'United States', false, ['US'], 'USD', ['en'], 10),
  ];
  return { product_images: images, product_metafields: metafields, content_versions: versions, shop_profiles: [shop], markets };
};
