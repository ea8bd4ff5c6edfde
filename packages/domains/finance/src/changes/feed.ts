/**
 * finance_changes (seed catalogue "finance"; Subscribing 6 "Missed finance events can be replayed
 * from the finance change feed (`finance_changes`), which keeps 730 days"; Limits "Finance change
 * feed retention 730 days"): one entity's `fin.*` events in feed order (`finance_changes.seq`).
 *
 * Position (`after` / `next_cursor`): an opaque keyset cursor of `[entity_id, seq, read_at]`:
 * the last feed position the caller has seen and the instant up to which it has seen everything
 * (the last change's `occurred_at` when more were waiting, else the time of the answer). A position
 * whose `read_at` is older than the retention horizon may have lost changes to the sweep: the
 * answer then starts at the oldest change kept and says `gap: true`.
 *
 * Ordering caveat: `seq` is assigned when a change is inserted; the books engine writes under the
 * entity's lock (`lockEntity`), so changes of one entity commit in `seq` order.
 */
import { ArgumentError, EVENT_CATALOGUE, type HandlerContext, type Types } from '@storeops/contract';
import type { FinanceChangeRow } from '@storeops/db';
import { entityRef, loadEntity, num } from '../books';
import { decodeCursor, encodeCursor } from '../paging';

/** Seed Limits: "Finance change feed retention 730 days". */
export const CHANGE_RETENTION_DAYS = 730;
const DAY_MS = 86_400_000;

/** The instant before which changes are no longer kept (now − 730 days). */
export function retentionHorizon(now: Date): Date {
  return new Date(now.getTime() - CHANGE_RETENTION_DAYS * DAY_MS);
}

/** Rows deleted per statement by {@link sweepExpiredChanges}. */
const SWEEP_BATCH = 5_000;

/**
 * The retention sweep of one store (sweeps.ts `finance_change_retention`): deletes its changes older
 * than {@link retentionHorizon}(`ctx.now`), oldest first, in batches of 5,000 through the
 * `(store_id, occurred_at)` index; resolves to how many were deleted. The feed never returns such
 * rows even before the sweep has run.
 */
export async function sweepExpiredChanges(ctx: Pick<HandlerContext, 'scope' | 'now'>): Promise<number> {
  const horizon = retentionHorizon(ctx.now).toISOString();
  let deleted = 0;
  for (;;) {
    const n = Number(
      await ctx.scope
        .from('finance_changes')
        .whereIn(
          'seq',
          ctx.scope.from('finance_changes').where('occurred_at', '<', horizon).orderBy('occurred_at').limit(SWEEP_BATCH).select('seq'),
        )
        .delete(),
    );
    deleted += n;
    if (n < SWEEP_BATCH) return deleted;
  }
}

/** Every finance event type of the catalogue (family `finance`). */
const FINANCE_TYPES: readonly string[] = EVENT_CATALOGUE.filter((e) => e.family === 'finance').map((e) => e.type);

/**
 * The finance event types `filters` select (exact types or prefixes ending in `*`), or null for
 * every type; throws `ArgumentError('types[i]')` for an entry that matches no finance type.
 */
export function selectTypes(filters: readonly string[] | undefined): string[] | null {
  if (filters === undefined) return null;
  const selected = new Set<string>();
  let all = false;
  filters.forEach((f, i) => {
    const matches = f.endsWith('*') ? FINANCE_TYPES.filter((t) => t.startsWith(f.slice(0, -1))) : FINANCE_TYPES.filter((t) => t === f);
    if (matches.length === 0)
      throw new ArgumentError(`types[${i}]`, `${f} matches no finance event type (fin.*; see /api/v1/asyncapi.json)`);
    if (f === '*' || f === 'fin.*') all = true;
    for (const t of matches) selected.add(t);
  });
  return all ? null : [...selected];
}

type Input = Types.FinanceChangesInput & { limit: number };

/** finance_changes: see the module docstring; throws `ArgumentError` naming `entity_id`, `after` or `types[i]`. */
export async function financeChanges(input: Input, ctx: HandlerContext): Promise<Types.FinanceChangesResult> {
  const entity = await loadEntity(ctx, input.entity_id);
  const types = selectTypes(input.types);
  const horizon = retentionHorizon(ctx.now).toISOString();
  let afterSeq = 0;
  let gap = false;
  if (input.after !== undefined) {
    let key: Array<string | number>;
    try {
      key = decodeCursor('finance_changes', input.after, 3);
    } catch {
      throw new ArgumentError('after', 'is not a feed position this API issued for finance_changes (pass next_cursor unchanged)');
    }
    const [entityId, seq, readAt] = key;
    if (entityId !== entity.id || typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0 || typeof readAt !== 'string')
      throw new ArgumentError('after', `is not a feed position of entity ${entity.id} (pass the next_cursor of this entity's feed)`);
    afterSeq = seq;
    gap = readAt < horizon;
  }
  const q = ctx.scope
    .from('finance_changes')
    .where({ entity_id: entity.id })
    .where('occurred_at', '>=', horizon)
    .where('seq', '>', afterSeq);
  if (types !== null) q.whereIn('type', types);
  const rows = (await q.orderBy('seq').limit(input.limit + 1)) as FinanceChangeRow[];
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page[page.length - 1];
  const position = last !== undefined ? num(last.seq) : afterSeq;
  const readAt = hasMore && last !== undefined ? last.occurred_at : ctx.now.toISOString();
  return {
    entity: entityRef(entity),
    changes: page.map((r) => ({
      id: r.id,
      type: r.type,
      subject: r.subject,
      occurred_at: r.occurred_at,
      data: JSON.parse(r.data) as Record<string, unknown>,
    })),
    has_more: hasMore,
    next_cursor: encodeCursor('finance_changes', [entity.id, position, readAt]),
    gap,
    retained_from: horizon,
  };
}
