/**
 * The finance books as other domains reach them (HandlerContext `books`; contract `Books`): the
 * postings of postings.ts and the unit-cost estimate of cost-estimate.ts, behind the narrow
 * interface the server wires into every handler context. Other domains never import this
 * package; the server registers `books` from its index next to the handler map.
 */
import type { Books } from '@storeops/contract';
import { estimate, storeCostBasis } from './cost-estimate';
import { postCostChange, postExpenseImport, postOrder, postRefund } from './postings';

export const books: Books = {
  async postOrder(caller, orderId, actor) {
    await postOrder(caller, orderId, actor);
  },
  async postRefund(caller, refundId, actor) {
    await postRefund(caller, refundId, actor);
  },
  async postExpenseImport(caller, expenses, actor) {
    await postExpenseImport(caller, expenses, actor);
  },
  async postCostChange(caller, changes, actor, kind) {
    await postCostChange(caller, changes, actor, kind);
  },
  async costEstimator(scope) {
    const { ratios } = await storeCostBasis(scope);
    return (productType, priceCents) => estimate(ratios, productType, priceCents);
  },
};
