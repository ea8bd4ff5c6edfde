/**
 * The lifecycle transition table (lifecycle.ts) against the seeded history: every product move the
 * seeded decisions record (`transition_state`) is a legal move, so the table and the demo store
 * tell the same story; and the table is closed over the nine states with no self-moves.
 */
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STATES, type LifecycleState } from '@storeops/db';
import { LIFECYCLE_TRANSITIONS, isLegalMove } from './lifecycle';
import { useSeededDb } from '@storeops/testkit/db';

const s = useSeededDb();

describe('LIFECYCLE_TRANSITIONS', () => {
  it('covers exactly the nine states, each with at least one next state and no move to itself', () => {
    expect(Object.keys(LIFECYCLE_TRANSITIONS).sort()).toEqual([...LIFECYCLE_STATES].sort());
    for (const [from, next] of Object.entries(LIFECYCLE_TRANSITIONS)) {
      expect(next.length, from).toBeGreaterThan(0);
      expect(next, from).not.toContain(from);
      for (const to of next) expect(LIFECYCLE_STATES).toContain(to);
    }
  });

  it('allows every lifecycle move the seeded decisions record', async () => {
    const moves = (await s
      .db('decisions')
      .where({ store_id: s.hostedStoreId, action: 'transition_state' })
      .whereRaw('from_state <> to_state')
      .distinct('from_state', 'to_state')) as Array<{ from_state: string; to_state: string }>;
    expect(moves.length).toBeGreaterThan(5);
    const illegal = moves.filter(
      (m) => !isLegalMove(m.from_state.toLowerCase() as LifecycleState, m.to_state.toLowerCase() as LifecycleState),
    );
    expect(illegal).toEqual([]);
  });
});
