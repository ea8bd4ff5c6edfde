/**
 * What an approval card shows an operator, as plain HTML over HTTP: the changed
 * resource by SKU and title (its UUID only in an attribute), a signed amount for a price cut,
 * dates in the operator's locale (Accept-Language) and the store's time zone, and operation names
 * that wrap only after an underscore.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { VariantRow } from '@storeops/db';
import { useTestServer } from '@storeops/testkit/server';
import { operatorFor, signInOverHttp } from './test-browser';

const t = useTestServer({ scale: 0.1 }, { agentKey: { scopes: ['catalog:write', 'catalog:read'], label: 'pricing agent' } });
let cookie: string;
let variant: VariantRow;
let productTitle: string;
let timeZone: string;

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).whereNot('title', 'Default Title').orderBy('sku').first();
  productTitle = (await t.db('products').where({ id: variant.product_id }).first('title')).title;
  timeZone = (await t.db('stores').where({ id: t.hostedStoreId }).first('timezone')).timezone;
  const op = await operatorFor(t);
  cookie = await signInOverHttp(t.baseUrl, op);
});

/** The card `id` of the approvals page as HTML, asked with `language` as Accept-Language. */
async function cardHtml(id: string, language?: string): Promise<string> {
  const res = await fetch(`${t.baseUrl}/dashboard/approvals`, {
    headers: { cookie, ...(language === undefined ? {} : { 'accept-language': language }) },
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  const start = page.indexOf(`data-approval-id="${id}"`);
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf('</article>', start));
}

const factOf = (card: string, term: string) =>
  new RegExp(`<dt>${term}</dt>\\s*<dd>([\\s\\S]*?)</dd>`).exec(card)?.[1]?.trim().replace(/\s+/g, ' ') ?? null;

async function propose(newPrice: number): Promise<string> {
  const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: newPrice }, t.keys.agentKey);
  expect(res.status).toBe(200);
  return res.body.result.approval_id as string;
}

describe('an approval card', () => {
  it('names the variant by SKU and title, not by its UUID', async () => {
    const id = await propose(Number(variant.price_cents) / 100 + 1);
    const card = await cardHtml(id);
    const cell = /<tbody>\s*<tr>\s*<td>([\s\S]*?)<\/td>/.exec(card)![1]!;
    expect(cell).toContain(`<strong>${variant.sku}</strong>`);
    expect(cell).toContain(`${productTitle} (${variant.title})`.replace(/&/g, '&amp;'));
    // The id is kept for tools, never shown as the text.
    expect(cell.replace(/<[^>]*>/g, '')).not.toContain(variant.id);
    expect(cell).toContain(`data-resource-ref="${variant.id}"`);
  });

  it('shows a price cut as a negative amount and a rise as a positive one', async () => {
    const before = Number(variant.price_cents);
    const cut = await propose((before - 400) / 100);
    expect(factOf(await cardHtml(cut), 'Amount')).toBe('\u22124.00 EUR');
    const rise = await propose((before + 250) / 100);
    expect(factOf(await cardHtml(rise), 'Amount')).toBe('+2.50 EUR');
  });

  it("dates follow the operator's locale and the store's time zone", async () => {
    const id = await propose(Number(variant.price_cents) / 100 + 2);
    const row = await t.db('approvals').where({ id }).first('expires_at', 'created_at');
    const deadline = (card: string) => /<time datetime="([^"]+)">([^<]+)<\/time>/.exec(factOf(card, 'Deadline')!)!;
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(row.expires_at));

    const german = deadline(await cardHtml(id, 'de-DE,de;q=0.9,en;q=0.5'));
    expect(german[1]).toBe(new Date(row.expires_at).toISOString());
    expect(german[2]).toBe(expected('de-DE'));
    expect(german[2]).toMatch(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2} /);
    const american = deadline(await cardHtml(id, 'en-US'));
    expect(american[2]).toBe(expected('en-US'));
    expect(american[2]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M /);
    // No usable Accept-Language: en-GB.
    expect(deadline(await cardHtml(id, 'x-klingon-nonsense, *'))[2]).toBe(expected('en-GB'));
    expect(deadline(await cardHtml(id))[2]).not.toContain('UTC');
  });

  it('operation names wrap only after an underscore, never mid-word', async () => {
    const id = await propose(Number(variant.price_cents) / 100 + 3);
    const card = await cardHtml(id);
    expect(factOf(card, 'Operation')).toBe('<code class="op">storefront_<wbr />update_<wbr />variant_<wbr />price</code>');
    const css = await (await fetch(`${t.baseUrl}/dashboard/assets/dashboard.css`)).text();
    expect(css).toMatch(/code\.op \{ overflow-wrap: normal; word-break: normal; \}/);
  });
});
