/**
 * Audit `subject_ref` is reliable: every write records the subject it changed as
 * `<kind>:<internal id>`, whatever identifier the caller sent (a variant's external id included),
 * so filtering the audit log by a row's id finds the calls that changed it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';
import { sampleInputs, sampleKey } from '@storeops/testkit/samples';

const t = useTestServer({ scale: 0.1 }, { admin: ['admin'], sandbox: { scopes: ['admin'], kind: 'sandbox' } });
let inputs: Record<string, Array<Record<string, unknown>>>;

/** The table each subject kind names (`calibration` is the store's calibration: the store row). */
const TABLE: Record<string, string> = {
  alert: 'alerts',
  agent: 'agents',
  approval: 'approvals',
  policy: 'policies',
  intent: 'intents',
  variant: 'variants',
  product: 'products',
  campaign: 'ad_campaigns',
  store: 'stores',
  calibration: 'stores',
  webhook_subscription: 'webhook_subscriptions',
  webhook_delivery: 'webhook_deliveries',
  order: 'orders',
  job_run: 'job_runs',
  discount_code: 'discount_codes',
  gift_card: 'gift_cards',
  expense: 'expenses',
  content_version: 'content_versions',
  cs_thread: 'cs_threads',
  finance_bank_import: 'finance_bank_imports',
  finance_bank_transaction: 'finance_bank_transactions',
  finance_period: 'finance_periods',
  finance_bank_account: 'finance_bank_accounts',
  cross_store_link: 'cross_store_links',
  analytics_property: 'analytics_properties',
  analytics_audience: 'analytics_audiences',
  social_audience: 'social_audiences',
};

beforeAll(async () => {
  inputs = await sampleInputs(t, t.keys.admin, t.keys.sandbox);
});

describe('audit subject_ref of writes', () => {
  for (const op of OPERATIONS.filter((o) => o.tier !== 'read')) {
    it(`${op.name} records <kind>:<internal id> of a row that exists`, async () => {
      const res = await t.call(op.name, inputs[op.name]![0]!, sampleKey(op, t.keys.admin, t.keys.sandbox));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = await t.auditRow(res.headers.get('x-request-id')!);
      expect(row.subject_ref, op.name).toMatch(/^[a-z_]+:[0-9A-Za-z_-]+$/);
      const [kind, id] = String(row.subject_ref).split(':') as [string, string];
      expect(TABLE[kind], `${op.name}: unexpected kind ${kind}`).toBeDefined();
      // The row exists, or (a deletion) the write's own receipt names it.
      const exists = (await t.db(TABLE[kind]!).where({ id }).first()) !== undefined;
      const receipted =
        (await t.db('receipts').where({ request_id: row.request_id, resource_kind: kind, resource_ref: id }).first()) !== undefined;
      expect(exists || receipted, `${op.name}: no ${kind} ${id}`).toBe(true);
    });
  }

  it('a price change sent with the external id is found by the internal id', async () => {
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').offset(3).first();
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: 42.42 }, t.keys.admin);
    expect((await t.auditRow(res.headers.get('x-request-id')!)).subject_ref).toBe(`variant:${variant.id}`);
    const page = await fetch(`${t.baseUrl}/api/v1/audit?subject_ref=${encodeURIComponent(`variant:${variant.id}`)}`, {
      headers: { authorization: `Bearer ${t.keys.admin}` },
    });
    const rows = ((await page.json()) as { data: Array<{ request_id: string }> }).data;
    expect(rows.map((r) => r.request_id)).toContain(res.headers.get('x-request-id'));
  });

  it('create_alert and propose_discount name what they created or change', async () => {
    const alert = await t.call('create_alert', { severity: 'info', title: 'Subject', message: 'x' }, t.keys.admin);
    expect((await t.auditRow(alert.headers.get('x-request-id')!)).subject_ref).toBe(`alert:${alert.body.result.alert.id}`);
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
    const discount = await t.call('propose_discount', { product_ids: [product.id], discount_percent: 5, reason: 'subject' }, t.keys.admin);
    expect((await t.auditRow(discount.headers.get('x-request-id')!)).subject_ref).toBe(`product:${product.id}`);
  });
});
