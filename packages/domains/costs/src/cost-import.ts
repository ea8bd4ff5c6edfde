/**
 * Cost import (seed catalogue "costs": inspect_cost_import, costs:read, read; propose_cost_import,
 * costs:write, proposed write). Columns (header row, case-insensitive): `sku` or `variant_id`
 * (storefront external id or UUID; at least one, `variant_id` wins when both are filled and must
 * then name the same variant), `unit_cost` (major units, ≥ 0, at most 2 decimals), optional
 * `currency` (must equal the store currency). A row changes its variant when the cost differs from
 * the recorded one or the recorded cost is not `confirmed` (tier.ts); other valid rows are
 * `unchanged`. The same variant twice in the file, an unknown SKU or a bad value is an error of
 * that row and column; a file with errors cannot be proposed.
 */
import {
  ArgumentError,
  parseMajorText,
  toMajor,
  toMinor,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type UnitCostChange,
} from '@storeops/contract';
import type { VariantRow } from '@storeops/db';
import { assertInspected, inspectionId, listErrors, notAnAmount, parseFile, type RowError } from './csv';
import { tierOf } from './tier';
import { UUID } from '@storeops/domain-catalog';

const COLUMNS = ['sku', 'variant_id', 'unit_cost', 'currency'] as const;
const MAX_COST_CENTS = 100_000_000;

/** The handler of inspect_cost_import: checks a cost CSV file row by row without changing anything. */
export async function inspectCostImport(
  { csv }: Types.InspectCostImportInput,
  ctx: HandlerContext,
): Promise<Types.InspectCostImportResult> {
  const file = parseFile(csv, COLUMNS, [['sku', 'variant_id'], ['unit_cost']]);
  const errors: RowError[] = [...file.errors];
  const variants = (await ctx.scope
    .from('variants')
    .select('id', 'external_id', 'sku', 'cost_cents', 'cost_source', 'cost_updated_at')) as VariantRow[];
  const bySku = new Map<string, VariantRow>();
  const byExternal = new Map<string, VariantRow>();
  const byId = new Map<string, VariantRow>();
  for (const v of variants) {
    if (!bySku.has(v.sku)) bySku.set(v.sku, v);
    byExternal.set(v.external_id, v);
    byId.set(v.id, v);
  }
  const unknown: string[] = [];
  const firstRow = new Map<string, number[]>();
  const changes: Types.CostImportChange[] = [];
  let valid = 0;
  let unchanged = 0;
  for (const { row, values } of file.records) {
    const before = errors.length;
    const sku = values.sku ?? '';
    const ref = values.variant_id ?? '';
    let v: VariantRow | undefined;
    if (ref !== '') {
      v = UUID.test(ref) ? byId.get(ref.toLowerCase()) : byExternal.get(ref);
      if (v === undefined) {
        errors.push({ row, column: 'variant_id', message: `no variant ${ref} in this store` });
        unknown.push(ref);
      } else if (sku !== '' && v.sku !== sku)
        errors.push({ row, column: 'sku', message: `variant_id ${ref} has SKU ${v.sku}, not ${sku}` });
    } else if (sku !== '') {
      v = bySku.get(sku);
      if (v === undefined) {
        errors.push({ row, column: 'sku', message: `no variant with SKU ${sku} in this store` });
        unknown.push(sku);
      }
    } else errors.push({ row, column: file.header.includes('sku') ? 'sku' : 'variant_id', message: 'empty: give sku or variant_id' });
    const cents = parseMajorText(values.unit_cost ?? '', ctx.store.currency);
    if (cents === null) errors.push({ row, column: 'unit_cost', message: notAnAmount(ctx.store.currency, 1240) });
    else if (cents < 0) errors.push({ row, column: 'unit_cost', message: 'must be 0 or more' });
    else if (cents > MAX_COST_CENTS)
      errors.push({ row, column: 'unit_cost', message: `at most ${toMajor(MAX_COST_CENTS, ctx.store.currency)}` });
    const currency = (values.currency ?? '').toUpperCase();
    if (currency !== '' && currency !== ctx.store.currency)
      errors.push({ row, column: 'currency', message: `${currency} is not the store currency ${ctx.store.currency}` });
    if (v !== undefined) {
      const seen = firstRow.get(v.id);
      if (seen !== undefined) {
        errors.push({ row, column: ref !== '' ? 'variant_id' : 'sku', message: `the same variant as row ${seen[0]}` });
        seen.push(row);
      } else firstRow.set(v.id, [row]);
    }
    if (errors.length > before || v === undefined || cents === null) continue;
    valid++;
    const tier = tierOf(v, ctx.now);
    const was = v.cost_cents === null || v.cost_cents === undefined ? null : Number(v.cost_cents);
    if (was === cents && tier === 'confirmed') {
      unchanged++;
      continue;
    }
    changes.push({
      row,
      variant_id: v.id,
      sku: v.sku,
      before_unit_cost: was === null ? null : toMajor(was, ctx.store.currency),
      before_tier: tier,
      after_unit_cost: toMajor(cents, ctx.store.currency),
    });
  }
  const skus = new Map(variants.map((v) => [v.id, v.sku]));
  const listed = listErrors(errors);
  return {
    inspection_id: inspectionId('cost', csv),
    currency: ctx.store.currency,
    rows: file.dataRows,
    valid_rows: valid,
    change_count: changes.length,
    unchanged_count: unchanged,
    error_count: listed.error_count,
    can_propose: listed.error_count === 0 && changes.length > 0,
    errors: listed.errors,
    duplicates: [...firstRow.entries()]
      .filter(([, rows]) => rows.length > 1)
      .map(([id, rows]) => ({ variant_id: id, sku: skus.get(id) ?? '', rows })),
    unknown_skus: [...new Set(unknown)].slice(0, 200),
    changes,
  };
}

/** Refuses a file with errors or without changes (ArgumentError naming `csv`). */
export function assertProposable(r: { error_count: number; change_count: number }, op: string): void {
  if (r.error_count > 0)
    throw new ArgumentError('csv', `the file has ${r.error_count} error(s) and cannot be proposed; ${op} lists them by row and column`);
  if (r.change_count === 0) throw new ArgumentError('csv', `the file changes nothing (${op} shows why)`);
}

export const proposeCostImport: ProposedWriteHandler<Types.ProposeCostImportInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const id = assertInspected('cost', input.csv, input.inspection_id);
    const r = await inspectCostImport({ csv: input.csv }, ctx);
    assertProposable(r, 'inspect_cost_import');
    return {
      title: `Import unit costs of ${r.change_count} variant(s) from cost file ${id.slice(0, 12)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: r.changes.flatMap((c) => [
        { resource_kind: 'variant', resource_ref: c.variant_id, field: 'unit_cost', before: c.before_unit_cost, after: c.after_unit_cost },
        { resource_kind: 'variant', resource_ref: c.variant_id, field: 'cost_tier', before: c.before_tier, after: 'confirmed' },
      ]),
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: null,
    };
  },
  async apply(_input, ctx, plan) {
    const at = ctx.now.toISOString();
    const changes: UnitCostChange[] = [];
    for (const c of plan.changes) {
      if (c.field !== 'unit_cost') continue;
      const after = toMinor(Number(c.after), ctx.store.currency);
      changes.push({
        variantId: c.resource_ref,
        beforeCents: c.before === null ? null : toMinor(Number(c.before), ctx.store.currency),
        afterCents: after,
      });
      await ctx.scope
        .from('variants')
        .where({ id: c.resource_ref })
        .update({ cost_cents: after, cost_source: 'import', cost_updated_at: at, updated_at: at });
    }
    // Cost of goods already booked at the old costs, trued up in the books (finance postings.ts).
    await ctx.books.postCostChange(ctx, changes, { type: 'credential', id: ctx.credential.id }, 'cost_import');
  },
};
