/**
 * Commerce-core seed extension of the orders domain (see commerce.ts). Fills the
 * migration-015 columns of the generated orders and refunds:
 *
 * - hosted store (Northwind): `external_id` = `String(5_000_000_000_000 + order_number)` (the
 *   storefront's order id; orders pulled later by the sync start at 6_000_000_000_000), a
 *   realistic EU / UK / US `shipping_address` (JSON) for online-store and marketplace orders (null
 *   for POS), `updated_at`;
 * - the newest {@link OPEN_ORDERS} hosted orders are paid and unfulfilled, whatever the generator
 *   drew, so the order writes always have open orders to refund, cancel or re-address (their order
 *   numbers are the store's highest: at scale 1, #6293..#6300);
 * - {@link CANCELLED_ORDERS} older fully refunded orders were cancelled before shipping
 *   (`cancelled_at` shortly before the first refund, `cancel_reason`, unfulfilled);
 * - business store (Harbor Wholesale, no storefront): `external_id` null, US ship-to addresses
 *   (null for POS), `updated_at`;
 * - every seeded refund: `source` `seed`, `restock` false, no line items (amount-only refunds).
 */
import type { OrderRow } from '../tables';
import type { CommerceSeed } from './commerce';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, MINUTE_MS, iso } from './time';

/** The storefront order id of seeded hosted orders: this base + the order number. */
export const SEEDED_EXTERNAL_ID_BASE = 5_000_000_000_000;
/** Newest hosted orders kept paid and unfulfilled. */
export const OPEN_ORDERS = 8;
/** Older fully refunded hosted orders marked cancelled. */
export const CANCELLED_ORDERS = 3;

interface Place {
  city: string;
  province_code: string | null;
  /** Postal codes of the place (one is drawn). */
  postal: readonly string[];
  country_code: string;
  phone: string;
  streets: readonly string[];
}

/** [city, province_code, country_code, phone prefix, postal codes, streets, weight]. */
type PlaceRow = readonly [string, string | null, string, string, readonly string[], readonly string[], number];

const places = (rows: readonly PlaceRow[]): ReadonlyArray<readonly [Place, number]> =>
  rows.map(([city, province_code, country_code, phone, postal, streets, weight]) => [
    { city, province_code, country_code, phone, postal, streets },
    weight,
  ]);

const EU_PLACES: readonly PlaceRow[] = [
  ['Amsterdam', 'NH', 'NL', '+31 20', ['1015 BN', '1017 CT', '1072 LH'], ['Prinsengracht', 'Keizersgracht', 'Ferdinand Bolstraat'], 10],
  ['Rotterdam', 'ZH', 'NL', '+31 10', ['3011 AD', '3012 CL'], ['Witte de Withstraat', 'Nieuwe Binnenweg'], 6],
  ['Utrecht', 'UT', 'NL', '+31 30', ['3511 LX', '3581 KP'], ['Oudegracht', 'Biltstraat'], 4],
  ['Berlin', 'BE', 'DE', '+49 30', ['10115', '10437', '10999'], ['Kastanienallee', 'Oranienstraße', 'Torstraße'], 9],
  ['Hamburg', 'HH', 'DE', '+49 40', ['20354', '22765'], ['Schanzenstraße', 'Ottenser Hauptstraße'], 5],
  ['München', 'BY', 'DE', '+49 89', ['80331', '80469'], ['Gärtnerplatz', 'Müllerstraße'], 5],
  ['Antwerpen', 'VAN', 'BE', '+32 3', ['2000', '2018'], ['Kammenstraat', 'Lange Leemstraat'], 4],
  ['Bruxelles', 'BRU', 'BE', '+32 2', ['1000', '1050'], ['Rue Antoine Dansaert', 'Chaussée de Waterloo'], 3],
  ['Paris', null, 'FR', '+33 1', ['75003', '75011', '75018'], ['Rue de Bretagne', 'Rue Oberkampf', 'Rue des Abbesses'], 6],
  ['Lyon', null, 'FR', '+33 4', ['69001', '69002'], ['Rue de la République', 'Rue Mercière'], 2],
  ['Dublin', 'D', 'IE', '+353 1', ['D02 X285', 'D08 T6W2'], ['Camden Street', 'Thomas Street'], 3],
  ['Wien', null, 'AT', '+43 1', ['1070', '1060'], ['Neubaugasse', 'Mariahilfer Straße'], 3],
  ['København', null, 'DK', '+45 33', ['1120', '2200'], ['Jægersborggade', 'Værnedamsvej'], 2],
  ['London', 'ENG', 'GB', '+44 20', ['E2 7DJ', 'N1 9GU', 'SE15 4ST'], ['Columbia Road', 'Upper Street', 'Bellenden Road'], 6],
  ['Manchester', 'ENG', 'GB', '+44 161', ['M4 1LE', 'M20 6RG'], ['Oldham Street', 'Burton Road'], 2],
  ['Brooklyn', 'NY', 'US', '+1 718', ['11211', '11217'], ['Bedford Avenue', 'Atlantic Avenue'], 2],
  ['Portland', 'OR', 'US', '+1 503', ['97209', '97214'], ['NW 23rd Avenue', 'SE Division Street'], 1],
];

const US_PLACES: readonly PlaceRow[] = [
  ['Seattle', 'WA', 'US', '+1 206', ['98101', '98122'], ['Pike Street', 'E Union Street'], 5],
  ['Portland', 'OR', 'US', '+1 503', ['97205', '97214'], ['SW Alder Street', 'SE Hawthorne Boulevard'], 4],
  ['Oakland', 'CA', 'US', '+1 510', ['94607', '94612'], ['Broadway', 'Telegraph Avenue'], 3],
  ['Boise', 'ID', 'US', '+1 208', ['83702'], ['W Main Street'], 1],
  ['Denver', 'CO', 'US', '+1 303', ['80202', '80205'], ['Larimer Street', 'Blake Street'], 2],
];

const FIRST = [
  'Emma',
  'Lucas',
  'Sophie',
  'Noah',
  'Julia',
  'Finn',
  'Anna',
  'Liam',
  'Mila',
  'Daan',
  'Clara',
  'Jonas',
  'Léa',
  'Hugo',
  'Aoife',
  'Oscar',
  'Freya',
  'Matteo',
  'Sara',
  'Elias',
];
const LAST = [
  'de Vries',
  'Jansen',
  'Müller',
  'Schmidt',
  'Peeters',
  'Dubois',
  'Martin',
  'Murphy',
  'Byrne',
  'Hansen',
  'Gruber',
  'Smith',
  'Taylor',
  'Bakker',
  'Visser',
  'Wagner',
  'Lambert',
  'Walsh',
  'Nielsen',
  'Evans',
];
const BUSINESS = [
  'Bean There Café',
  'Harborview Coffee Co.',
  'The Daily Grind',
  'Pier 9 Espresso',
  'Cascade Roasters Bar',
  'Northside Bakery',
  'Lantern Tea House',
  'Riverside Deli',
];

function address(rng: Rng, rows: readonly PlaceRow[], name: string): string {
  const p = rng.weighted(places(rows));
  const line2 = rng.chance(0.25) ? rng.pick(['Apt 2', '2nd floor', 'Unit 4B', '3 hoog', 'c/o reception']) : null;
  return JSON.stringify({
    name,
    address1:
      p.country_code === 'US' || p.country_code === 'GB' || p.country_code === 'IE' || p.country_code === 'FR'
        ? `${rng.int(1, 240)} ${rng.pick(p.streets)}`
        : `${rng.pick(p.streets)} ${rng.int(1, 240)}`,
    address2: line2,
    city: p.city,
    province_code: p.province_code,
    postal_code: rng.pick(p.postal),
    country_code: p.country_code,
    phone: rng.chance(0.7) ? `${p.phone} ${rng.digits(3)} ${rng.digits(4)}` : null,
  });
}

/** The last time the order changed: placed, refunded or cancelled. */
function lastChange(plan: OrderPlan): string {
  const times = [plan.row.created_at, ...plan.refunds.map((r) => r.created_at), plan.row.cancelled_at ?? ''];
  return times.reduce((a, b) => (b > a ? b : a));
}

const CANCEL_REASONS: readonly (readonly [NonNullable<OrderRow['cancel_reason']>, number])[] = [
  ['customer', 5],
  ['inventory', 2],
  ['fraud', 1],
  ['declined', 1],
  ['other', 1],
];

export const seedOrderExtras: CommerceSeed = (rng, input) => {
  const hosted = [...input.hosted.orders].sort((a, b) => a.row.order_number - b.row.order_number);
  const addresses = rng.fork('addresses');
  for (const plan of hosted) {
    const o = plan.row;
    o.external_id = String(SEEDED_EXTERNAL_ID_BASE + o.order_number);
    o.shipping_address = o.channel === 'pos' ? null : address(addresses, EU_PLACES, `${addresses.pick(FIRST)} ${addresses.pick(LAST)}`);
  }
  // The newest orders are still open: paid (nothing refunded yet) and unfulfilled.
  for (const plan of hosted.slice(-OPEN_ORDERS)) {
    if (plan.refunds.length > 0) continue;
    plan.row.fulfillment_status = 'unfulfilled';
  }
  // A few older, fully refunded orders were cancelled before they shipped.
  const cancels = rng.fork('cancelled');
  const candidates = hosted.filter(
    (p) => p.row.financial_status === 'refunded' && input.clock.anchorMs - p.createdMs > 5 * DAY_MS && p.refunds.length === 1,
  );
  for (const plan of cancels.sample(candidates, CANCELLED_ORDERS)) {
    const refundMs = Date.parse(plan.refunds[0]!.created_at);
    const cancelledMs = Math.max(plan.createdMs + MINUTE_MS, refundMs - cancels.int(5, 90) * MINUTE_MS);
    plan.row.cancelled_at = iso(Math.min(cancelledMs, plan.createdMs + 48 * HOUR_MS));
    plan.row.cancel_reason = cancels.weighted(CANCEL_REASONS);
    plan.row.fulfillment_status = 'unfulfilled';
  }
  const business = rng.fork('business');
  for (const plan of input.business.orders) {
    const o = plan.row;
    o.external_id = null;
    o.shipping_address = o.channel === 'pos' ? null : address(business, US_PLACES, business.pick(BUSINESS));
  }
  for (const plan of [...hosted, ...input.business.orders]) {
    // Every row carries every column (the seed's multi-row insert takes the first row's keys).
    plan.row.cancelled_at ??= null;
    plan.row.cancel_reason ??= null;
    plan.row.updated_at = lastChange(plan);
    for (const r of plan.refunds) {
      r.source = 'seed';
      r.restock = false;
    }
  }
  return {};
};
