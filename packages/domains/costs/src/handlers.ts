/** The costs domain's handler map (generated `CostsHandlers`); each handler lives in the file named for it. */
import type { CostsHandlers } from '@storeops/contract';
import { inspectCostImport, proposeCostImport } from './cost-import';
import { inspectExpenseImport, proposeExpenseImport } from './expense-import';
import { getExpenses } from './expenses';
import { getProductCosts } from './product-costs';
import { storefrontUpdateVariantCost } from './variant-cost';

export const handlers = {
  get_expenses: getExpenses,
  get_product_costs: getProductCosts,
  inspect_cost_import: inspectCostImport,
  inspect_expense_import: inspectExpenseImport,
  propose_cost_import: proposeCostImport,
  propose_expense_import: proposeExpenseImport,
  storefront_update_variant_cost: storefrontUpdateVariantCost,
} satisfies CostsHandlers;
