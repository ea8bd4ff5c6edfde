/**
 * Gate 1, resolve (docs/ARCHITECTURE.md "One invocation core"; seed "Errors" `not_found`): the call's
 * operation by name. An unknown name, or an operation that does not exist for the caller's store
 * (storefront tools of a business without a storefront, sandbox test helpers on a live store),
 * is 404 `not_found`; its message suggests up to 3 close names the credential may call.
 *
 * Errors: 404 `not_found`.
 */
import { distance } from 'fastest-levenshtein';
import { excerpt, type Access, type OperationDescriptor, type StoreInfo } from '@storeops/contract';
import { ServiceError } from '../../errors';
import type { Credential } from '../../auth/credentials';

/** The registry as gate 1 sees it: the operations by name, and whether a credential may call one. */
export interface Catalogue {
  readonly operations: ReadonlyMap<string, OperationDescriptor>;
  access(op: OperationDescriptor, credential: Credential, store: StoreInfo): Access;
}

/** Longest name suggestions are computed for (no operation name comes near a longer one). */
const MAX_SUGGESTED_NAME = 64;

/**
 * Up to 3 names of operations `credential` may call on `store` within a small edit distance of
 * `name` (Levenshtein over UTF-16 units, of `name` lower-cased: a typo is at most 2 edits, or a
 * third of the name's length for longer names), closest first, then alphabetical. Operations the
 * credential cannot call are never named. Empty for an empty name or one over 64 characters.
 */
export function closestNames(catalogue: Catalogue, name: string, credential: Credential, store: StoreInfo): string[] {
  if (name.length === 0 || name.length > MAX_SUGGESTED_NAME) return [];
  const bound = Math.max(2, Math.floor(name.length / 3));
  const lower = name.toLowerCase();
  return [...catalogue.operations.values()]
    .filter((op) => catalogue.access(op, credential, store) === 'allowed')
    .map((op) => ({ name: op.name, distance: distance(lower, op.name) }))
    .filter((c) => c.distance <= bound)
    .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : 1))
    .slice(0, 3)
    .map((c) => c.name);
}

/**
 * The operation `name` as `credential` may see it on `store`.
 * @throws ServiceError `not_found` when there is none, or it does not exist for this store
 */
export function resolveOperation(catalogue: Catalogue, name: string, credential: Credential, store: StoreInfo): OperationDescriptor {
  const op = catalogue.operations.get(name);
  if (op !== undefined && catalogue.access(op, credential, store) !== 'not_for_store') return op;
  const near = closestNames(catalogue, name, credential, store);
  throw new ServiceError(
    'not_found',
    `No operation named ${excerpt(name)} is exposed to this credential.${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''} Call list_store_actions or read /api/v1/openapi.json for the catalogue.`,
  );
}
