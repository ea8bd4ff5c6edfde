/** Hosted store catalogue: products and variants (apparel and home goods). */
import type { LifecycleState, ProductRow, StorefrontStatus, VariantRow } from '../tables';
import { apportion, type Rng } from './prng';
import { APPAREL_WORDS, COLOURS, HOME_WORDS, ITEM_TYPES, SIZE_SETS, VENDORS } from './catalogue-data';
import { Clock, DAY_MS, WINDOW_DAYS, iso, toSecond } from './time';

/** A product plus the hidden parameters that drive its sales, traffic and ads. */
export interface ProductPlan {
  row: ProductRow;
  variants: VariantRow[];
  /** Popularity weight for order lines. */
  weight: number;
  /** Storefront session conversion rate (0..1). */
  conversionRate: number;
  /** Target ROAS of its campaign; null = not advertised. */
  targetRoas: number | null;
  /** Campaign id (`cmp_…`) when advertised. */
  campaignId: string | null;
  /** Daily budget of that campaign, in cents. */
  dailyBudgetCents: number;
  /** First window day it exists (can be negative: before the window). */
  createdDay: number;
  /** Window days [sellFrom, sellUntil) during which it can be ordered. */
  sellFrom: number;
  sellUntil: number;
  /** Window day from which ads stop (paused / retired), else WINDOW_DAYS. */
  adsUntil: number;
  /** When it entered its current lifecycle state, and the state before. */
  stateSinceMs: number;
  previousState: LifecycleState;
  /** Demand multiplier on window day `d`. */
  trend(d: number): number;
}

/** Share of each lifecycle state in the hosted catalogue (220 products at scale 1). */
const LIFECYCLE_MIX: readonly (readonly [LifecycleState, number])[] = [
  ['active', 80],
  ['winner', 22],
  ['scaling', 16],
  ['declining', 22],
  ['testing', 18],
  ['new', 12],
  ['paused', 18],
  ['draft', 14],
  ['retired', 18],
];

const PREVIOUS_STATE: Record<LifecycleState, readonly LifecycleState[]> = {
  new: ['draft'],
  testing: ['new'],
  active: ['testing'],
  winner: ['active', 'scaling'],
  scaling: ['winner', 'active'],
  declining: ['active', 'winner'],
  paused: ['declining', 'active'],
  draft: ['draft'],
  retired: ['declining', 'paused'],
};

const POPULARITY: Record<LifecycleState, number> = {
  new: 0.8,
  testing: 0.6,
  active: 1,
  winner: 3.2,
  scaling: 2,
  declining: 1.3,
  paused: 0.45,
  draft: 0,
  retired: 0.8,
};

const ROAS_RANGE: Record<LifecycleState, readonly [number, number] | null> = {
  new: [1.4, 2.6],
  testing: [1.1, 2.4],
  active: [2, 3.3],
  winner: [3.8, 6.2],
  scaling: [3, 4.6],
  declining: [0.7, 1.5],
  paused: [0.6, 1.3],
  draft: null,
  retired: [0.8, 1.6],
};

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Price in cents ending in .95 or .00 (or .50), between min and max euros. */
function shelfPrice(rng: Rng, min: number, max: number): number {
  const euros = Math.round(rng.range(min, max));
  const ending = rng.weighted([
    [-5, 6],
    [0, 3],
    [-50, 1],
  ] as const);
  return Math.max(500, euros * 100 + ending);
}

/** Generate `count` products with 1..6 variants each. */
export function generateCatalogue(rng: Rng, clock: Clock, storeId: string, count: number): ProductPlan[] {
  const n = Math.max(1, count);
  const states = rng.shuffle(
    apportion(
      n,
      LIFECYCLE_MIX.map(([, w]) => w),
    ).flatMap((k, i) => Array.from({ length: k }, () => (LIFECYCLE_MIX[i] as readonly [LifecycleState, number])[0])),
  );
  // With very small scales make sure at least one product can sell.
  if (!states.some((s) => s !== 'draft')) states[0] = 'active';
  const ranks = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  const titles = new Set<string>();
  const handles = new Set<string>();
  let externalId = 44_012_345_600_000 + rng.int(0, 99_999);
  const plans: ProductPlan[] = [];

  for (let i = 0; i < n; i++) {
    const state = states[i] as LifecycleState;
    const home = rng.chance(0.4);
    const types = ITEM_TYPES.filter((t) => t.home === home);
    let type = rng.pick(types);
    let title = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      type = rng.pick(types);
      title = `${rng.pick(home ? HOME_WORDS : APPAREL_WORDS)} ${type.name}`;
      if (!titles.has(title)) break;
    }
    if (titles.has(title)) title = `${title} No. ${i + 1}`;
    titles.add(title);
    const [vendor, vendorCode] = home
      ? rng.pick(VENDORS.slice(3))
      : rng.pick([VENDORS[0], VENDORS[1], VENDORS[2], VENDORS[5], VENDORS[7]] as const);

    // When the product appeared, and which window days it sells.
    let createdDay: number;
    if (state === 'new') createdDay = WINDOW_DAYS - rng.int(3, 16);
    else if (state === 'testing') createdDay = WINDOW_DAYS - rng.int(25, 55);
    else if (state === 'draft') createdDay = WINDOW_DAYS - rng.int(1, 200);
    else if (rng.chance(0.12)) createdDay = rng.int(5, 40);
    else createdDay = -rng.int(10, 400);
    const createdMs = toSecond(clock.dayStart(0) + createdDay * DAY_MS + rng.int(7, 18) * 3_600_000 + rng.int(0, 3599) * 1000);
    const sellFrom = state === 'draft' ? WINDOW_DAYS : Math.max(0, createdDay + 1);
    const sellUntil = state === 'retired' ? Math.max(sellFrom + 5, rng.int(30, 90)) : WINDOW_DAYS;
    const adsUntil = state === 'paused' ? WINDOW_DAYS - rng.int(9, 40) : state === 'retired' ? sellUntil : WINDOW_DAYS;

    // Demand shape over the window.
    const rampFrom = sellFrom;
    const trend = (d: number): number => {
      let f = 1;
      if (state === 'scaling') f = 0.55 + 0.9 * (d / WINDOW_DAYS);
      else if (state === 'declining') f = d < 70 ? 1.1 : Math.max(0.25, 1.1 - (d - 70) / 55);
      else if (state === 'winner') f = 0.8 + 0.4 * (d / WINDOW_DAYS);
      else if (state === 'paused') f = d < adsUntil ? 1 : 0.5;
      if (d - rampFrom < 10) f *= 0.5 + 0.05 * Math.max(0, d - rampFrom);
      return f;
    };

    const roasRange = ROAS_RANGE[state];
    const advertised = roasRange !== null && (state !== 'active' || rng.chance(0.7));
    const targetRoas = advertised && roasRange !== null ? rng.range(roasRange[0], roasRange[1]) : null;

    // Variants: sizes x colours, 1..6 of them.
    const sizeSet = SIZE_SETS[type.sizes];
    const shape = rng.weighted([
      [[1, 1], 1],
      [[2, 1], 1],
      [[3, 1], 2],
      [[4, 1], 2],
      [[5, 1], 1],
      [[6, 1], 2],
      [[1, 2], 2],
      [[2, 2], 2],
      [[3, 2], 3],
      [[2, 3], 2],
      [[1, 3], 1],
      [[1, 4], 1],
    ] as const);
    const sizeCount = Math.min(shape[0], sizeSet.length);
    const colourCount = sizeSet.length === 1 ? Math.min(shape[0] * shape[1], 6) : shape[1];
    const defaultOnly = rng.chance(0.06) && type.sizes === 'one';
    const start = rng.int(0, sizeSet.length - sizeCount);
    const sizes = sizeSet.slice(start, start + sizeCount);
    const colours = rng.sample(COLOURS, colourCount);
    const basePrice = shelfPrice(rng, type.minPrice, type.maxPrice);
    const compareAt = rng.chance(0.2);
    const productId = rng.uuid();
    const updatedMs = toSecond(Math.max(createdMs, clock.anchorMs - rng.int(1, 45 * 24) * 3_600_000));
    const variants: VariantRow[] = [];
    const combos: Array<readonly [readonly [string, string, number] | null, readonly [string, string] | null]> = defaultOnly
      ? [[null, null]]
      : sizes.flatMap((s) => colours.map((c) => [type.sizes === 'one' ? null : s, c] as const));
    combos.slice(0, 6).forEach(([size, colour], position) => {
      const price = basePrice + (size !== null ? size[2] * Math.round((basePrice * 0.15) / 100) * 100 : 0);
      const zero = state === 'retired' ? rng.chance(0.6) : rng.chance(0.07);
      externalId += rng.int(1, 9_000);
      variants.push({
        id: rng.uuid(),
        store_id: storeId,
        product_id: productId,
        external_id: String(externalId),
        sku: [vendorCode, String(i + 1).padStart(4, '0'), size?.[1], colour?.[1]].filter((x) => x !== undefined).join('-'),
        title: size === null && colour === null ? 'Default Title' : [size?.[0], colour?.[0]].filter((x) => x !== undefined).join(' / '),
        size: size?.[0] ?? null,
        colour: colour?.[0] ?? null,
        price_cents: price,
        compare_at_price_cents: compareAt ? Math.round((price * rng.range(1.2, 1.5)) / 100) * 100 - 5 : null,
        inventory_quantity: zero ? 0 : Math.round(1 + 150 * rng.float() ** 2),
        position: position + 1,
        created_at: iso(createdMs),
        updated_at: iso(updatedMs),
      });
    });

    const storefrontStatus: StorefrontStatus =
      state === 'draft'
        ? 'draft'
        : state === 'retired'
          ? rng.chance(0.85)
            ? 'archived'
            : 'active'
          : state === 'paused' && rng.chance(0.2)
            ? 'draft'
            : 'active';
    const previousState = rng.pick(PREVIOUS_STATE[state]);
    let handle = slug(title);
    for (let k = 2; handles.has(handle); k++) handle = `${slug(title)}-${k}`;
    handles.add(handle);
    plans.push({
      row: {
        id: productId,
        store_id: storeId,
        handle,
        title,
        vendor,
        product_type: type.productType,
        storefront_status: storefrontStatus,
        lifecycle_state: state,
        price_cents: Math.min(...variants.map((v) => v.price_cents)),
        current_roas: null, // filled in from performance
        created_at: iso(createdMs),
        updated_at: iso(updatedMs),
      },
      variants,
      weight: POPULARITY[state] / Math.pow((ranks[i] as number) + 3, 0.75),
      conversionRate: rng.range(0.012, 0.038) * (state === 'winner' ? 1.3 : 1),
      targetRoas,
      campaignId: targetRoas === null ? null : `cmp_${rng.digits(10)}`,
      dailyBudgetCents: 0,
      createdDay,
      sellFrom,
      sellUntil,
      adsUntil,
      stateSinceMs: createdMs, // set by the decisions generator
      previousState,
      trend,
    });
  }
  return plans;
}
