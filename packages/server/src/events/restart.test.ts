/**
 * At least once across a crash:
 * a real `pnpm start` process sends a delivery to a receiver that holds its answer, is killed with
 * SIGKILL while the request is open, and a new process on the same database sends the delivery
 * again (same `webhook-id`) once the dead process's lease has expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService, type ServiceProcess } from '../service-process';
import { startReceiver, type TestReceiver } from './test-receiver';

const dir = mkdtempSync(join(tmpdir(), 'storeops-restart-'));
const env = { STOREOPS_WEBHOOKS_ALLOW_LOOPBACK: 'true', STOREOPS_WEBHOOKS_LEASE_SECONDS: '2' };
let rx: TestReceiver;
let first: ServiceProcess | undefined;
let second: ServiceProcess | undefined;

beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(async () => {
  await first?.kill().catch(() => undefined);
  await second?.stop().catch(() => undefined);
  await rx.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(s: ServiceProcess, key: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${s.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('a delivery under way when the process is killed', () => {
  it('is sent again by the next process, with the same webhook-id', { timeout: 90_000 }, async () => {
    first = await spawnService({ dir, env, scale: 0.1 });
    const { key } = await first.mintKey(['automation:read', 'automation:write']);
    const sub = await post(first, key, '/api/v1/subscriptions', { url: rx.url(), event_types: ['approval.requested'] });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    rx.hold(); // the receiver takes the request and never answers
    const card = await post(first, key, '/api/v1/approvals', { title: 'Crash test', reversibility_class: 'reversible' });
    expect(card.status).toBe(200);
    const [inFlight] = await rx.waitFor(1, 20_000).catch((e: Error) => {
      throw new Error(`${e.message}\n${first!.output()}`);
    });
    await first.kill('SIGKILL');
    first = undefined;
    rx.release();

    second = await spawnService({ dir, env });
    const [, again] = await rx.waitFor(2, 20_000).catch((e: Error) => {
      throw new Error(`${e.message}\n${second!.output()}`);
    });
    expect(again!.headers['webhook-id']).toBe(inFlight!.headers['webhook-id']);
    expect(JSON.parse(again!.body.toString())).toMatchObject({ type: 'approval.requested', subject: card.body.result.id });
    // The delivery is recorded as succeeded by the second process.
    const subscriptionId = sub.body.result.subscription.id as string;
    let state = '';
    for (let i = 0; i < 50 && state !== 'succeeded'; i++) {
      const deliveries = await post(second, key, '/api/v1/subscriptions/deliveries', { subscription_id: subscriptionId });
      state = deliveries.body.result.deliveries[0]?.state ?? '';
      if (state !== 'succeeded') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('succeeded');
  });
});
