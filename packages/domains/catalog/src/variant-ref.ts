/**
 * Resolves the variant reference storefront writes take (`variant_id`: the storefront's
 * `external_id` or the service's UUID `id`) to the variant's row in this store. Shared with the
 * costs domain (exported from the package).
 */
import { ArgumentError, excerpt, type HandlerContext } from '@storeops/contract';
import type { VariantRow } from '@storeops/db';

/** A UUID (the service's ids); anything else is a storefront external id. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The variant named by `ref`; throws ArgumentError (`variant_id`) when the store has none. */
export async function findVariant(ctx: HandlerContext, ref: string): Promise<VariantRow> {
  const q = ctx.scope.from('variants');
  const row = (await (UUID.test(ref) ? q.where({ id: ref }) : q.where({ external_id: ref })).first()) as VariantRow | undefined;
  if (row === undefined)
    throw new ArgumentError('variant_id', `no variant ${excerpt(ref)} in this store (use external_id or id from get_variants)`);
  return row;
}
