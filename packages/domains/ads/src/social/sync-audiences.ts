/**
 * social_sync_audiences (seed catalogue "ads"; ads:write, proposed write): syncs a customer
 * segment of the store into a customer-list audience of the social-ads account (existing, or
 * created by the sync). The plan shows the members added and removed and the member count and
 * segment before and after (resource `social_audience:<id>`), and the exact member sets as
 * {count, sha256}: `members` (the audience's before, the result after) and `segment_members` (the
 * segment's consenting customers, before = after). On approval the core re-runs the preview and
 * fails the card when any `before` moved: an audience synced meanwhile, or a segment whose member
 * set changed (orders, consent, the window's days); otherwise apply syncs exactly the approved
 * set (checked against the card's digests). The platform receives SHA-256 digests of normalised
 * e-mails only (segment.ts). Compensatable: the exact previous members cannot be
 * restored (no plaintext list is kept), a sync of the previous segment compensates.
 */
import {
  ArgumentError,
  OperationError,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import { createHash } from 'node:crypto';
import type { SocialAudience } from '@storeops/contract/ports/social-ads';
import { describeSegment, resolveSegment, segmentHashes, type Segment } from './segment';

/** Equal segments, whatever the key order of the stored JSON. */
function sameSegment(a: Record<string, unknown> | null, b: Segment): boolean {
  const canonical = (o: object): string => JSON.stringify(Object.entries(o).sort(([x], [y]) => x.localeCompare(y)));
  return a !== null && canonical(a) === canonical(b);
}

type Input = WithDefaults<Types.SocialSyncAudiencesInput, 'mode'>;

/** A member set as the card shows it: how many, and the SHA-256 of the sorted hashes, one a line. */
interface MemberSet {
  count: number;
  sha256: string;
}
function memberSet(hashes: Iterable<string>): MemberSet {
  const sorted = [...new Set(hashes)].sort();
  return { count: sorted.length, sha256: createHash('sha256').update(sorted.join('\n')).digest('hex') };
}

interface Target {
  /** Null: the sync creates the audience named `name`. */
  audience: SocialAudience | null;
  name: string;
  segment: Segment;
  add: string[];
  remove: string[];
  before: number;
  after: number;
  /** The audience's members now (null: created by the sync), the segment's, and the result. */
  current: MemberSet | null;
  wanted: MemberSet;
  result: MemberSet;
}

async function target(input: Input, ctx: HandlerContext): Promise<Target> {
  const connector = ctx.connectors.meta;
  if ((input.audience_id === undefined) === (input.audience_name === undefined)) {
    throw new ArgumentError('audience_id', 'give exactly one of audience_id (an existing customer list) and audience_name (a new one)');
  }
  let audience: SocialAudience | null = null;
  if (input.audience_id !== undefined) {
    audience = await connector.audience(ctx, input.audience_id);
    if (audience === null)
      throw new OperationError(
        'invalid_request',
        `audience_id: no audience ${JSON.stringify(input.audience_id)} in this store's social-ads account`,
      );
    if (audience.subtype !== 'customer_list') {
      throw new ArgumentError('audience_id', `is a ${audience.subtype} audience; only customer lists take synced members`);
    }
  } else if ((await connector.audiencesNamed(ctx, input.audience_name!)).length > 0) {
    throw new ArgumentError(
      'audience_name',
      `an audience named ${JSON.stringify(input.audience_name)} exists; sync into it with its audience_id`,
    );
  }
  const segment = await resolveSegment(ctx, input.segment);
  const wanted = await segmentHashes(ctx, segment, ctx.now);
  const current = new Set(audience === null ? [] : await connector.audienceMembers(ctx, audience.id));
  const wantedSet = new Set(wanted);
  const add = wanted.filter((h) => !current.has(h));
  const remove = input.mode === 'replace' ? [...current].filter((h) => !wantedSet.has(h)).sort() : [];
  if (audience === null && wanted.length === 0) {
    throw new ArgumentError('segment', `matches no customer who accepts marketing (${describeSegment(segment)})`);
  }
  if (audience !== null && add.length === 0 && remove.length === 0 && sameSegment(audience.segment, segment)) {
    throw new ArgumentError('segment', 'nothing to change: the audience already holds exactly this segment');
  }
  return {
    audience,
    name: audience?.name ?? input.audience_name!,
    segment,
    add,
    remove,
    before: current.size,
    after: current.size + add.length - remove.length,
    current: audience === null ? null : memberSet(current),
    wanted: memberSet(wanted),
    result: memberSet(input.mode === 'replace' ? wanted : [...current, ...wanted]),
  };
}

function plan(t: Target, input: Input): ChangePlan {
  const ref = t.audience?.id ?? t.name;
  const previous = t.audience?.segment ?? null;
  return {
    title:
      `${t.audience === null ? 'Create customer-list audience' : 'Sync customer-list audience'} "${t.name}" with ${describeSegment(t.segment)}` +
      ` (${input.mode}): +${t.add.length} added, -${t.remove.length} removed, ${t.before} → ${t.after} members (SHA-256 of normalised e-mails)` +
      (input.reason === undefined ? '' : `: ${input.reason}`),
    changes: [
      {
        resource_kind: 'social_audience',
        resource_ref: ref,
        field: 'member_count',
        before: t.audience === null ? null : t.before,
        after: t.after,
      },
      { resource_kind: 'social_audience', resource_ref: ref, field: 'segment', before: previous, after: t.segment },
      // The exact sets: approval fails as moved when either `before` differs then.
      { resource_kind: 'social_audience', resource_ref: ref, field: 'members', before: t.current, after: t.result },
      { resource_kind: 'social_audience', resource_ref: ref, field: 'segment_members', before: t.wanted, after: t.wanted },
    ],
    amount_cents: null,
    reversibility_class: 'compensatable',
    ...(t.audience === null ? { creates: true } : {}),
    reversal:
      t.audience !== null && previous !== null
        ? {
            operation: 'social_sync_audiences',
            arguments: { audience_id: t.audience.id, segment: previous, mode: 'replace' },
            description: 'Sync the previous segment again (its members as the store data gives them then).',
          }
        : null,
  };
}

export const socialSyncAudiences: ProposedWriteHandler<Input> = {
  async preview(input, ctx) {
    return plan(await target(input, ctx), input);
  },
  async apply(input, ctx, approved) {
    const t = await target(input, ctx);
    // The approved sets, or nothing: the core re-ran the preview against the card just before.
    const card = (field: string): unknown => approved.changes.find((c) => c.field === field)?.after;
    if (
      JSON.stringify(card('members')) !== JSON.stringify(t.result) ||
      JSON.stringify(card('segment_members')) !== JSON.stringify(t.wanted)
    ) {
      throw new OperationError('invalid_request', 'the member set changed since the card was approved: nothing applied; propose again');
    }
    const connector = ctx.connectors.meta;
    const id =
      t.audience?.id ??
      (await connector.createCustomerList(ctx, {
        name: t.name,
        description: `Customer list synced from the store: ${describeSegment(t.segment)} (marketing consent only).`,
      }));
    await connector.syncCustomerList(ctx, id, { add: t.add, remove: t.remove, segment: t.segment });
    ctx.subject('social_audience', id);
  },
};
