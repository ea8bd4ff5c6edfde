/**
 * get_research_candidates (seed catalogue "research"; research:read, read; seed "Alternate
 * surface" GET /v1/research/candidates, six discovery lanes): candidates computed now from the
 * store's own rows by the lanes' documented rules (lanes.ts), paged by an opaque cursor bound to
 * the lane filter and the UTC day.
 */
import type { HandlerContext, Types, WithDefaults } from '@storeops/contract';
import { decodeCursor, encodeCursor } from './common';
import { LANES, RULES, laneCandidates } from './lanes';
import { loadRows } from './rows';

const CURSOR_PREFIX = 'rc1.';

export async function getResearchCandidates(
  input: WithDefaults<Types.GetResearchCandidatesInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetResearchCandidatesResult> {
  const rows = await loadRows(ctx);
  const asOf = rows.window.endDay;
  const key = JSON.stringify([input.lane ?? null, asOf]);
  const offset = decodeCursor(CURSOR_PREFIX, input.cursor, key);
  const lanes = input.lane !== undefined ? [input.lane] : LANES;
  const perLane = lanes.map((lane) => ({ lane, candidates: laneCandidates(lane, rows) }));
  const all = perLane.flatMap((l) => l.candidates);
  const hasMore = offset + input.limit < all.length;
  return {
    as_of: asOf,
    currency: ctx.store.currency,
    lanes: perLane.map((l) => ({ lane: l.lane, candidates: l.candidates.length, rule: RULES[l.lane] })),
    candidates: all.slice(offset, offset + input.limit),
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(CURSOR_PREFIX, offset + input.limit, key) : null,
  };
}
