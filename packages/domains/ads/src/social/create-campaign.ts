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
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import { socialAdsConnector } from '@storeops/connector-social-ads';

type Input = WithDefaults<Types.SocialCreateCampaignInput, 'status' | 'bidding'>;

function budgetCents(value: number): number {
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) throw new ArgumentError('daily_budget', 'has more than 2 decimals');
  return cents;
}

async function checkName(ctx: HandlerContext, name: string): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '') throw new ArgumentError('name', 'is blank');
  const same = (await socialAdsConnector().campaignsNamed(ctx, trimmed)).filter((c) => c.status !== 'removed');
  if (same.length > 0) throw new ArgumentError('name', `a social campaign named ${JSON.stringify(trimmed)} exists (${same[0]!.id})`);
  return trimmed;
}

export const createCampaign: ProposedWriteHandler<Input> = {
  async preview(input, ctx) {
    const name = await checkName(ctx, input.name);
    const cents = budgetCents(input.daily_budget);
    const fields: Array<[string, unknown]> = [
      ['name', name],
      ['channel', 'meta'],
      ['objective', input.objective],
      ['status', input.status],
      ['bidding', input.bidding],
      ['daily_budget', cents / 100],
    ];
    const money = `${(cents / 100).toFixed(2)} ${ctx.store.currency}`;
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
    const id = await socialAdsConnector().createCampaign(ctx, {
      name,
      objective: input.objective,
      status: input.status,
      bidding: input.bidding,
      daily_budget_cents: budgetCents(input.daily_budget),
    });
    ctx.subject('campaign', id);
  },
};
