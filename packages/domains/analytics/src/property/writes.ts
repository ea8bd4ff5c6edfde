/**
 * analytics_set_data_retention and analytics_create_audience (seed catalogue "analytics";
 * analytics:write, proposed writes) through the analytics connector.
 *
 * - Retention: the plan shows `data_retention` before → after (resource `analytics_property:<id>`);
 *   26 / 38 / 50 months need Analytics 360; reversible (the reversal proposes the previous value).
 *   On approval the core re-runs the preview: a retention that moved fails the card.
 * - Audience: the plan creates `analytics_audience` (placeholder ref: the name) and shows its
 *   definition as one readable line; the conditions are checked against the property (collected
 *   events, closed value lists), the name must be unique (case-insensitive), at most 100
 *   audiences. Compensatable: no operation deletes an audience (GA4 archives them in its admin).
 */
import {
  ArgumentError,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import type { AudienceCondition, Property } from '@storeops/contract/ports/analytics';
import { collectedEvents, retentionOptions } from './admin';
import { requireProperty } from './common';

/** Audiences a property may hold (GA4 standard). */
export const MAX_AUDIENCES = 100;

const months = (r: string): string => r.replace('_', ' ');

export const analyticsSetDataRetention: ProposedWriteHandler<Types.AnalyticsSetDataRetentionInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const property = await requireProperty(ctx);
    const options = retentionOptions(property);
    if (!options.includes(input.retention)) {
      throw new ArgumentError(
        'retention',
        `${input.retention} needs an Analytics 360 property; this ${property.service_level} property accepts ${options.join(', ')}`,
      );
    }
    const before = property.data_retention;
    if (before === input.retention) throw new ArgumentError('retention', `the retention is already ${before}; nothing to change`);
    return {
      title: `Set event-data retention of ${property.display_name} (${property.property_name}) from ${months(before)} to ${months(input.retention)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [
        { resource_kind: 'analytics_property', resource_ref: property.id, field: 'data_retention', before, after: input.retention },
      ],
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'analytics_set_data_retention',
        arguments: { retention: before },
        description: `Set the retention back to ${months(before)}.`,
      },
    };
  },
  async apply(input, ctx) {
    await ctx.connectors.analytics.setDataRetention(ctx, input.retention);
  },
};

const CLOSED_VALUES: Record<string, readonly string[]> = {
  device_category: ['desktop', 'mobile', 'tablet'],
  age_bracket: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'unknown'],
  gender: ['female', 'male', 'unknown'],
  first_channel_group: [
    'Affiliates',
    'Audio',
    'Cross-network',
    'Direct',
    'Display',
    'Email',
    'Mobile Push Notifications',
    'Organic Search',
    'Organic Shopping',
    'Organic Social',
    'Organic Video',
    'Paid Other',
    'Paid Search',
    'Paid Shopping',
    'Paid Social',
    'Paid Video',
    'Referral',
    'SMS',
    'Unassigned',
  ],
};

type InputCondition = Types.AnalyticsAudienceCondition;

function checkValue(dimension: string, value: string, where: string): void {
  if (dimension === 'country') {
    if (!/^[A-Z]{2}$/.test(value))
      throw new ArgumentError(where, `${JSON.stringify(value)} is not an ISO 3166-1 alpha-2 country code (2 capital letters)`);
  } else if (dimension === 'landing_page') {
    if (!value.startsWith('/')) throw new ArgumentError(where, `a landing page is a path starting with "/", got ${JSON.stringify(value)}`);
  } else {
    const allowed = CLOSED_VALUES[dimension]!;
    if (!allowed.includes(value))
      throw new ArgumentError(where, `${JSON.stringify(value)} is not a ${dimension}; one of: ${allowed.join(', ')}`);
  }
}

/** Checks the conditions against the property; answers them normalised (defaults filled in). */
export function checkConditions(conditions: readonly InputCondition[], property: Property): AudienceCondition[] {
  const events = collectedEvents(property);
  return conditions.map((c, i) => {
    const at = `conditions[${i}]`;
    if (c.kind === 'event' || c.kind === 'no_event') {
      if (!events.includes(c.event_name)) {
        throw new ArgumentError(
          `${at}.event_name`,
          `the property does not collect ${JSON.stringify(c.event_name)}; collected events: ${events.join(', ')}`,
        );
      }
      return c.kind === 'event'
        ? { kind: 'event', event_name: c.event_name, min_count: c.min_count ?? 1, within_days: c.within_days ?? null }
        : { kind: 'no_event', event_name: c.event_name, within_days: c.within_days ?? null };
    }
    const list = c.op === 'in';
    if (list !== Array.isArray(c.value))
      throw new ArgumentError(`${at}.value`, list ? 'op `in` needs an array value' : `op \`${c.op}\` needs a single string`);
    if (c.op === 'begins_with' && c.dimension !== 'landing_page')
      throw new ArgumentError(`${at}.op`, '`begins_with` applies to landing_page only');
    for (const v of Array.isArray(c.value) ? c.value : [c.value]) checkValue(c.dimension, v, `${at}.value`);
    return { kind: 'dimension', dimension: c.dimension, op: c.op, value: c.value };
  });
}

const days = (d: number | null): string => (d === null ? '' : ` in the last ${d} day${d === 1 ? '' : 's'}`);

/** The conditions as one readable line (the card and `definition`). */
export function describeConditions(conditions: readonly AudienceCondition[]): string {
  if (conditions.length === 0) return 'all users';
  return conditions
    .map((c) => {
      switch (c.kind) {
        case 'event':
          return `${c.event_name} at least ${c.min_count} time${c.min_count === 1 ? '' : 's'}${days(c.within_days)}`;
        case 'no_event':
          return `no ${c.event_name}${days(c.within_days)}`;
        case 'dimension': {
          const v = Array.isArray(c.value) ? `(${c.value.join(', ')})` : c.value;
          const op = { eq: '=', neq: '!=', in: 'in', begins_with: 'begins with' }[c.op];
          return `${c.dimension} ${op} ${v}`;
        }
      }
    })
    .join(' AND ');
}

type AudienceInput = WithDefaults<Types.AnalyticsCreateAudienceInput, 'description' | 'membership_duration_days'>;

async function checkAudience(input: AudienceInput, ctx: HandlerContext) {
  const property = await requireProperty(ctx);
  const conditions = checkConditions(input.conditions, property);
  const name = input.name.trim();
  if (name.length === 0) throw new ArgumentError('name', 'is blank');
  const existing = await ctx.connectors.analytics.audiences(ctx);
  const clash = existing.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (clash !== undefined) throw new ArgumentError('name', `an audience named ${JSON.stringify(clash.name)} already exists (${clash.id})`);
  if (existing.length >= MAX_AUDIENCES)
    throw new ArgumentError('name', `the property already holds ${MAX_AUDIENCES} audiences, the most it may`);
  return { property, name, conditions, definition: describeConditions(conditions) };
}

export const analyticsCreateAudience: ProposedWriteHandler<AudienceInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const { property, name, conditions, definition } = await checkAudience(input, ctx);
    return {
      title: `Create audience "${name}" in ${property.display_name}: ${definition}; membership ${input.membership_duration_days} days${input.reason === undefined ? '' : ` (${input.reason})`}`,
      changes: [
        {
          resource_kind: 'analytics_audience',
          resource_ref: name,
          field: 'audience',
          before: null,
          after: { name, description: input.description, membership_duration_days: input.membership_duration_days, definition, conditions },
        },
      ],
      amount_cents: null,
      reversibility_class: 'compensatable',
      creates: true,
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const { name, conditions, definition } = await checkAudience(input, ctx);
    const created = await ctx.connectors.analytics.createAudience(ctx, {
      name,
      description: input.description,
      membership_duration_days: input.membership_duration_days,
      conditions,
      definition,
    });
    ctx.subject('analytics_audience', created.id);
  },
};
