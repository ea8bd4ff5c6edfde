/**
 * Shared input and output of the commerce-core seed extensions: each
 * extension (catalog-content.ts, order-extras.ts, promotions.ts, costs.ts) receives the generated
 * hosted and business worlds and its own PRNG fork, may fill migration-015 columns on the given
 * product / variant / order / refund rows (before they are inserted), and returns rows of its new
 * tables. No extension draws from another's fork, so each one's rows are stable on their own.
 */
import type { CsMessageRow, CsThreadRow, TableName } from '../tables';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import type { Clock } from './time';

export interface CommerceSeedInput {
  clock: Clock;
  hosted: { storeId: string; currency: string; products: ProductPlan[]; orders: OrderPlan[] };
  business: { storeId: string; currency: string; orders: OrderPlan[] };
  /** CS threads and messages of both stores. */
  cs?: { threads: CsThreadRow[]; messages: CsMessageRow[] };
}

/** Rows of new tables per table name (inserted after the base tables, parents first as listed). */
export type CommerceRows = Partial<Record<TableName, readonly object[]>>;

/** One seed extension. */
export type CommerceSeed = (rng: Rng, input: CommerceSeedInput) => CommerceRows;
