/**
 * Dashboard sessions and CSRF (auth/operators.ts stores them):
 * - the session is the cookie `storeops_session` (HttpOnly, SameSite=Strict, Path=/dashboard,
 *   Secure over https, Max-Age = the session's 12 hours); only its SHA-256 is stored;
 * - every page except sign-in needs a live session, else 303 to `/dashboard/sign-in`;
 * - every POST carries the session's CSRF token in the hidden field `csrf` (synchronizer token,
 *   compared in constant time); a mismatch answers 403 and nothing happens;
 * - the sign-in form, which has no session yet, carries a double-submit token instead (cookie
 *   `storeops_signin` + field `csrf`), so another site cannot sign a browser in to its account.
 * While a session is live the request's state carries the operator as a pseudo-credential
 * (`operator:<id>`, scope `admin`): the audit rows name the store and the operator, and controls
 * run through the invoke core with it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Credential } from '../auth/credentials';
import { readSession, SESSION_TTL_MS, type Operator } from '../auth/operators';
import { state } from '../http/pipeline';
import type { StoreRecord } from '../stores';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { messagePage, type Frame } from './layout';

export const SESSION_COOKIE = 'storeops_session';
export const SIGNIN_COOKIE = 'storeops_signin';

export interface Signed {
  operator: Operator;
  csrfToken: string;
  store: StoreRecord;
  /** The page frame (store, operator, CSRF token, cards waiting). */
  frame: Frame;
}

/** The signed-in operator of this request (set by `requireSession`). */
export function signed(res: Response): Signed {
  return res.locals.dashboard as Signed;
}

/** The operator acting through the invoke core: a live, admin-scoped credential that never auto-applies. */
export function operatorCredential(op: Operator): Credential {
  return {
    id: `operator:${op.id}`,
    storeId: op.storeId,
    kind: 'live',
    scopes: ['admin'],
    autoApply: false,
    ipAllowlist: null,
    expiresAt: null,
    label: op.email,
  };
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A `Set-Cookie` value scoped to the dashboard; `maxAgeSeconds` 0 deletes it. */
export function cookie(req: Request, name: string, value: string, maxAgeSeconds: number, path = '/dashboard'): string {
  return `${name}=${encodeURIComponent(value)}; HttpOnly; SameSite=Strict; Path=${path}; Max-Age=${maxAgeSeconds}${req.secure ? '; Secure' : ''}`;
}

export const sessionCookie = (req: Request, token: string): string => cookie(req, SESSION_COOKIE, token, SESSION_TTL_MS / 1000);

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return a.length > 0 && x.length === y.length && timingSafeEqual(x, y);
}

/** Loads the live session (or null) and records the operator on the request for the audit row. */
export async function loadSession(deps: DashboardDeps, req: Request, res: Response): Promise<Signed | null> {
  const op = await readSession(deps.db, readCookie(req, SESSION_COOKIE), deps.now());
  if (op === null) return null;
  const { csrfToken, ...operator } = op;
  const s = state(res);
  s.credential = operatorCredential(operator);
  s.store = await deps.stores.get(operator.storeId);
  const waiting = await deps
    .db('approvals')
    .where({ store_id: operator.storeId, status: 'requested' })
    .andWhere('expires_at', '>', deps.now().toISOString())
    .count({ n: '*' })
    .first();
  const frame: Frame = { storeName: s.store.name, email: operator.email, csrfToken, pending: Number(waiting?.n ?? 0) };
  const ctx: Signed = { operator, csrfToken, store: s.store, frame };
  res.locals.dashboard = ctx;
  return ctx;
}

/** Middleware: a live session, else 303 to sign-in; on POST, the session's CSRF token too. */
export function requireSession(deps: DashboardDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = await loadSession(deps, req, res);
    if (ctx === null) {
      await redirect(deps, req, res, '/dashboard/sign-in');
      return;
    }
    if (req.method === 'POST' && !sameToken(field(req.body, 'csrf'), ctx.csrfToken)) {
      await csrfRefused(deps, req, res);
      return;
    }
    next();
  };
}

export async function csrfRefused(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  back = { href: '/dashboard/approvals', text: 'Back to the dashboard' },
): Promise<void> {
  await sendPage(
    deps,
    req,
    res,
    403,
    messagePage({
      title: 'Form refused',
      heading: 'This form was refused',
      body: 'The form did not carry this session’s security token (it may be from an old tab, or from another site). Nothing was changed. Go back, reload the page and try again.',
      link: back,
    }),
    'forbidden',
  );
}
