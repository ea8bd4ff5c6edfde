/**
 * The generator of the embedded demo web (corpus/corpus.json): a few hundred documents of a
 * deterministic, fictional web around the demo stores' catalogue (competitor shops, supplier
 * catalogues, review sites, trend articles), all on `.example` hosts (RFC 2606: they never exist
 * on the real web). Deterministic: the same `CORPUS_VERSION` always gives the same documents
 * (a fixed-seed PRNG, fixed dates, no clock). Regenerate with
 * `npx tsx packages/connectors/web/scripts/write-corpus.ts` after changing this file, and bump
 * `CORPUS_VERSION` (a test checks the committed file equals this generator's output).
 */
import { Rng } from '@storeops/db';
import type { CorpusDocument, CorpusFile, DocumentKind } from './corpus';

export const CORPUS_VERSION = '2026-11-23.1';

/** The item names of the demo catalogue (packages/db seed catalogue-data.ts), with typical EUR prices. */
const ITEMS: ReadonlyArray<readonly [string, number, number, string]> = [
  ['T-Shirt', 19, 39, 'apparel'],
  ['Crew Sweater', 59, 129, 'knitwear'],
  ['Hoodie', 49, 89, 'apparel'],
  ['Overshirt', 59, 99, 'apparel'],
  ['Chinos', 59, 95, 'apparel'],
  ['Joggers', 45, 75, 'apparel'],
  ['Rain Jacket', 99, 179, 'outerwear'],
  ['Puffer Vest', 79, 139, 'outerwear'],
  ['Beanie', 19, 35, 'knitwear'],
  ['Scarf', 29, 69, 'knitwear'],
  ['Socks 3-Pack', 15, 25, 'apparel'],
  ['Polo Shirt', 39, 65, 'apparel'],
  ['Cardigan', 69, 139, 'knitwear'],
  ['Denim Jacket', 89, 149, 'outerwear'],
  ['Shorts', 35, 59, 'apparel'],
  ['Fleece Pullover', 55, 95, 'outerwear'],
  ['Henley', 35, 55, 'apparel'],
  ['Flannel Shirt', 49, 85, 'apparel'],
  ['Wool Coat', 149, 249, 'outerwear'],
  ['Throw Blanket', 49, 129, 'textiles'],
  ['Cushion Cover', 19, 45, 'textiles'],
  ['Duvet Cover', 79, 169, 'textiles'],
  ['Bath Towel Set', 35, 79, 'textiles'],
  ['Table Runner', 25, 55, 'textiles'],
  ['Mug Set', 29, 49, 'ceramics'],
  ['Serving Bowl', 24, 59, 'ceramics'],
  ['Scented Candle', 18, 42, 'decor'],
  ['Napkins Set of 4', 22, 39, 'textiles'],
  ['Area Rug', 119, 329, 'textiles'],
  ['Plant Pot', 19, 59, 'ceramics'],
  ['Carafe', 25, 45, 'ceramics'],
  ['Tea Towel Set', 15, 29, 'textiles'],
  ['Doormat', 25, 49, 'decor'],
  ['Bedside Lamp', 59, 139, 'decor'],
];

const MATERIALS = ['organic cotton', 'merino wool', 'linen', 'recycled polyester', 'lambswool', 'stoneware', 'jute', 'waxed cotton'];
const COLOURS = ['navy', 'oat', 'forest', 'charcoal', 'rust', 'sand', 'sage', 'ink'];

interface Site {
  domain: string;
  name: string;
  kind: DocumentKind;
  /** Item categories it covers. */
  covers: readonly string[];
  country: string;
}

const SITES: readonly Site[] = [
  {
    domain: 'harbourandhide.example',
    name: 'Harbour & Hide',
    kind: 'competitor_shop',
    covers: ['apparel', 'outerwear', 'knitwear'],
    country: 'NL',
  },
  {
    domain: 'northlane-apparel.example',
    name: 'Northlane Apparel',
    kind: 'competitor_shop',
    covers: ['apparel', 'outerwear'],
    country: 'DE',
  },
  { domain: 'woolhaus.example', name: 'Woolhaus', kind: 'competitor_shop', covers: ['knitwear'], country: 'AT' },
  { domain: 'casa-linnea.example', name: 'Casa Linnea', kind: 'competitor_shop', covers: ['textiles', 'ceramics', 'decor'], country: 'SE' },
  { domain: 'driftwood-living.example', name: 'Driftwood Living', kind: 'competitor_shop', covers: ['textiles', 'decor'], country: 'BE' },
  { domain: 'porto-knit-mills.example', name: 'Porto Knit Mills', kind: 'supplier', covers: ['knitwear', 'apparel'], country: 'PT' },
  { domain: 'anatolia-towel-works.example', name: 'Anatolia Towel Works', kind: 'supplier', covers: ['textiles'], country: 'TR' },
  { domain: 'baltic-linen-co.example', name: 'Baltic Linen Co', kind: 'supplier', covers: ['textiles', 'apparel'], country: 'LT' },
  { domain: 'delta-ceramics.example', name: 'Delta Ceramics', kind: 'supplier', covers: ['ceramics', 'decor'], country: 'PT' },
  { domain: 'ridgeline-outerwear.example', name: 'Ridgeline Outerwear Factory', kind: 'supplier', covers: ['outerwear'], country: 'RO' },
  {
    domain: 'honest-threads-reviews.example',
    name: 'Honest Threads Reviews',
    kind: 'review',
    covers: ['apparel', 'outerwear', 'knitwear'],
    country: 'GB',
  },
  { domain: 'homecritic.example', name: 'HomeCritic', kind: 'review', covers: ['textiles', 'ceramics', 'decor'], country: 'GB' },
  {
    domain: 'retail-pulse.example',
    name: 'Retail Pulse',
    kind: 'trend_article',
    covers: ['apparel', 'outerwear', 'knitwear', 'textiles', 'ceramics', 'decor'],
    country: 'GB',
  },
  {
    domain: 'textile-trend-journal.example',
    name: 'Textile Trend Journal',
    kind: 'trend_article',
    covers: ['knitwear', 'textiles', 'apparel'],
    country: 'DE',
  },
];

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A day between 2025-03-01 and 2026-10-31 (fixed; never the clock). */
function day(r: () => number): string {
  const start = Date.UTC(2025, 2, 1);
  const span = Date.UTC(2026, 9, 31) - start;
  return new Date(start + Math.floor((r() * span) / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** The documents of the demo web, in a stable order (by id). */
export function generateCorpus(): CorpusFile {
  // The demo seed's PRNG (mulberry32), so the corpus and the stores draw from one generator.
  const rng = new Rng(0x5eed_2611);
  const r = (): number => rng.float();
  const docs: CorpusDocument[] = [];
  const urls = new Set<string>();
  const add = (site: Site, path: string, title: string, text: string, items: string[], extra: Partial<CorpusDocument> = {}) => {
    let url = `https://${site.domain}${path}`;
    for (let n = 2; urls.has(url); n++) url = `https://${site.domain}${path}-${n}`;
    urls.add(url);
    docs.push({
      id: `webdoc_${String(docs.length + 1).padStart(4, '0')}`,
      url,
      domain: site.domain,
      site_name: site.name,
      kind: site.kind,
      title,
      text,
      items,
      first_seen: day(r),
      price: null,
      currency: null,
      ...extra,
    });
  };
  for (const site of SITES) {
    const items = ITEMS.filter((i) => site.covers.includes(i[3]));
    if (site.kind === 'competitor_shop') {
      add(
        site,
        '/',
        `${site.name} | Home`,
        `${site.name} is an online shop from ${site.country} selling ${site.covers.join(', ')}. Free shipping over 75 EUR, 30-day returns.`,
        [],
      );
      add(
        site,
        '/pages/shipping',
        `Shipping and returns | ${site.name}`,
        `${site.name} ships across the EU in 2 to 5 working days. Returns are free within 30 days. Express delivery costs 9.95 EUR.`,
        [],
      );
      for (const [name, lo, hi] of items) {
        for (let v = 0; v < 2; v++) {
          const colour = pick(r, COLOURS);
          const mat = pick(r, MATERIALS);
          const price = Math.round((lo + r() * (hi - lo)) * 0.95 * 100) / 100;
          const title = `${colour[0]!.toUpperCase()}${colour.slice(1)} ${name} in ${mat}`;
          add(
            site,
            `/products/${slug(`${colour} ${name} ${mat}`)}`,
            `${title} | ${site.name}`,
            `${title}. ${pick(r, ['Bestseller', 'New in', 'Back in stock', 'Limited run'])}: ${price.toFixed(2)} EUR. Made from ${mat}. ${pick(r, ['Ships in 2 days.', 'Only a few left.', 'Free returns.', 'Rated 4.6 of 5 by customers.'])}`,
            [name],
            { price, currency: 'EUR' },
          );
        }
      }
    } else if (site.kind === 'supplier') {
      add(
        site,
        '/about',
        `About ${site.name}`,
        `${site.name} is a manufacturer in ${site.country} producing ${site.covers.join(' and ')} for independent brands. Private label, small batches, certified materials.`,
        [],
      );
      for (const [name, lo] of items) {
        const moq = pick(r, [50, 100, 150, 200, 300, 500]);
        const lead = pick(r, [21, 28, 35, 42, 56]);
        const unit = Math.round(lo * (0.22 + r() * 0.18) * 100) / 100;
        const mat = pick(r, MATERIALS);
        add(
          site,
          `/catalogue/${slug(name)}`,
          `Private label ${name} | ${site.name}`,
          `Wholesale ${name} in ${mat}. Minimum order ${moq} units, lead time ${lead} days, from ${unit.toFixed(2)} EUR a unit ex works ${site.country}. Custom colours and labels available.`,
          [name],
          { price: unit, currency: 'EUR' },
        );
      }
    } else if (site.kind === 'review') {
      for (const [name] of items) {
        const score = Math.round((2.5 + r() * 2.5) * 10) / 10;
        const shop = pick(
          r,
          SITES.filter((s) => s.kind === 'competitor_shop' && s.covers.some((c) => site.covers.includes(c))),
        );
        add(
          site,
          `/reviews/${slug(name)}-${slug(shop.name)}`,
          `${shop.name} ${name} review: ${score.toFixed(1)} out of 5`,
          `We tested the ${name} from ${shop.name} (${shop.domain}) for six weeks. Score ${score.toFixed(1)} of 5. ${score >= 4 ? 'Great fabric and fit, worth the price.' : 'Pilling after a few washes and sizing runs small.'}`,
          [name],
        );
      }
    } else {
      for (let i = 0; i < 24; i++) {
        const [name] = pick(r, items);
        const [other] = pick(r, items);
        const change = Math.round(-30 + r() * 110);
        add(
          site,
          `/articles/${slug(name)}-${i + 1}`,
          `${change >= 0 ? 'Rising' : 'Cooling'} demand for ${name.toLowerCase()} ${i % 2 === 0 ? 'this season' : 'in European e-commerce'}`,
          `Search interest in ${name.toLowerCase()} changed ${change >= 0 ? '+' : ''}${change}% year over year according to ${site.name}'s panel. Shoppers pair it with ${other.toLowerCase()}; ${pick(r, MATERIALS)} and ${pick(r, COLOURS)} lead the assortment.`,
          [...new Set([name, other])],
        );
      }
    }
  }
  return { version: CORPUS_VERSION, generator: 'packages/connectors/web/src/corpus-generate.ts', documents: docs };
}
