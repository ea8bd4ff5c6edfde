/**
 * What a webhook subscription's `event_types` filter means, checked against the event catalogue
 * (seed: Events "Subscribing" rules 2-5):
 * - every entry is an exact type or a prefix ending in `*` (the input schema's pattern) that
 *   matches at least one catalogued type of the subscription's family, else ArgumentError naming
 *   the entry (`event_types[2]`); an entry that only matches the other family says which
 *   operation subscribes those;
 * - the caller may read every matched type (its `scope`), else `insufficient_scope` listing the
 *   read scopes still missing (each is needed);
 * - no filter (null) means every type of the family the caller may read; when that is none,
 *   `insufficient_scope` listing the family's read scopes (any one would do);
 * - matched types nothing publishes yet are returned as `silent` (the `no_publisher_yet` warning).
 */
import {
  ArgumentError,
  EVENT_CATALOGUE,
  OperationError,
  receives,
  typesMatching,
  type EventDescriptor,
  type Types,
} from '@storeops/contract';

export type Family = EventDescriptor['family'];

/** How each family's types are subscribed (for the message of an entry of the other family). */
const SUBSCRIBED_WITH: Record<Family, string> = {
  store: 'subscription_create (POST /api/v1/subscriptions)',
  finance: 'finance_subscription_create (POST /api/v1/finance/subscriptions, per finance entity)',
};

export interface CheckedFilter {
  /** The catalogued types the filter matches that the caller may read, in catalogue order. */
  receives: EventDescriptor[];
  /** The matched types nothing emits yet (`publishing: false`). */
  silent: string[];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * Checks `filters` (null: no filter) of a `family` subscription for a caller who may read what
 * `mayRead` says. Throws ArgumentError (an entry matching nothing) or OperationError
 * `insufficient_scope` (see the module comment).
 */
export function checkFilter(
  filters: readonly string[] | null,
  family: Family,
  mayRead: (scope: string) => boolean,
  catalogue: readonly EventDescriptor[] = EVENT_CATALOGUE,
): CheckedFilter {
  const ofFamily = catalogue.filter((e) => e.family === family);
  if (filters === null) {
    const receives = ofFamily.filter((e) => mayRead(e.scope));
    if (receives.length === 0) {
      const scopes = unique(ofFamily.map((e) => e.scope));
      throw new OperationError(
        'insufficient_scope',
        `event_types: omitted, which means every ${family} event type this credential may read, and it may read none; it needs one of ${scopes.join(', ')} (or the read, write or admin bundle), or name the types in event_types`,
        { required_scopes: scopes },
      );
    }
    return { receives, silent: receives.filter((e) => !e.publishing).map((e) => e.type) };
  }
  const matched = new Set<string>();
  filters.forEach((entry, i) => {
    const hits = typesMatching(entry, catalogue, family);
    if (hits.length === 0) {
      const other: Family = family === 'store' ? 'finance' : 'store';
      const elsewhere = typesMatching(entry, catalogue, other).length > 0;
      throw new ArgumentError(
        `event_types[${i}]`,
        elsewhere
          ? `${entry} matches ${other} event types only; subscribe them with ${SUBSCRIBED_WITH[other]}`
          : `${entry} matches no ${family} event type of the catalogue (exact types such as ${ofFamily[0]?.type ?? 'order.created'}, or a prefix ending in *; every type: /api/v1/asyncapi.json)`,
      );
    }
    for (const e of hits) matched.add(e.type);
  });
  const receives = ofFamily.filter((e) => matched.has(e.type));
  const unreadable = receives.filter((e) => !mayRead(e.scope));
  if (unreadable.length > 0) {
    const scopes = unique(unreadable.map((e) => e.scope));
    throw new OperationError(
      'insufficient_scope',
      `event_types: receiving ${unreadable.map((e) => e.type).join(', ')} needs ${scopes.join(' and ')} (or the read, write or admin bundle), which this credential lacks`,
      { required_scopes: scopes },
    );
  }
  return { receives, silent: receives.filter((e) => !e.publishing).map((e) => e.type) };
}

/** The catalogued types a stored subscription receives now (its filter, bounded by its stored scopes). */
export function receivedTypes(
  filters: readonly string[] | null,
  family: Family,
  mayRead: (scope: string) => boolean,
  catalogue: readonly EventDescriptor[] = EVENT_CATALOGUE,
): string[] {
  // The dispatcher's own rule (contract `receives`), so what this lists is what gets delivered.
  return catalogue.filter((e) => e.family === family && receives(filters, e, mayRead)).map((e) => e.type);
}

/** The `no_publisher_yet` warning for `silent` types (none when empty). */
export function warningsFor(silent: readonly string[]): Types.SubscriptionWarning[] {
  if (silent.length === 0) return [];
  return [
    {
      code: 'no_publisher_yet',
      message: `Saved. Nothing emits ${silent.join(', ')} yet; ${silent.length === 1 ? 'it' : 'they'} will be delivered once a release starts emitting ${silent.length === 1 ? 'it' : 'them'}.`,
      event_types: [...silent],
    },
  ];
}
