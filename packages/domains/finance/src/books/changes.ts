/**
 * The change feed (seed: Subscribing 6 "Missed finance events can be replayed from the finance
 * change feed (`finance_changes`), which keeps 730 days"; Limits). Every `fin.*` event is written
 * twice in the caller's transaction: to the outbox (delivery) and to `finance_changes` under the
 * same id, so each delivered event id appears in the feed, in the order the changes committed
 * (`seq`).
 */
import type { EventData, EventType } from '@storeops/contract';
import type { BooksContext } from './context';

/** The finance event types (family `finance`). */
export type FinanceEventType = Extract<EventType, `fin.${string}`>;

/** Emits `type` for `subject` with `data` and appends it to the entity's change feed; resolves to the event id. */
export async function recordChange<T extends FinanceEventType>(
  ctx: Pick<BooksContext, 'scope' | 'now' | 'emit'>,
  entityId: string,
  type: T,
  subject: string,
  data: EventData<T>,
): Promise<string> {
  const id = await ctx.emit(type, subject, data);
  await ctx.scope.insert('finance_changes', {
    id,
    entity_id: entityId,
    type,
    subject,
    data: JSON.stringify(data),
    occurred_at: ctx.now.toISOString(),
  });
  return id;
}
