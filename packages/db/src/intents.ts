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

/** The `field_owner` resource of a field: `<kind>:<ref>:<field>` (the second change of an `intent_declare` plan). */
export function ownerKey(f: OwnedField): string {
  return `${f.kind}:${f.ref}:${f.field}`;
}

/**
 * The change plan of an `intent_declare` card without its title: `f` goes from `before` to
 * `after` and `owner` (a credential id, or `declarant` until approval) becomes the field's owner;
 * no money moves; reversible by `intent_revert`. general/intents.ts previews it; the seeded
 * example cards (seed/examples.ts) carry the same.
 */
export function intentDeclarePlan(f: OwnedField, before: unknown, after: unknown, owner: string) {
  return {
    changes: [
      { resource_kind: f.kind, resource_ref: f.ref, field: f.field, before, after },
      { resource_kind: 'field_owner', resource_ref: ownerKey(f), field: 'owner', before: null, after: owner },
    ],
    amount_cents: null,
    reversibility_class: 'reversible' as const,
    reversal: {
      operation: 'intent_revert',
      arguments: {},
      description: 'Call intent_revert with intent_id = this approval_id: restores the previous value and ends the ownership.',
    },
  };
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
