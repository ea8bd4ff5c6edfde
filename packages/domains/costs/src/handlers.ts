/**
 * The costs domain's handler map (generated `CostsHandlers`): each handler only unpacks its
 * validated input and context; the rules are in the modules it names.
 */
import type { CostsHandlers } from '@storeops/contract';
import { inspectCosts, proposeCostImport } from './cost-import';
import { inspectExpenses, proposeExpenseImport } from './expense-import';
import { expenses } from './expenses';
import { productCosts } from './product-costs';
import { updateVariantCost } from './variant-cost';

export const handlers = {
  get_product_costs: (input, ctx) => productCosts(ctx, input),

  get_expenses: (input, ctx) => expenses(ctx, input),

  inspect_cost_import: (input, ctx) => inspectCosts(ctx, input.csv),

  inspect_expense_import: (input, ctx) => inspectExpenses(ctx, input.csv),

  propose_cost_import: proposeCostImport,

  propose_expense_import: proposeExpenseImport,

  storefront_update_variant_cost: updateVariantCost,
} satisfies CostsHandlers;
