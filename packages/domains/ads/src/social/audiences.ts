/**
 * social_get_audiences (seed catalogue "ads"; ads:read, read): custom and lookalike audiences of
 * the social-ads account with their approximate sizes, through the social-ads connector.
 */
import { decodeCursor, encodeCursor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import type { SocialAudience } from '@storeops/contract/ports/social-ads';

const CURSOR_PREFIX = 'sau1.';
/** The platforms' minimum audience size for delivery. */
export const MIN_TARGETABLE = 100;

export function audienceView(a: SocialAudience): Types.SocialAudience {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    subtype: a.subtype,
    source: a.source,
    source_audience_id: a.source_audience_id,
    lookalike:
      a.lookalike_ratio === null || a.lookalike_country === null
        ? null
        : { ratio_percent: a.lookalike_ratio, country: a.lookalike_country },
    retention_days: a.retention_days,
    approximate_size: a.approximate_size,
    member_count: a.member_count,
    segment: a.segment as Types.SocialAudienceSegment | null,
    status: a.status,
    targetable: a.status === 'ready' && a.approximate_size >= MIN_TARGETABLE,
    last_synced_at: a.last_synced_at,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export async function socialGetAudiences(
  input: WithDefaults<Types.SocialGetAudiencesInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.SocialGetAudiencesResult> {
  const rows = await ctx.connectors.meta.audiences(ctx, {
    ...(input.type === undefined ? {} : { type: input.type }),
    ...(input.before === undefined ? {} : { before: decodeCursor(CURSOR_PREFIX, input.before) }),
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page[page.length - 1];
  return {
    audiences: page.map(audienceView),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor(CURSOR_PREFIX, last) : null,
  };
}
