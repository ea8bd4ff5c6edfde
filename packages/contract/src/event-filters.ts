/**
 * Subscription filters (seed: Subscribing rules 2-3, "Subscription"): an `event_types` entry is an
 * exact type or a prefix ending in `*` (`order.*`, `fin.bank*`, `*`); an omitted filter means
 * every type of the subscription's family the credential may read. What an endpoint receives is
 * bounded by the creating credential's scopes, whatever its filter says.
 */
import type { EventDescriptor } from './event-descriptor';

/** Whether one filter entry matches `type`. */
export function filterMatches(filter: string, type: string): boolean {
  return filter.endsWith('*') ? type.startsWith(filter.slice(0, -1)) : filter === type;
}

/** The catalogued types of `family` that `filter` matches (empty: the entry matches no type). */
export function typesMatching(filter: string, catalogue: readonly EventDescriptor[], family: EventDescriptor['family']): EventDescriptor[] {
  return catalogue.filter((e) => e.family === family && filterMatches(filter, e.type));
}

/**
 * Whether a subscription with `filters` (null: every type) and a credential that may read
 * `mayRead(scope)` receives an event of `type` (looked up in `catalogue`; an uncatalogued type is
 * never delivered).
 */
export function receives(
  filters: readonly string[] | null,
  event: Pick<EventDescriptor, 'type' | 'scope'>,
  mayRead: (scope: string) => boolean,
): boolean {
  if (!mayRead(event.scope)) return false;
  return filters === null || filters.some((f) => filterMatches(f, event.type));
}
