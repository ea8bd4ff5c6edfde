/**
 * `pnpm start` with STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true prints one warning line on stderr and
 * then accepts a loopback subscription target; without it, no warning and the target is refused.
 */
import { describe, expect, it } from 'vitest';
import { spawnService, type ServiceProcess } from '../service-process';
import { LOOPBACK_WARNING } from './loopback';

async function subscribeLoopback(service: ServiceProcess): Promise<{ status: number; body: any }> {
  const { key } = await service.mintKey(['admin']);
  const res = await fetch(`${service.baseUrl}/api/v1/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'http://127.0.0.1:9/hook', event_types: ['approval.*'] }),
  });
  return { status: res.status, body: await res.json() };
}

describe('STOREOPS_WEBHOOKS_ALLOW_LOOPBACK at start', () => {
  it('on: one warning line at start, and loopback targets are accepted', async () => {
    const service = await spawnService({ env: { STOREOPS_WEBHOOKS_ALLOW_LOOPBACK: 'true' }, scale: 0.1 });
    try {
      expect(
        service
          .output()
          .split('\n')
          .filter((l) => l.includes('STOREOPS_WEBHOOKS_ALLOW_LOOPBACK')),
      ).toEqual([LOOPBACK_WARNING]);
      expect((await subscribeLoopback(service)).status).toBe(200);
    } finally {
      await service.stop();
    }
  }, 90_000);

  it('off (unset or anything but true): no warning, and loopback targets are refused', async () => {
    const service = await spawnService({ env: { STOREOPS_WEBHOOKS_ALLOW_LOOPBACK: '1' }, scale: 0.1 });
    try {
      expect(service.output()).not.toContain('STOREOPS_WEBHOOKS_ALLOW_LOOPBACK');
      const res = await subscribeLoopback(service);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('url: must be https');
    } finally {
      await service.stop();
    }
  }, 90_000);
});
