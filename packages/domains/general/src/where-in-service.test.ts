import { describe, expect, it } from 'vitest';
import type { HandlerContext } from '@storeops/contract';
import { outputViolations, useSeededDb } from '@storeops/testkit/db';
import { DESTINATIONS } from './destinations';
import { handlers } from './index';

const s = useSeededDb();
const { hosted, business } = s;

async function run(question: string | undefined, c: HandlerContext = hosted) {
  const result = await handlers.where_in_service(question === undefined ? {} : { question }, c);
  expect(outputViolations('where_in_service', result)).toEqual([]);
  return result;
}

describe('where_in_service', () => {
  it('without a question returns the whole map in its fixed order, with URLs of the dashboard of this store', async () => {
    const r = await run(undefined);
    expect(r.question).toBeNull();
    expect(r.destinations.map((d) => [d.page, d.section, d.button_text])).toEqual(
      DESTINATIONS.map((d) => [d.page, d.section, d.buttonText]),
    );
    expect(r.destinations.every((d) => d.score === 0)).toBe(true);
    const url = (button: string) => r.destinations.find((d) => d.button_text === button)!.url;
    expect(url('Approve')).toBe('/dashboard/approvals');
    expect(url('Engage kill switch')).toBe('/dashboard/controls#kill-switch');
    expect(url('Switch to live')).toBe('/dashboard/controls#agents');
    expect(url('Download CSV')).toBe('/dashboard/audit');
    expect(url('Mint key')).toBe('/dashboard/settings/developers');
    for (const page of ['Approvals', 'Controls', 'Audit log', 'Settings > Developers']) {
      expect(r.destinations.some((d) => d.page === page)).toBe(true);
    }
    // The same map for a business without a storefront: the dashboard's pages are the same.
    expect((await run(undefined, business)).destinations).toEqual(r.destinations);
  });

  it('hands a sandbox key the pages of its own sandbox copy; account pages stay on the owner store', async () => {
    const sandbox = { ...hosted, store: { ...hosted.store, sandbox: true } };
    const r = await run(undefined, sandbox);
    const root = `/dashboard/stores/${s.hostedStoreId}`;
    expect(r.destinations.find((d) => d.button_text === 'Approve')!.url).toBe(`${root}/approvals`);
    expect(r.destinations.find((d) => d.button_text === 'Engage kill switch')!.url).toBe(`${root}/controls#kill-switch`);
    expect(r.destinations.find((d) => d.button_text === 'Filter')!.url).toBe(`${root}/audit`);
    expect(r.destinations.filter((d) => !d.url.startsWith(`${root}/`)).map((d) => d.url)).toEqual(
      DESTINATIONS.filter((d) => d.account === true).map((d) => `/dashboard${d.path}`),
    );
    expect(r.destinations.find((d) => d.button_text === 'Redeliver')!.url).toBe(`${root}/settings/developers/webhooks`);
  });

  it.each([
    ['where do I turn on auto-apply for an API key?', 'Settings > Developers', 'API keys', 'Turn auto-apply on'],
    ['where do I switch an agent from dry run to live?', 'Controls', 'Agents', 'Switch to live'],
    ['How do I approve a proposed change?', 'Approvals', 'Waiting for your decision', 'Approve'],
    ['where do I approve a price change?', 'Approvals', 'Waiting for your decision', 'Approve'],
    ['emergency: stop all automation now', 'Controls', 'Kill switch', 'Engage kill switch'],
    ['how do I undo a decision', 'Approvals', 'Decided, failed, expired and withdrawn', 'Show'],
    ['what did the pricing agent decide? its recent decisions', 'Controls', 'Agents', 'Recent decisions'],
    ['restrict a key to our office IP addresses', 'Settings > Developers', 'Mint a key', 'Mint key'],
    ['revoke a leaked key', 'Settings > Developers', 'API keys', 'Revoke'],
    ['who changed this? audit log', 'Audit log', 'Activity', 'Filter'],
    ['export the audit log as CSV', 'Audit log', 'Activity', 'Download CSV'],
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

  it('sends no one to a page the dashboard does not have: business questions match nothing', async () => {
    for (const question of ['refund an order', 'edit the theme', 'reply to a customer support ticket']) {
      expect((await run(question)).destinations, question).toEqual([]);
    }
  });
});
