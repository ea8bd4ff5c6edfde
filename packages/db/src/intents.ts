/**
 * Field ownership as stored (seed: "Intent ownership": one owner per field): the one query both the
 * intent operations and simulation's ownership gate ask.
 */
import type { StoreScope } from './scope';
import type { IntentRow } from './tables';

/** The field a declaration owns: resource kind, resource id, field name. */
export interface OwnedField {
  kind: string;
  ref: string;
  field: string;
}

/**
 * The declaration that owns `f` in the scope's store at `now`: status `active` and not yet expired
 * (an `active` row past `expires_at` owns nothing; the sweep marks it `expired` later). Undefined
 * when the field has no owner.
 */
export async function activeOwner(scope: StoreScope, f: OwnedField, now: Date): Promise<IntentRow | undefined> {
  return (await scope
    .from('intents')
    .where({ resource_kind: f.kind, resource_ref: f.ref, field: f.field, status: 'active' })
    .andWhere('expires_at', '>', now.toISOString())
    .first()) as IntentRow | undefined;
}
