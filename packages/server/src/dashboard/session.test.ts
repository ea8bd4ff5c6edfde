/** Session cookie attributes and the constant-time CSRF comparison. */
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../auth/operators';
import { readCookie, sameToken, sessionCookie } from './session';

const request = (secure: boolean, cookie?: string) =>
  ({ secure, get: (h: string) => (h === 'cookie' ? cookie : undefined) }) as unknown as Request;

describe('dashboard session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /dashboard, and Secure only over https', () => {
    const attrs = `HttpOnly; SameSite=Strict; Path=/dashboard; Max-Age=${SESSION_TTL_MS / 1000}`;
    expect(sessionCookie(request(false), 'tok')).toBe(`storeops_session=tok; ${attrs}`);
    expect(sessionCookie(request(true), 'tok')).toBe(`storeops_session=tok; ${attrs}; Secure`);
  });

  it('reads one cookie out of the header', () => {
    expect(readCookie(request(false, 'a=1; storeops_session=abc%2Fd; b=2'), 'storeops_session')).toBe('abc/d');
    expect(readCookie(request(false, 'xstoreops_session=1'), 'storeops_session')).toBeUndefined();
    expect(readCookie(request(false, 'storeops_session=%E0%A4%A'), 'storeops_session')).toBeUndefined();
    expect(readCookie(request(false), 'storeops_session')).toBeUndefined();
  });

  it('compares CSRF tokens exactly, and never accepts an empty one', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('abc', 'abcd')).toBe(false);
    expect(sameToken('', '')).toBe(false);
  });
});
