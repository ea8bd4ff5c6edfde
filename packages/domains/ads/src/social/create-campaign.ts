/**
 * social_create_campaign (seed catalogue "ads"; ads:write, proposed write): creates one campaign
 * of the social-ads account (an `ad_campaigns` row on channel `meta` plus its platform settings),
 * paused unless asked otherwise. The card shows every field of the new campaign; `amount_cents`
 * is the new daily budget in cents (what the spend ceilings of domain `ads` count, as
 * `ads_create_campaign` documents). On approval the preview runs again: a campaign of the same
 * name created meanwhile fails the card.
 */
import {
  ArgumentError,
  formatMoney,
  parseMajor,
  toMajor,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';

type Input = WithDefaults<Types.SocialCreateCampaignInput, 'status' | 'bidding'>;

async function checkName(ctx: HandlerContext, name: string): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '') throw new ArgumentError('name', 'is blank');
  const same = (await ctx.connectors.meta.campaignsNamed(ctx, trimmed)).filter((c) => c.status !== 'removed');
  if (same.length > 0) throw new ArgumentError('name', `a social campaign named ${JSON.stringify(trimmed)} exists (${same[0]!.id})`);
  return trimmed;
}

export const socialCreateCampaign: ProposedWriteHandler<Input> = {
  async preview(input, ctx) {
    const name = await checkName(ctx, input.name);
    const cents = parseMajor('daily_budget', input.daily_budget, ctx.store.currency);
    const fields: Array<[string, unknown]> = [
      ['name', name],
      ['channel', 'meta'],
      ['objective', input.objective],
      ['status', input.status],
      ['bidding', input.bidding],
      ['daily_budget', toMajor(cents, ctx.store.currency)],
    ];
    const money = formatMoney(cents, ctx.store.currency);
    const plan: ChangePlan = {
      title: `Create social campaign "${name}" (${input.objective}, ${input.status}, ${input.bidding}) with a daily budget of ${money}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: fields.map(([field, after]) => ({ resource_kind: 'campaign', resource_ref: name, field, before: null, after })),
      amount_cents: cents,
      reversibility_class: 'compensatable',
      creates: true,
      reversal: null,
    };
    return plan;
  },
  async apply(input, ctx) {
    const name = await checkName(ctx, input.name);
    const id = await ctx.connectors.meta.createCampaign(ctx, {
      name,
      objective: input.objective,
      status: input.status,
      bidding: input.bidding,
      daily_budget_cents: parseMajor('daily_budget', input.daily_budget, ctx.store.currency),
    });
    ctx.subject('campaign', id);
  },
};
