/**
 * `@storeops/testkit/samples`: valid inputs for every operation, for the tests that call them all
 * (tools, contract headers, subject refs, validation, the SDK's end-to-end test). Each domain keeps
 * its operations' samples beside its HTTP tests (packages/domains/<domain>/test/samples.ts); the
 * server core's operations (approvals, intents, policies, subscriptions, ...) are sampled here.
 */
import type { TestServer } from './server';
import { samples as adminSamples } from '../../domains/admin/test/samples';
import { samples as adsSamples } from '../../domains/ads/test/samples';
import { samples as analyticsSamples } from '../../domains/analytics/test/samples';
import { samples as automationSamples } from '../../domains/automation/test/samples';
import { samples as catalogSamples } from '../../domains/catalog/test/samples';
import { samples as costsSamples } from '../../domains/costs/test/samples';
import { samples as csSamples } from '../../domains/cs/test/samples';
import { samples as disputesSamples } from '../../domains/disputes/test/samples';
import { samples as financeSamples } from '../../domains/finance/test/samples';
import { samples as merchantSamples } from '../../domains/merchant/test/samples';
import { samples as ordersSamples } from '../../domains/orders/test/samples';
import { samples as promotionsSamples } from '../../domains/promotions/test/samples';
import { samples as reputationSamples } from '../../domains/reputation/test/samples';
import { samples as researchSamples } from '../../domains/research/test/samples';

/**
 * One domain's sample inputs: every operation it serves -> inputs that answer 200 on a fresh demo
 * store (`t`), called with `key` (an admin key of the hosted store). The first input of each list
 * is the plain call.
 */
export type SampleSource = (t: TestServer, key: string) => Promise<Record<string, Array<Record<string, unknown>>>>;

/**
 * Valid inputs for every operation, built from the test store's real rows (the first entry of
 * each list is the plain call). Operations missing here make the "every operation" tests fail,
 * so a new operation cannot slip through untested. Writes that need a card create one first.
 * Sandbox-only test helpers (`sandboxOnly`) are sampled on `sandboxKey`'s private copy: call them
 * with that key (see `sampleKey`); without it they get no entry.
 */
export async function sampleInputs(
  t: TestServer,
  key: string,
  sandboxKey?: string,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  // Every operation's samples take more calls than one key's default 120 per minute (seed: Limits):
  // the sample store gets a roomier limit, as a store may (`stores.rate_limit_per_minute`).
  await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
  t.app.stores.forget(t.hostedStoreId);
  const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
  const agent = await t.db('agents').where({ store_id: t.hostedStoreId }).orderBy('slug').first();
  // An active intent on a fresh campaign field: declared by `key`, approved by an operator.
  const campaigns = (await t.db('ad_campaigns').where({ store_id: t.hostedStoreId }).orderBy('id').select('id')) as Array<{ id: string }>;
  let nextCampaign = 0;
  const activeIntent = async (): Promise<string> => {
    const campaign = campaigns[nextCampaign++]!;
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: campaign.id,
        field: 'bidding',
        desired: 'target_roas',
        reason: 'sample',
        expires_at: new Date(t.now().getTime() + 86_400_000).toISOString(),
      },
      key,
    );
    if (res.status !== 200) throw new Error(`intent_declare failed: ${JSON.stringify(res.body)}`);
    const store = await t.app.stores.get(t.hostedStoreId);
    await t.app.invoker.decideApproval({
      store,
      operator: { id: 'sample', email: 'sample@test.example' },
      approvalId: res.body.result.approval_id,
      decision: 'approve',
      requestId: 'req_sample',
      now: t.now(),
    });
    return res.body.result.approval_id as string;
  };
  const submit = async () => {
    const res = await t.call('approval_submit', { title: 'Sample approval', reversibility_class: 'compensatable' }, key);
    if (res.status !== 200) throw new Error(`approval_submit failed: ${JSON.stringify(res.body)}`);
    return res.body.result.id as string;
  };
  // Two waiting cards in the sandbox copy (its variants keep the live external ids).
  const sandboxCards: string[] = [];
  for (const newPrice of sandboxKey === undefined ? [] : [11.11, 22.22]) {
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: newPrice }, sandboxKey);
    if (res.status !== 200) throw new Error(`sandbox proposal failed: ${JSON.stringify(res.body)}`);
    sandboxCards.push(res.body.result.approval_id as string);
  }
  const policy = async () => {
    const res = await t.call('policy_create', { kind: 'rule', domain: 'ads', effect: 'require_approval' }, key);
    if (res.status !== 200) throw new Error(`policy_create failed: ${JSON.stringify(res.body)}`);
    return res.body.result.policy.id as string;
  };
  // Webhooks: a subscription made by `key`; the seeded ERP export (seed/webhooks.ts) and its latest delivery.
  const subscription = async () => {
    const res = await t.call('subscription_create', { url: 'https://example.com/webhooks/sample', event_types: ['approval.*'] }, key);
    if (res.status !== 200) throw new Error(`subscription_create failed: ${JSON.stringify(res.body)}`);
    return res.body.result.subscription.id as string;
  };
  const erp = await t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, description: 'ERP order export' }).first();
  const erpDelivery = await t
    .db('webhook_deliveries')
    .where({ subscription_id: erp.id, state: 'succeeded' })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first();
  const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('id').first();
  const updated = await subscription();
  // Each domain's samples (packages/domains/<domain>/test/samples.ts), run one after the other.
  const areas: Record<string, Array<Record<string, unknown>>> = {};
  for (const source of [
    catalogSamples,
    ordersSamples,
    promotionsSamples,
    costsSamples,
    automationSamples,
    csSamples,
    merchantSamples,
    analyticsSamples,
    reputationSamples,
    disputesSamples,
    adminSamples,
    financeSamples,
    researchSamples,
    adsSamples,
  ])
    Object.assign(areas, await source(t, key));
  return {
    ...areas,
    list_store_actions: [{}, { domain: 'catalog' }],
    get_store_overview: [{}],
    query_products: [
      {},
      { sort: 'roas_desc', limit: 50 },
      { sort: 'created_desc', filter: { lifecycle_state: 'winner' } },
      { filter: { has_active_decision: true } },
    ],
    query_performance: [{}, { window_days: 90 }, { window_days: 1, product_id: product.id }],
    get_recent_decisions: [{}, { mode: 'noop', limit: 50 }, { mode: 'live', applied: true, window_days: 30 }],
    where_in_service: [{}, { question: 'where do I approve a price change?' }],
    get_alerts: [{}, { status: 'all', limit: 50 }, { severity: 'critical' }],
    get_calibration: [{}],
    get_cs_attention: [{}, { limit: 20 }],
    get_variants: [{}, { product_id: product.id, limit: 50 }],
    get_orders: [{}, { window_days: 120, limit: 50 }],
    approval_submit: [{ title: 'Pay supplier invoice', amount_cents: 125000, currency: 'EUR', reversibility_class: 'compensatable' }],
    approval_status: [{ approval_id: await submit() }],
    approval_list: [{}, { status: 'requested', limit: 5 }],
    approval_withdraw: [{ approval_id: await submit(), reason: 'no longer needed' }],
    create_alert: [{ severity: 'info', title: 'Sample alert', message: 'Raised by a test.' }],
    enable_automation: [{ agent: agent.slug }],
    disable_automation: [{ agent: agent.slug }],
    set_kill_switch: [{ engaged: false, reason: 'sample release (waits for an operator)' }],
    storefront_update_variant_price: [{ variant_id: variant.external_id, new_price: 19.99 }],
    intent_declare: [
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'compare_at_price',
        desired: 59.9,
        reason: 'sample declaration',
        expires_at: new Date(t.now().getTime() + 86_400_000).toISOString(),
      },
    ],
    intent_status: [{ intent_id: await activeIntent() }],
    intent_list: [{}, { status: 'active', resource_kind: 'campaign' }],
    intent_release: [{ intent_id: await activeIntent(), reason: 'sample release' }],
    intent_revert: [{ intent_id: await activeIntent(), reason: 'sample revert' }],
    storefront_update_inventory: [{ variant_id: variant.external_id, quantity: 25, reason: 'stock take' }],
    set_automation_enabled: [{ enabled: true, reason: 'sample turn-on (waits for an operator)' }],
    propose_discount: [{ product_ids: [product.id], discount_percent: 12.5, reason: 'sample discount' }],
    run_calibration: [{}, { window_days: 90 }],
    receipts_list: [{}, { operation: 'create_alert', limit: 5 }, { resource_kind: 'variant', resource_ref: variant.id }],
    receipts_price_memory: [{ variant_id: variant.external_id }, { variant_id: variant.id, limit: 5 }],
    policy_list: [{}, { kind: 'rule', domain: 'ads', enabled: true, limit: 5 }],
    policy_create: [
      { kind: 'rule', domain: 'promotions', effect: 'require_approval', conditions: [{ fact: 'discount_percent', op: 'gt', value: 30 }] },
      { kind: 'spend_ceiling', domain: 'ads', ceiling_cents: 50000, period: 'day' },
    ],
    policy_update: [{ policy_id: await policy(), enabled: false }],
    policy_delete: [{ policy_id: await policy() }],
    subscription_create: [
      { url: 'https://example.com/webhooks/storeops', event_types: ['order.*'], description: 'Order sync' },
      { url: 'https://example.com/webhooks/all' },
      { url: 'https://example.com:8443/webhooks', event_types: ['approval.*', 'product.price_changed'] },
    ],
    finance_subscription_create: [
      { entity_id: entity.id, url: 'https://example.com/webhooks/finance', event_types: ['fin.entry.*', 'fin.period.closed'] },
      { entity_id: entity.id, url: 'https://example.com/webhooks/finance/all', description: 'Every finance event' },
    ],
    subscription_list: [{}, { kind: 'finance', entity_id: entity.id }, { state: 'active', limit: 5 }],
    subscription_update: [
      { subscription_id: updated, event_types: ['approval.decided', 'order.created'], description: 'Sample update' },
      { subscription_id: updated, state: 'disabled' },
      { subscription_id: updated, state: 'active', event_types: null, description: null },
    ],
    subscription_delete: [{ subscription_id: await subscription() }],
    subscription_deliveries: [
      { subscription_id: erp.id },
      { subscription_id: erp.id, state: 'succeeded', event_type: 'order.created', limit: 5 },
    ],
    subscription_redeliver: [{ delivery_id: erpDelivery.id }],
    ...(sandboxKey === undefined
      ? {}
      : {
          sandbox_approval_decide: [
            { approval_id: sandboxCards[0], decision: 'reject', reason: 'sample rejection' },
            { decision: 'approve' },
          ],
        }),
    simulate: [
      { domain: 'promotions', action: 'propose_discount', facts: { discount_percent: 40 } },
      {
        domain: 'catalog',
        action: 'storefront_update_variant_price',
        facts: { amount_cents: 500, resource_kind: 'variant', resource_ref: variant.id, field: 'price' },
      },
    ],
  };
}

/** The key to call `op` with: the sandbox key for sandbox-only test helpers, else the live one. */
export function sampleKey(op: { sandboxOnly: boolean }, live: string, sandbox: string): string {
  return op.sandboxOnly ? sandbox : live;
}
