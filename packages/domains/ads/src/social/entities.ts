/**
 * social_get_ad_entities (seed catalogue "ads"; ads:read, read): the social-ads account's
 * campaigns, ad sets and ads with their hierarchy, own and effective statuses, through the
 * social-ads connector. Newest first, paged with an opaque `before` cursor.
 */
import {
  ArgumentError,
  OperationError,
  decodeCursor,
  encodeCursor,
  toMajor,
  type HandlerContext,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import type { EntityQuery, EntityStatus, SocialAd, SocialAdSet, SocialCampaign } from '@storeops/contract/ports/social-ads';

const CURSOR_PREFIX = 'sae1.';
type Entity = Types.SocialAdEntity;
type Effective = Entity['effective_status'];

/** Own status combined with the parents' (parents first: removed beats paused). */
export function effectiveStatus(own: EntityStatus, campaign: EntityStatus, adset?: EntityStatus): Effective {
  if (own === 'removed' || campaign === 'removed' || adset === 'removed') return 'removed';
  if (own === 'paused') return 'paused';
  if (adset === 'paused') return 'adset_paused';
  if (campaign === 'paused') return 'campaign_paused';
  return 'active';
}

/** The social campaign `id`, or 400 `invalid_request` naming `field`. */
export async function requireCampaign(ctx: HandlerContext, id: string, field: string): Promise<SocialCampaign> {
  const c = await ctx.connectors.meta.socialCampaign(ctx, id);
  if (c === null) throw new OperationError('invalid_request', `${field}: no social (meta) campaign ${JSON.stringify(id)} in this store`);
  return c;
}

const NONE = {
  objective: null,
  bidding: null,
  daily_budget: null,
  optimization_goal: null,
  targeting: null,
  creative: null,
  adset_count: null,
};

function campaignEntity(c: SocialCampaign, currency: string): Entity {
  return {
    ...NONE,
    level: 'campaign',
    id: c.id,
    name: c.name,
    status: c.status,
    effective_status: effectiveStatus(c.status, c.status),
    campaign_id: c.id,
    adset_id: null,
    objective: c.objective,
    bidding: c.bidding,
    daily_budget: toMajor(c.daily_budget_cents, currency),
    adset_count: c.adset_count,
    ad_count: c.ad_count,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

function adSetEntity(s: SocialAdSet): Entity {
  return {
    ...NONE,
    level: 'adset',
    id: s.id,
    name: s.name,
    status: s.status,
    effective_status: effectiveStatus(s.status, s.campaign_status),
    campaign_id: s.campaign_id,
    adset_id: s.id,
    optimization_goal: s.optimization_goal as Entity['optimization_goal'],
    targeting: s.targeting as Types.SocialTargeting,
    ad_count: s.ad_count,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

function adEntity(a: SocialAd): Entity {
  return {
    ...NONE,
    level: 'ad',
    id: a.id,
    name: a.name,
    status: a.status,
    effective_status: effectiveStatus(a.status, a.campaign_status, a.adset_status),
    campaign_id: a.campaign_id,
    adset_id: a.adset_id,
    creative: a.creative as Types.SocialCreative,
    ad_count: null,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export async function socialGetAdEntities(
  input: WithDefaults<Types.SocialGetAdEntitiesInput, 'level' | 'limit'>,
  ctx: HandlerContext,
): Promise<Types.SocialGetAdEntitiesResult> {
  const connector = ctx.connectors.meta;
  if (input.level === 'campaign' && input.adset_id !== undefined) {
    throw new ArgumentError('adset_id', 'applies to levels adset and ad only');
  }
  if (input.campaign_id !== undefined) await requireCampaign(ctx, input.campaign_id, 'campaign_id');
  if (input.adset_id !== undefined && (await connector.adSet(ctx, input.adset_id)) === null) {
    throw new OperationError('invalid_request', `adset_id: no ad set ${JSON.stringify(input.adset_id)} in this store's social-ads account`);
  }
  const query: EntityQuery = {
    ...(input.campaign_id === undefined ? {} : { campaignId: input.campaign_id }),
    ...(input.adset_id === undefined ? {} : { adsetId: input.adset_id }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.before === undefined ? {} : { before: decodeCursor(CURSOR_PREFIX, input.before) }),
    limit: input.limit + 1,
  };
  let entities: Entity[];
  if (input.level === 'campaign') {
    entities = (await connector.socialCampaigns(ctx, query)).map((c) => campaignEntity(c, ctx.store.currency));
  } else if (input.level === 'adset') {
    entities = (await connector.adSets(ctx, query)).map(adSetEntity);
  } else {
    entities = (await connector.ads(ctx, query)).map(adEntity);
  }
  const page = entities.slice(0, input.limit);
  const hasMore = entities.length > input.limit;
  const last = page[page.length - 1];
  return {
    level: input.level,
    currency: ctx.store.currency,
    entities: page,
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor(CURSOR_PREFIX, last) : null,
  };
}
