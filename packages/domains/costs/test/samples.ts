/** Sample inputs of the costs operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t, key) => {
  const variants = (await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').limit(3)) as Array<{
    id: string;
    sku: string;
    external_id: string;
  }>;
  const [a, b, c] = variants as [(typeof variants)[0], (typeof variants)[0], (typeof variants)[0]];
  const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  const costCsv = `sku,unit_cost,currency\n${a.sku},12.34,EUR\n${b.sku},23.45,EUR\n`;
  const costErrors = `sku,unit_cost\nNO-SUCH-SKU,1.00\n${c.sku},-2\n${c.sku},3.333\n`;
  const expenseCsv =
    'date,category,description,amount,vendor\n2026-10-02,marketing_other,Sample pop-up stand,350.00,Sample Market\n2026-10-09,software,Sample seats,59.97,Sample Tools\n';
  const inspect = async (op: string, csv: string): Promise<string> => {
    const res = await t.call(op, { csv }, key);
    if (res.status !== 200) throw new Error(`${op} failed: ${JSON.stringify(res.body)}`);
    return res.body.result.inspection_id as string;
  };
  return {
    get_product_costs: [{}, { handle: product.handle }, { tier: 'estimated', limit: 20 }],
    get_expenses: [{}, { category: 'shipping', limit: 5 }],
    inspect_cost_import: [{ csv: costCsv }, { csv: costErrors }],
    inspect_expense_import: [{ csv: expenseCsv }, { csv: 'date,amount\nyesterday,abc\n' }],
    propose_cost_import: [{ csv: costCsv, inspection_id: await inspect('inspect_cost_import', costCsv), reason: 'sample' }],
    propose_expense_import: [{ csv: expenseCsv, inspection_id: await inspect('inspect_expense_import', expenseCsv) }],
    storefront_update_variant_cost: [{ variant_id: c.external_id, unit_cost: 9.99, reason: 'sample' }],
  };
};
