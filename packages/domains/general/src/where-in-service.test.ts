import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerContext } from '@storeops/contract';
import { makeContext, openSeededDb, outputViolations, type SeededDb } from './testing';
import { DESTINATIONS } from './destinations';
import { handlers } from './index';

let s: SeededDb;
let hosted: HandlerContext;
let business: HandlerContext;

beforeAll(async () => {
  s = await openSeededDb();
  hosted = await makeContext(s.db, s.hostedStoreId);
  business = await makeContext(s.db, s.businessStoreId);
});
afterAll(async () => s.close());

async function run(question: string | undefined, c: HandlerContext = hosted) {
  const result = await handlers.where_in_service(question === undefined ? {} : { question }, c);
  expect(outputViolations('where_in_service', result)).toEqual([]);
  return result;
}

describe('where_in_service', () => {
  it('without a question returns the whole map in its fixed order, scoped to the store', async () => {
    const r = await run(undefined);
    expect(r.question).toBeNull();
    expect(r.destinations.map((d) => [d.page, d.section, d.button_text])).toEqual(
      DESTINATIONS.map((d) => [d.page, d.section, d.buttonText]),
    );
    expect(r.destinations.every((d) => d.score === 0)).toBe(true);
    expect(r.destinations.every((d) => d.url.startsWith(`/dashboard/stores/${s.hostedStoreId}`))).toBe(true);
    expect(r.destinations.find((d) => d.page === 'Approvals inbox')!.url).toBe(`/dashboard/stores/${s.hostedStoreId}/approvals`);
    expect(r.destinations.find((d) => d.page === 'Overview')!.url).toBe(`/dashboard/stores/${s.hostedStoreId}`);
    for (const page of [
      'Overview',
      'Products',
      'Decisions',
      'Approvals inbox',
      'Alerts',
      'Automation > Agents',
      'Calibration',
      'Customer service',
      'Orders',
      'Settings > Developers',
      'Audit log',
      'Kill switch',
    ]) {
      expect(r.destinations.some((d) => d.page === page)).toBe(true);
    }
  });

  it('leaves storefront-only destinations out for a business without a storefront', async () => {
    const r = await run(undefined, business);
    expect(r.destinations).toHaveLength(DESTINATIONS.filter((d) => d.storefrontOnly !== true).length);
    expect(r.destinations.some((d) => d.page === 'Products' || d.page === 'Storefront' || d.page === 'Promotions')).toBe(false);
    expect(r.destinations.every((d) => d.url.startsWith(`/dashboard/stores/${s.businessStoreId}`))).toBe(true);
    expect((await run('where do I edit a variant price?', business)).destinations.some((d) => d.page === 'Products')).toBe(false);
  });

  it.each([
    ['where do I turn on auto-apply for an API key?', 'Settings > Developers', 'Auto-apply', 'Edit key'],
    ['where do I switch an agent from dry run to live?', 'Automation > Agents', 'Agents', 'Switch to live'],
    ['How do I approve a proposed change?', 'Approvals inbox', 'Waiting for you', 'Approve'],
    ['emergency: stop all automation now', 'Kill switch', 'Stop all automation', 'Stop everything'],
    ['how do I undo a decision', 'Decisions', 'Decision detail', 'Revert'],
    ['refund an order', 'Orders', 'Order detail', 'Refund'],
    ['restrict a key to our office IP addresses', 'Settings > Developers', 'IP allowlist', 'Edit allowlist'],
    ['who changed this? audit log', 'Audit log', 'Activity', 'Export CSV'],
    ['customer complaints waiting for a reply', 'Customer service', 'Needs attention', 'Reply'],
    ['Where are the ROAS floor thresholds?', 'Calibration', 'Thresholds', 'Recalibrate'],
  ])('ranks %s', async (question, page, section, button) => {
    const r = await run(question);
    expect(r.question).toBe(question);
    expect(r.destinations[0]).toMatchObject({ page, section, button_text: button });
    const scores = r.destinations.map((d) => d.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((x) => x > 0 && x <= 1)).toBe(true);
  });

  it('scores 1 when every meaningful word matches and returns nothing when none does', async () => {
    expect((await run('where do I turn on auto-apply for an API key?')).destinations[0]!.score).toBe(1);
    expect((await run('xyzzy plugh')).destinations).toEqual([]);
    expect((await run('where do I?')).destinations).toEqual([]);
  });
});
