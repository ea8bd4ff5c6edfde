/** The pure parts of the governance gates: condition matching and the UTC periods (given/want tables). */
import { describe, expect, it } from 'vitest';
import type { Types } from '@storeops/contract';
import { holds, periodEnd, periodStart } from './gates';

describe('holds', () => {
  const facts = { amount_cents: 500, channel: 'pos', flag: true, tags: ['a'] };
  const table: Array<[Types.PolicyCondition, boolean]> = [
    [{ fact: 'amount_cents', op: 'gt', value: 499 }, true],
    [{ fact: 'amount_cents', op: 'gt', value: 500 }, false],
    [{ fact: 'amount_cents', op: 'gte', value: 500 }, true],
    [{ fact: 'amount_cents', op: 'lt', value: 500 }, false],
    [{ fact: 'amount_cents', op: 'lte', value: 500 }, true],
    [{ fact: 'channel', op: 'gt', value: 1 }, false],
    [{ fact: 'channel', op: 'eq', value: 'pos' }, true],
    [{ fact: 'channel', op: 'ne', value: 'pos' }, false],
    [{ fact: 'channel', op: 'ne', value: 'web' }, true],
    [{ fact: 'channel', op: 'in', value: ['web', 'pos'] }, true],
    [{ fact: 'amount_cents', op: 'in', value: [100, 500] }, true],
    [{ fact: 'amount_cents', op: 'in', value: ['500'] }, false],
    [{ fact: 'flag', op: 'eq', value: true }, true],
    [{ fact: 'missing', op: 'ne', value: 'x' }, false],
    [{ fact: 'missing', op: 'eq', value: 'x' }, false],
    [{ fact: 'toString', op: 'ne', value: 'x' }, false],
  ];
  for (const [condition, want] of table) {
    it(`${condition.fact} ${condition.op} ${JSON.stringify(condition.value)} -> ${want}`, () => {
      expect(holds(condition, facts)).toBe(want);
    });
  }
});

describe('periodStart (UTC)', () => {
  const now = new Date('2026-11-19T15:30:00.000Z'); // a Thursday
  const table: Array<['day' | 'week' | 'month', string]> = [
    ['day', '2026-11-19T00:00:00.000Z'],
    ['week', '2026-11-16T00:00:00.000Z'],
    ['month', '2026-11-01T00:00:00.000Z'],
  ];
  for (const [period, want] of table) it(`${period} -> ${want}`, () => expect(periodStart(now, period).toISOString()).toBe(want));
  it('a Sunday belongs to the week that began on the Monday before', () => {
    expect(periodStart(new Date('2026-11-22T23:59:00.000Z'), 'week').toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('periodEnd (UTC): the next period starts', () => {
  const table: Array<[string, 'day' | 'week' | 'month', string]> = [
    ['2026-11-19T15:30:00.000Z', 'day', '2026-11-20T00:00:00.000Z'],
    ['2026-11-19T15:30:00.000Z', 'week', '2026-11-23T00:00:00.000Z'],
    ['2026-11-19T15:30:00.000Z', 'month', '2026-12-01T00:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 'month', '2027-01-01T00:00:00.000Z'],
    ['2026-11-22T23:59:59.999Z', 'week', '2026-11-23T00:00:00.000Z'],
  ];
  for (const [now, period, want] of table) {
    it(`${period} of ${now} ends at ${want}`, () => {
      expect(periodEnd(new Date(now), period).toISOString()).toBe(want);
    });
  }
});
