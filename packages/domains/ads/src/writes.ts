/**
 * The ads domain's proposed writes (seed catalogue "ads"; ads:write, propose_write), applied once
 * approved through the connector of the platform running the campaign's channel (platforms.ts
 * `adPlatform`: Google Ads, Microsoft Advertising, Meta or the marketplace):
 * - ads_set_campaign_status / ads_set_campaign_budget: one campaign's `status` / `daily_budget`
 *   (intent-declarable fields: the plan names them as `campaign` `<id>` `status|daily_budget`, so
 *   the ownership gate sees them; budgets in major units, as intents hold them); on apply they
 *   publish `campaign.status_changed`;
 * - ads_add_negative_keywords: campaign-level negative keywords of a search campaign (its search platform);
 * - ads_create_campaign: a new search campaign on the platform of its channel (`creates: true`,
 *   named by its name until applied).
 *
 * `amount_cents` (what spend ceilings count): the additional daily spend the write commits, in
 * cents: a budget change's increase per day (0 when lowering), enabling a campaign's daily
 * budget, pausing 0, a new campaign's daily budget (whatever its initial status), negative
 * keywords null. The core re-runs `preview` on approval and fails the card when a `before` moved.
 */
import {
  ArgumentError,
  excerpt,
  formatMoney,
  parseMajor,
  toMajor,
  type ChangeItem,
  type ChangePlan,
  type EventData,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import type { Campaign } from '@storeops/contract/ports/ad-platform';
import type { MatchType, SearchAdsPort } from '@storeops/contract/ports/search-ads';
import { findCampaign, ymd } from './common';
import { adPlatform, isSearchChannel, searchCustomers, searchPlatform } from './platforms';

const suffix = (reason: string | undefined): string => (reason === undefined ? '' : `: ${reason}`);

/** A campaign that can still change (not removed). */
async function changeable(ctx: HandlerContext, id: string): Promise<Campaign> {
  const c = await findCampaign(ctx, id);
  if (c.status === 'removed') throw new ArgumentError('campaign_id', `campaign ${c.id} is removed and can no longer change`);
  return c;
}

/** Who applied the change, for `campaign.status_changed`. */
function actorOf(ctx: WriteContext): EventData<'campaign.status_changed'>['actor'] {
  const email = ctx.credential.operatorEmail;
  return email !== undefined ? { type: 'operator', id: email } : { type: 'credential', id: ctx.credential.id };
}

/**
 * An owned field the write just set: the gates (run again on approval, in this transaction) let it
 * through only for the owning credential, so the owner moved its own field; the declaration's
 * `desired` follows, so the read-back sweep does not mistake the owner's write for an external
 * overwrite (and a later change on the platform is announced against the new value).
 */
async function followIntent(
  ctx: WriteContext,
  campaignId: string,
  field: 'status' | 'daily_budget',
  value: string | number,
): Promise<void> {
  await ctx.scope
    .from('intents')
    .where({ resource_kind: 'campaign', resource_ref: campaignId, field, status: 'active' })
    .update({ desired: JSON.stringify(value), overwritten_at: null, overwritten_value: null, updated_at: ctx.now.toISOString() });
}

async function announce(ctx: WriteContext, before: Campaign, fields: Array<'status' | 'daily_budget'>): Promise<void> {
  const after = (await adPlatform(ctx, before.channel).campaign(ctx, before.id))!;
  const previous: { status?: Campaign['status']; daily_budget?: number } = {};
  if (fields.includes('status')) previous.status = before.status;
  if (fields.includes('daily_budget')) previous.daily_budget = toMajor(before.daily_budget_cents, ctx.store.currency);
  await ctx.emit('campaign.status_changed', after.id, {
    campaign_id: after.id,
    platform: after.channel,
    name: after.name,
    status: after.status,
    daily_budget: toMajor(after.daily_budget_cents, ctx.store.currency),
    bidding: after.bidding,
    currency: ctx.store.currency,
    fields,
    previous,
    actor: actorOf(ctx),
    receipt_id: ctx.planReceiptId,
  });
}

export const adsSetCampaignStatus: ProposedWriteHandler<Types.AdsSetCampaignStatusInput> = {
  async preview(input, ctx) {
    const c = await changeable(ctx, input.campaign_id);
    if (c.status === input.status) throw new ArgumentError('status', `nothing to change: campaign ${c.id} is already ${c.status}`);
    const enabling = input.status === 'enabled';
    return {
      title: `${enabling ? 'Enable' : 'Pause'} campaign ${excerpt(c.name)} (${c.status} → ${input.status}${
        enabling ? `, resumes spending up to ${formatMoney(c.daily_budget_cents, ctx.store.currency)} a day` : ''
      })${suffix(input.reason)}`,
      changes: [{ resource_kind: 'campaign', resource_ref: c.id, field: 'status', before: c.status, after: input.status }],
      amount_cents: enabling ? c.daily_budget_cents : 0,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'ads_set_campaign_status',
        arguments: { campaign_id: c.id, status: c.status },
        description: `Set the campaign's status back to ${c.status}.`,
      },
    };
  },
  async apply(input, ctx) {
    const before = await changeable(ctx, input.campaign_id);
    await adPlatform(ctx, before.channel).updateCampaign(ctx, before.id, { status: input.status });
    await followIntent(ctx, before.id, 'status', input.status);
    await announce(ctx, before, ['status']);
  },
};

export const adsSetCampaignBudget: ProposedWriteHandler<Types.AdsSetCampaignBudgetInput> = {
  async preview(input, ctx) {
    const c = await changeable(ctx, input.campaign_id);
    const next = parseMajor('daily_budget', input.daily_budget, ctx.store.currency);
    if (next === c.daily_budget_cents) {
      throw new ArgumentError('daily_budget', `nothing to change: the daily budget is already ${formatMoney(next, ctx.store.currency)}`);
    }
    return {
      title: `Set the daily budget of campaign ${excerpt(c.name)} from ${formatMoney(c.daily_budget_cents, ctx.store.currency)} to ${formatMoney(
        next,
        ctx.store.currency,
      )}${suffix(input.reason)}`,
      changes: [
        {
          resource_kind: 'campaign',
          resource_ref: c.id,
          field: 'daily_budget',
          before: toMajor(c.daily_budget_cents, ctx.store.currency),
          after: toMajor(next, ctx.store.currency),
        },
      ],
      amount_cents: Math.max(0, next - c.daily_budget_cents),
      reversibility_class: 'reversible',
      reversal: {
        operation: 'ads_set_campaign_budget',
        arguments: { campaign_id: c.id, daily_budget: toMajor(c.daily_budget_cents, ctx.store.currency) },
        description: `Set the daily budget back to ${formatMoney(c.daily_budget_cents, ctx.store.currency)}.`,
      },
    };
  },
  async apply(input, ctx) {
    const before = await changeable(ctx, input.campaign_id);
    const cents = parseMajor('daily_budget', input.daily_budget, ctx.store.currency);
    await adPlatform(ctx, before.channel).updateCampaign(ctx, before.id, { daily_budget_cents: cents });
    await followIntent(ctx, before.id, 'daily_budget', toMajor(cents, ctx.store.currency));
    await announce(ctx, before, ['daily_budget']);
  },
};

const label = (k: { text: string; match_type: MatchType }): string => `${k.match_type}:${k.text}`;

async function negativeTargets(
  input: Types.AdsAddNegativeKeywordsInput,
  ctx: HandlerContext,
): Promise<{ campaign: Campaign; platform: SearchAdsPort; existing: string[]; added: Array<{ text: string; match_type: MatchType }> }> {
  const campaign = await changeable(ctx, input.campaign_id);
  if (!isSearchChannel(campaign.channel)) {
    throw new ArgumentError(
      'campaign_id',
      `campaign ${campaign.id} runs on ${campaign.channel}: negative keywords apply to search campaigns only`,
    );
  }
  const seen = new Set<string>();
  const wanted = input.keywords.map((k, i) => {
    const text = k.text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (text.split(' ').length > 10) throw new ArgumentError(`keywords[${i}].text`, 'has more than 10 words');
    const kw = { text, match_type: (k.match_type ?? 'broad') as MatchType };
    if (seen.has(label(kw))) throw new ArgumentError(`keywords[${i}].text`, `lists ${excerpt(text)} (${kw.match_type}) twice`);
    seen.add(label(kw));
    return kw;
  });
  const platform = searchPlatform(ctx, campaign.channel);
  const existing = (await platform.keywords(ctx, [campaign.id]))
    .filter((k) => k.negative && k.ad_group_id === null && k.status !== 'removed')
    .map(label)
    .sort();
  const added = wanted.filter((k) => !existing.includes(label(k)));
  if (added.length === 0) throw new ArgumentError('keywords', `nothing to change: campaign ${campaign.id} already excludes every keyword`);
  return { campaign, platform, existing, added };
}

export const adsAddNegativeKeywords: ProposedWriteHandler<Types.AdsAddNegativeKeywordsInput> = {
  async preview(input, ctx) {
    const { campaign, existing, added } = await negativeTargets(input, ctx);
    return {
      title: `Add ${added.length} negative keyword${added.length === 1 ? '' : 's'} to campaign ${excerpt(campaign.name)} (${added
        .map(label)
        .join(', ')})${suffix(input.reason)}`,
      changes: [
        {
          resource_kind: 'campaign',
          resource_ref: campaign.id,
          field: 'negative_keywords',
          before: existing,
          after: [...existing, ...added.map(label)].sort(),
        },
      ],
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const { campaign, platform, added } = await negativeTargets(input, ctx);
    await platform.addNegativeKeywords(ctx, campaign.id, added);
  },
};

type CreateInput = WithDefaults<Types.AdsCreateCampaignInput, 'status'>;

async function newCampaign(input: CreateInput, ctx: HandlerContext) {
  const platform = searchPlatform(ctx, input.channel);
  if (input.bidding === 'target_roas' && input.target_roas === undefined) {
    throw new ArgumentError('target_roas', 'is required with bidding target_roas');
  }
  if (input.bidding !== 'target_roas' && input.target_roas !== undefined) {
    throw new ArgumentError('target_roas', `applies to bidding target_roas only (got bidding ${input.bidding})`);
  }
  const today = ymd(ctx.now.getTime());
  const start = input.start_date ?? today;
  if (start < today) throw new ArgumentError('start_date', `is in the past (today is ${today} UTC)`);
  if (input.end_date !== undefined && input.end_date < start) throw new ArgumentError('end_date', `is before start_date (${start})`);
  // Every search platform's accounts, so an account of the other platform is named as such.
  const all = await searchCustomers(ctx);
  const clients = all.filter((c) => !c.manager && c.platform === input.channel);
  let customerId: string;
  if (input.customer_id !== undefined) {
    const c = all.find((x) => x.customer_id === input.customer_id);
    if (c === undefined)
      throw new ArgumentError('customer_id', `no account ${excerpt(input.customer_id)} is reachable (ads_list_accessible_customers)`);
    if (c.manager) throw new ArgumentError('customer_id', `${c.customer_id} is a manager account, which runs no campaigns`);
    if (c.platform !== input.channel)
      throw new ArgumentError('customer_id', `${c.customer_id} is a ${c.platform} account, not ${input.channel}`);
    if (c.status !== 'enabled') throw new ArgumentError('customer_id', `${c.customer_id} is ${c.status}`);
    customerId = c.customer_id;
  } else {
    const enabled = clients.filter((c) => c.status === 'enabled');
    if (enabled.length !== 1) {
      throw new ArgumentError('customer_id', `is required: the store has ${enabled.length} enabled ${input.channel} client accounts`);
    }
    customerId = enabled[0]!.customer_id;
  }
  const name = input.name.trim();
  const taken = (await platform.campaigns(ctx)).find(
    (c) => c.customer_id === customerId && c.status !== 'removed' && c.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken !== undefined)
    throw new ArgumentError('name', `account ${customerId} already has campaign ${taken.id} named ${excerpt(taken.name)}`);
  return {
    name,
    channel: input.channel,
    customer_id: customerId,
    status: input.status,
    daily_budget_cents: parseMajor('daily_budget', input.daily_budget, ctx.store.currency),
    bidding: input.bidding,
    target_roas: input.target_roas ?? null,
    start_date: start,
    end_date: input.end_date ?? null,
  };
}

export const adsCreateCampaign: ProposedWriteHandler<CreateInput> = {
  async preview(input, ctx) {
    const c = await newCampaign(input, ctx);
    const fields: Array<[string, unknown]> = [
      ['name', c.name],
      ['channel', c.channel],
      ['customer_id', c.customer_id],
      ['status', c.status],
      ['daily_budget', toMajor(c.daily_budget_cents, ctx.store.currency)],
      ['bidding', c.bidding],
      ['target_roas', c.target_roas],
      ['start_date', c.start_date],
      ['end_date', c.end_date],
    ];
    const changes: ChangeItem[] = fields.map(([field, after]) => ({
      resource_kind: 'campaign',
      resource_ref: c.name,
      field,
      before: null,
      after,
    }));
    const plan: ChangePlan = {
      title: `Create ${c.status} ${c.channel} campaign ${excerpt(c.name)} in account ${c.customer_id}, ${formatMoney(
        c.daily_budget_cents,
        ctx.store.currency,
      )} a day, ${c.bidding}${suffix(input.reason)}`,
      changes,
      amount_cents: c.daily_budget_cents,
      reversibility_class: 'compensatable',
      reversal: null,
      creates: true,
    };
    return plan;
  },
  async apply(input, ctx) {
    const created = await searchPlatform(ctx, input.channel).createCampaign(ctx, await newCampaign(input, ctx));
    ctx.subject('campaign', created.id);
  },
};
