/**
 * Shared pieces of the ads domain: date windows, and the active intent
 * declarations that own campaign fields (table `intents`, seed "Intent declaration").
 */
import { OperationError, excerpt, type HandlerContext, type Types } from '@storeops/contract';
import type { Campaign } from '@storeops/contract/ports/ad-platform';
import type { IntentRow } from '@storeops/db';
import { findAnyCampaign } from './platforms';

export const DAY_MS = 86_400_000;

export const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayMs = (d: string): number => Date.parse(`${d}T00:00:00Z`);

type Owner = Types.AdCampaignOwner;

/** Active, unexpired intents on campaign fields, per campaign id. */
export async function campaignOwners(ctx: HandlerContext, campaignIds?: readonly string[]): Promise<Map<string, Owner[]>> {
  const q = ctx.scope
    .from('intents')
    .where({ resource_kind: 'campaign', status: 'active' })
    .andWhere('expires_at', '>', ctx.now.toISOString())
    .orderBy([
      { column: 'resource_ref', order: 'asc' },
      { column: 'field', order: 'asc' },
    ]);
  if (campaignIds !== undefined) q.whereIn('resource_ref', [...campaignIds]);
  const rows = (await q) as IntentRow[];
  const out = new Map<string, Owner[]>();
  for (const r of rows) {
    const list = out.get(r.resource_ref) ?? [];
    list.push({
      intent_id: r.id,
      field: r.field as Owner['field'],
      desired: JSON.parse(r.desired) as string | number,
      owner_credential_id: r.owner_credential_id,
      expires_at: r.expires_at,
    });
    out.set(r.resource_ref, list);
  }
  return out;
}

/** The campaign (from whichever platform runs it), or 400 `invalid_request` naming the argument. */
export async function findCampaign(ctx: HandlerContext, id: string, argument = 'campaign_id'): Promise<Campaign> {
  const c = await findAnyCampaign(ctx, id);
  if (c === null) throw new OperationError('invalid_request', `${argument}: no campaign ${excerpt(id)} in this store`);
  return c;
}
