/**
 * storefront_set_metafield (seed catalogue: catalog:write, proposed write): creates or updates one
 * product metafield (`product_metafields`, unique per product + namespace + key). The caller sends
 * `value` as text, the way the storefront's API takes it; it is checked against `type`'s rule
 * (METAFIELD_RULES) and stored as the JSON of the typed value (`"Merino wool"`, `42`, `12.5`,
 * `true`, `"2026-12-01"`, `{"a":1}`, `["a","b"]`). The card shows `{type, value}` before (null when
 * the metafield does not exist yet) and after. Reversible when it existed (set the previous type
 * and value back); a new metafield is `compensatable` with no reversal (no operation deletes a
 * metafield; setting it to an empty-like value is the closest offset).
 */
import { ArgumentError, type ChangePlan, type HandlerContext, type ProposedWriteHandler, type Types } from '@storeops/contract';
import type { ProductMetafieldRow, ProductRow } from '@storeops/db';
import { findProduct, productLabel } from './product-ref';

type MetafieldType = Types.StorefrontSetMetafieldInput['type'];

const LINE_BREAK = /[\r\n]/;
const isCalendarDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const isWebUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};
const parseJson = (s: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(s) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Per type: the rule (as the error states it) and the parse to the stored JSON value (undefined = invalid). */
export const METAFIELD_RULES: Record<MetafieldType, { rule: string; parse: (v: string) => unknown }> = {
  single_line_text_field: { rule: 'text without line breaks', parse: (v) => (LINE_BREAK.test(v) ? undefined : v) },
  multi_line_text_field: { rule: 'any text', parse: (v) => v },
  number_integer: {
    rule: 'an integer such as -3 or 42, at most 9007199254740991 in size',
    parse: (v) => (/^-?(0|[1-9]\d*)$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : undefined),
  },
  number_decimal: {
    rule: 'a decimal number such as 12.5 or -0.75, at most 15 digits in all',
    parse: (v) => (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(v) && v.replace(/[^0-9]/g, '').length <= 15 ? Number(v) : undefined),
  },
  boolean: { rule: '`true` or `false`', parse: (v) => (v === 'true' ? true : v === 'false' ? false : undefined) },
  date: { rule: 'a calendar date YYYY-MM-DD', parse: (v) => (isCalendarDate(v) ? v : undefined) },
  url: { rule: 'an absolute http or https URL', parse: (v) => (isWebUrl(v) ? v : undefined) },
  json: {
    rule: 'a JSON document',
    parse: (v) => {
      const j = parseJson(v);
      return j.ok ? j.value : undefined;
    },
  },
  'list.single_line_text_field': {
    rule: 'a JSON array of 1..128 non-empty strings without line breaks, e.g. ["a","b"]',
    parse: (v) => {
      const j = parseJson(v);
      if (!j.ok || !Array.isArray(j.value) || j.value.length < 1 || j.value.length > 128) return undefined;
      return j.value.every((s) => typeof s === 'string' && s !== '' && !LINE_BREAK.test(s)) ? j.value : undefined;
    },
  },
};

/** The stored value (JSON text) back as the text the caller would send. */
function asInput(type: string, stored: unknown): string {
  if (typeof stored === 'string' && type !== 'json' && type !== 'list.single_line_text_field') return stored;
  if (typeof stored === 'number' || typeof stored === 'boolean') return String(stored);
  return JSON.stringify(stored);
}

/** A stored row's value as JSON (a value not stored as JSON is shown as its text). */
function storedValue(row: ProductMetafieldRow): unknown {
  const j = parseJson(row.value);
  return j.ok ? j.value : row.value;
}

interface MetafieldPlan {
  p: ProductRow;
  row: ProductMetafieldRow | undefined;
  value: unknown;
}

async function plan(input: Types.StorefrontSetMetafieldInput, ctx: HandlerContext): Promise<MetafieldPlan> {
  const rule = METAFIELD_RULES[input.type];
  const value = rule.parse(input.value);
  if (value === undefined) throw new ArgumentError('value', `not a valid ${input.type}: must be ${rule.rule}`);
  const p = await findProduct(ctx, input);
  const row = (await ctx.scope
    .from('product_metafields')
    .where({ product_id: p.id, namespace: input.namespace, key: input.key })
    .first()) as ProductMetafieldRow | undefined;
  return { p, row, value };
}

export const storefrontSetMetafield: ProposedWriteHandler<Types.StorefrontSetMetafieldInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const { p, row, value } = await plan(input, ctx);
    const name = `${input.namespace}.${input.key}`;
    const before = row === undefined ? null : { type: row.type, value: storedValue(row) };
    if (row !== undefined && row.type === input.type && JSON.stringify(before?.value) === JSON.stringify(value))
      throw new ArgumentError('value', `metafield ${name} already holds this value`);
    return {
      title: `${row === undefined ? 'Create' : 'Update'} metafield ${name} (${input.type}) of ${productLabel(p)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'product', resource_ref: p.id, field: `metafields.${name}`, before, after: { type: input.type, value } }],
      amount_cents: null,
      reversibility_class: row === undefined ? 'compensatable' : 'reversible',
      reversal:
        row === undefined
          ? null
          : {
              operation: 'storefront_set_metafield',
              arguments: {
                product_id: p.id,
                namespace: input.namespace,
                key: input.key,
                type: row.type,
                value: asInput(row.type, before?.value),
              },
              description: `Set metafield ${name} of ${productLabel(p)} back to its previous ${row.type} value.`,
            },
    };
  },
  async apply(input, ctx) {
    const { p, value } = await plan(input, ctx);
    await ctx.connectors.storefront.setMetafield(ctx, p.id, { namespace: input.namespace, key: input.key, type: input.type, value });
  },
};
