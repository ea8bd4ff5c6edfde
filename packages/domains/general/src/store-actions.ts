/**
 * list_store_actions (seed catalogue "general"): the acting surface, from the operation registry.
 * Reads no store data.
 */
import { OPERATIONS, type HandlerContext, type OperationDescriptor, type Types } from '@storeops/contract';

/** Operations in the published catalogue (seed, "What the service does": 188 = 106 + 48 + 34). */
export const CATALOGUE_TOTAL = 188;

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The write operations (`auto_write`, `propose_write`) of `registry` this credential may call here,
 * optionally of one domain, ordered by domain then name; and `exposure` over the whole catalogue
 * (the registry's `catalogue` operations: not test helpers or webhook subscriptions) whatever
 * `domain` says. Operations of the catalogue missing from the registry count as
 * `not_yet_served`, so the four counts add up to `catalogue_total`.
 */
export async function listStoreActions(
  input: Types.ListStoreActionsInput,
  ctx: Pick<HandlerContext, 'access'>,
  registry: readonly OperationDescriptor[] = OPERATIONS,
): Promise<Types.ListStoreActionsResult> {
  const access = registry.map((op) => ({ op, access: ctx.access(op) }));
  const domain = input.domain ?? null;
  const actions = access
    .filter(({ op, access }) => op.tier !== 'read' && access === 'allowed' && (domain === null || op.domain === domain))
    .map(({ op }) => op)
    .sort((a, b) => byCodePoint(a.domain, b.domain) || byCodePoint(a.name, b.name))
    .map((op) => ({
      name: op.name,
      domain: op.domain as Types.Domain,
      tier: op.tier as Types.StoreAction['tier'],
      authority: op.authority,
      scope: op.scope as Types.Scope,
      description: op.description,
      path: op.path,
      parameters: structuredClone(op.inputSchema) as Types.ActionParameters,
    }));
  // The catalogue's operations only: test helpers and webhook subscriptions are not part of it.
  const catalogue = access.filter(({ op }) => op.catalogue);
  const count = (a: string) => catalogue.filter((x) => x.access === a).length;
  return {
    domain,
    actions,
    exposure: {
      catalogue_total: CATALOGUE_TOTAL,
      exposed: count('allowed'),
      withheld_by_scope: count('missing_scope'),
      not_available_for_store: count('not_for_store'),
      not_yet_served: Math.max(0, CATALOGUE_TOTAL - catalogue.length),
    },
  };
}
