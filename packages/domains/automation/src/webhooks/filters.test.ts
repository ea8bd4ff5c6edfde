/**
 * The filter rules as tables (given filters, family and readable scopes; want what is received,
 * what is silent, or the refusal). Through HTTP: packages/server/src/subscriptions/*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError, OperationError, type EventDescriptor } from '@storeops/contract';
import { checkFilter, receivedTypes, warningsFor } from './filters';

const CATALOGUE: EventDescriptor[] = [
  { type: 'order.created', family: 'store', scope: 'orders:read', publishing: true, subject: 'order id', summary: '' },
  { type: 'order.refunded', family: 'store', scope: 'orders:read', publishing: true, subject: 'order id', summary: '' },
  { type: 'cs.thread_escalated', family: 'store', scope: 'cs:read', publishing: false, subject: 'thread id', summary: '' },
  { type: 'approval.requested', family: 'store', scope: 'automation:read', publishing: true, subject: 'approval id', summary: '' },
  { type: 'fin.entry.posted', family: 'finance', scope: 'finance:read', publishing: true, subject: 'entry id', summary: '' },
];
const may =
  (...scopes: string[]) =>
  (scope: string) =>
    scopes.includes('read') || scopes.includes(scope);

describe('checkFilter', () => {
  const accepted: Array<[string, string[] | null, string[], string[], string[]]> = [
    ['exact', ['order.created'], ['orders:read'], ['order.created'], []],
    ['prefix', ['order.*'], ['orders:read'], ['order.created', 'order.refunded'], []],
    [
      'star: the family',
      ['*'],
      ['read'],
      ['order.created', 'order.refunded', 'cs.thread_escalated', 'approval.requested'],
      ['cs.thread_escalated'],
    ],
    [
      'overlap counted once, catalogue order',
      ['approval.*', 'order.refunded', 'order.*'],
      ['read'],
      ['order.created', 'order.refunded', 'approval.requested'],
      [],
    ],
    [
      'null: what the caller may read',
      null,
      ['orders:read', 'cs:read'],
      ['order.created', 'order.refunded', 'cs.thread_escalated'],
      ['cs.thread_escalated'],
    ],
  ];
  it.each(accepted)('%s', (_name, filters, scopes, receives, silent) => {
    const got = checkFilter(filters, 'store', may(...scopes), CATALOGUE);
    expect(got.receives.map((e) => e.type)).toEqual(receives);
    expect(got.silent).toEqual(silent);
  });

  it('names the first entry that matches nothing', () => {
    const err = (() => {
      try {
        checkFilter(['order.*', 'nope.*'], 'store', may('read'), CATALOGUE);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ArgumentError);
    expect((err as Error).message).toMatch(/^event_types\[1\]: nope\.\* matches no store event type/);
  });

  it('says where an entry of the other family belongs', () => {
    expect(() => checkFilter(['fin.*'], 'store', may('read'), CATALOGUE)).toThrow(
      /finance event types only; subscribe them with finance_subscription_create/,
    );
    expect(() => checkFilter(['order.created'], 'finance', may('read'), CATALOGUE)).toThrow(/store event types only/);
  });

  it('lists every missing read scope (each needed), or for no filter the family’s (any one)', () => {
    try {
      checkFilter(['*'], 'store', may('orders:read'), CATALOGUE);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(OperationError);
      expect((e as OperationError).code).toBe('insufficient_scope');
      expect((e as OperationError).extras.required_scopes).toEqual(['cs:read', 'automation:read']);
    }
    try {
      checkFilter(null, 'finance', may('orders:read'), CATALOGUE);
      expect.unreachable();
    } catch (e) {
      expect((e as OperationError).extras.required_scopes).toEqual(['finance:read']);
    }
  });
});

describe('receivedTypes and warningsFor', () => {
  it('bounds a stored filter by the stored scopes', () => {
    expect(receivedTypes(null, 'store', may('orders:read'), CATALOGUE)).toEqual(['order.created', 'order.refunded']);
    expect(receivedTypes(['*'], 'finance', may('orders:read'), CATALOGUE)).toEqual([]);
    expect(receivedTypes(['order.c*', 'approval.requested'], 'store', may('read'), CATALOGUE)).toEqual([
      'order.created',
      'approval.requested',
    ]);
  });

  it('warns once, listing the silent types', () => {
    expect(warningsFor([])).toEqual([]);
    expect(warningsFor(['a.b', 'c.d'])).toEqual([
      { code: 'no_publisher_yet', message: expect.stringMatching(/a\.b, c\.d yet; they will/), event_types: ['a.b', 'c.d'] },
    ]);
  });
});
