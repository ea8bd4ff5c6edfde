/**
 * The embedded demo storefront's write side (storefront port, @storeops/contract
 * ports/storefront.ts): the platform's rows in the store's own tables, written through the store
 * scope (sandbox copies and row-level security apply). Each write is what the platform would do:
 * set the fields it was given, keep its derived fields in step (a product's "from" price, an
 * order's refunded total), number what it creates, stamp `updated_at` with the call's clock.
 */
import { randomUUID } from 'node:crypto';
import type { StorefrontPort } from '@storeops/contract/ports/storefront';
import type { DiscountCodeRow, DiscountRow, GiftCardRow, VariantRow } from '@storeops/db';

/** The first variant reference the demo storefront hands out (then one above its highest). */
const FIRST_VARIANT_REF = 44_000_000_000_000n;

type Writes = Omit<StorefrontPort, 'ownedTables' | 'ordersSince' | 'catalogChangesSince'>;

export const demoWrites: Writes = {
  async setVariantPrice(ctx, variantId, priceCents) {
    const at = ctx.now.toISOString();
    await ctx.scope.from('variants').where({ id: variantId }).update({ price_cents: priceCents, updated_at: at });
    const v = (await ctx.scope.from('variants').where({ id: variantId }).first('product_id')) as { product_id: string };
    const min = await ctx.scope.from('variants').where({ product_id: v.product_id }).min({ p: 'price_cents' }).first();
    await ctx.scope
      .from('products')
      .where({ id: v.product_id })
      .update({ price_cents: Number(min?.p ?? priceCents), updated_at: at });
  },

  async setVariantFields(ctx, variantId, patch) {
    await ctx.scope
      .from('variants')
      .where({ id: variantId })
      .update({ ...patch, updated_at: ctx.now.toISOString() });
  },

  async setInventory(ctx, variantId, quantity) {
    await ctx.scope.from('variants').where({ id: variantId }).update({ inventory_quantity: quantity, updated_at: ctx.now.toISOString() });
  },

  async restock(ctx, variantId, units) {
    await ctx.scope.from('variants').where({ id: variantId }).increment('inventory_quantity', units);
    await ctx.scope.from('variants').where({ id: variantId }).update({ updated_at: ctx.now.toISOString() });
  },

  async setProductStatus(ctx, productId, status) {
    await ctx.scope.from('products').where({ id: productId }).update({ storefront_status: status, updated_at: ctx.now.toISOString() });
  },

  async setTags(ctx, productId, tags) {
    await ctx.scope
      .from('products')
      .where({ id: productId })
      .update({ tags: JSON.stringify(tags), updated_at: ctx.now.toISOString() });
  },

  async setMetafield(ctx, productId, m) {
    const at = ctx.now.toISOString();
    const row = (await ctx.scope
      .from('product_metafields')
      .where({ product_id: productId, namespace: m.namespace, key: m.key })
      .first('id')) as { id: string } | undefined;
    if (row === undefined) {
      await ctx.scope.insert('product_metafields', {
        id: randomUUID(),
        product_id: productId,
        namespace: m.namespace,
        key: m.key,
        type: m.type,
        value: JSON.stringify(m.value),
        created_at: at,
        updated_at: at,
      });
    } else {
      await ctx.scope
        .from('product_metafields')
        .where({ id: row.id })
        .update({ type: m.type, value: JSON.stringify(m.value), updated_at: at });
    }
  },

  async updateContent(ctx, productId, content, contentVersion) {
    await ctx.scope
      .from('products')
      .where({ id: productId })
      .update({ ...content, content_version: contentVersion, updated_at: ctx.now.toISOString() });
  },

  async createDraftProduct(ctx, p) {
    const at = ctx.now.toISOString();
    const id = randomUUID();
    await ctx.scope.insert('products', {
      id,
      handle: p.handle,
      title: p.title,
      vendor: p.vendor,
      product_type: p.product_type,
      storefront_status: 'draft',
      lifecycle_state: 'draft',
      price_cents: Math.min(...p.variants.map((v) => v.price_cents)),
      current_roas: null,
      created_at: at,
      updated_at: at,
      description_html: p.description_html,
      seo_title: null,
      seo_description: null,
      tags: JSON.stringify(p.tags),
      category: null,
      content_version: 1,
    });
    // The storefront numbers new variants after its highest reference.
    const refs = (await ctx.scope.from('variants').pluck('external_id')) as string[];
    let next = refs.reduce((max, r) => (/^\d+$/.test(r) && BigInt(r) > max ? BigInt(r) : max), FIRST_VARIANT_REF) + 1n;
    const rows: Omit<VariantRow, 'store_id'>[] = p.variants.map((v, i) => ({
      id: randomUUID(),
      product_id: id,
      external_id: String(next++),
      sku: v.sku,
      title: v.title,
      size: v.size,
      colour: v.colour,
      price_cents: v.price_cents,
      compare_at_price_cents: v.compare_at_price_cents,
      inventory_quantity: v.inventory_quantity,
      position: i + 1,
      created_at: at,
      updated_at: at,
    }));
    await ctx.scope.insert('variants', rows);
    return id;
  },

  async createRefund(ctx, r) {
    const at = ctx.now.toISOString();
    const id = randomUUID();
    await ctx.scope.insert('refunds', {
      id,
      order_id: r.order_id,
      amount_cents: r.amount_cents,
      reason: r.reason,
      created_by: 'service',
      created_at: at,
      external_id: null,
      note: r.note,
      restock: r.restock,
      source: 'service',
      approval_id: r.approval_id,
    });
    const lines = r.lines.map((l) => ({
      id: randomUUID(),
      refund_id: id,
      line_item_id: l.line_item_id,
      quantity: l.quantity,
      amount_cents: l.amount_cents,
      restock: l.restock,
    }));
    if (lines.length > 0) await ctx.scope.insert('refund_line_items', lines);
    await ctx.scope
      .from('orders')
      .where({ id: r.order_id })
      .update({ refunded_cents: r.refunded_cents_after, financial_status: r.financial_status_after, updated_at: at });
    return id;
  },

  async cancelOrder(ctx, orderId, reason) {
    const at = ctx.now.toISOString();
    await ctx.scope.from('orders').where({ id: orderId }).update({ cancelled_at: at, cancel_reason: reason, updated_at: at });
  },

  async setShippingAddress(ctx, orderId, address) {
    await ctx.scope
      .from('orders')
      .where({ id: orderId })
      .update({ shipping_address: JSON.stringify(address), updated_at: ctx.now.toISOString() });
  },

  async createDiscount(ctx, d) {
    const row: DiscountRow = {
      id: randomUUID(),
      store_id: ctx.store.id,
      product_ids: JSON.stringify(d.product_ids),
      discount_percent: d.discount_percent,
      reason: d.reason,
      status: 'active',
      approval_id: d.approval_id,
      created_at: ctx.now.toISOString(),
      ended_at: d.ended_at,
    };
    await ctx.scope.insert('discounts', row);
    return row.id;
  },

  async createDiscountCode(ctx, c) {
    const row: DiscountCodeRow = {
      id: randomUUID(),
      store_id: ctx.store.id,
      code: c.code,
      code_key: c.code_key,
      discount_type: c.discount_type,
      value: c.value,
      minimum_subtotal_cents: c.minimum_subtotal_cents,
      usage_limit: c.usage_limit,
      once_per_customer: c.once_per_customer,
      usage_count: 0,
      starts_at: c.starts_at,
      ends_at: c.ends_at,
      status: c.status,
      approval_id: c.approval_id,
      created_at: ctx.now.toISOString(),
    };
    await ctx.scope.insert('discount_codes', row);
    return row.id;
  },

  async createGiftCard(ctx, g) {
    const row: GiftCardRow = {
      id: randomUUID(),
      store_id: ctx.store.id,
      code_hash: g.code_hash,
      last_characters: g.last_characters,
      initial_value_cents: g.initial_value_cents,
      balance_cents: g.initial_value_cents,
      currency: g.currency,
      customer_ref: g.customer_ref,
      note: g.note,
      expires_on: g.expires_on,
      disabled_at: null,
      approval_id: g.approval_id,
      created_at: ctx.now.toISOString(),
    };
    await ctx.scope.insert('gift_cards', row);
    return row.id;
  },
};
