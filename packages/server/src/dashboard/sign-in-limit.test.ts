/**
 * Password guessing is limited: at most SIGN_IN_ATTEMPTS_PER_MINUTE sign-in attempts a minute per
 * client address; the next answers 429 with Retry-After, even with the right password.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { createOperator } from '../auth/operators';
import { SIGN_IN_ATTEMPTS_PER_MINUTE } from './sign-in';

const t = useTestServer({ scale: 0.05 });
beforeAll(async () => {
  await createOperator(t.db, t.hostedStoreId, 'limit@test.example', 'right-password-123');
});

async function attempt(password: string): Promise<Response> {
  const form = await fetch(`${t.baseUrl}/dashboard/sign-in`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  return fetch(`${t.baseUrl}/dashboard/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email: 'limit@test.example', password }).toString(),
  });
}

describe('dashboard sign-in limit', () => {
  it('refuses the attempt after the limit with 429 and Retry-After', async () => {
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) expect((await attempt('wrong')).status).toBe(401);
    const refused = await attempt('right-password-123');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many sign-in attempts');
  });
});
