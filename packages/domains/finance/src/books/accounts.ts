/** Chart-of-accounts lookups for the engine and the handlers (migration 020 `finance_accounts`). */
import { ArgumentError } from '@storeops/contract';
import type { FinanceAccountRow } from '@storeops/db';
import type { BooksContext } from './context';

/**
 * The account of `entityId` with role `systemKey` (e.g. `sales`, `psp_clearing`); throws `Error`
 * when the entity's chart lacks it (a chart without the role cannot take the posting: a service
 * fault, not a caller's).
 */
export async function accountByKey(ctx: Pick<BooksContext, 'scope'>, entityId: string, systemKey: string): Promise<FinanceAccountRow> {
  const row = (await ctx.scope.from('finance_accounts').where({ entity_id: entityId, system_key: systemKey }).first()) as
    FinanceAccountRow | undefined;
  if (row === undefined) throw new Error(`finance entity ${entityId} has no account with system key ${systemKey}`);
  return row;
}

/**
 * The accounts `ids` of `entityId`, by id; throws `ArgumentError(argument)` naming the first id
 * that is not an active account of the entity.
 */
export async function accountsById(
  ctx: Pick<BooksContext, 'scope'>,
  entityId: string,
  ids: readonly string[],
  argument: string,
): Promise<Map<string, FinanceAccountRow>> {
  const unique = [...new Set(ids)];
  const rows = (await ctx.scope.from('finance_accounts').where({ entity_id: entityId }).whereIn('id', unique)) as FinanceAccountRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const a = byId.get(id);
    if (a === undefined) throw new ArgumentError(argument, `${id} is not an account of this entity's chart of accounts`);
    if (!(a.is_active === true || a.is_active === 1)) throw new ArgumentError(argument, `account ${a.code} ${a.name} is inactive`);
  }
  return byId;
}
