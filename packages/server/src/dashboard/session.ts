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
 *
 * Store selection: an operator works on their own store or on
 * one of its live sandbox copies (`stores.sandbox_owner_id` = the operator's store, not expired;
 * `listSandboxCopies`). The selected store is carried in the path, never in the session, so every
 * tab, link and form names the store it acts on: `/dashboard/<page>` is the operator's own store,
 * `/dashboard/stores/<store id>/<page>` the store named (the own store or one of its copies).
 * `selectStore` checks the id on every request, GET and POST alike, before any page runs;
 * any other id (another store, an expired or unknown copy) answers 404 and nothing runs.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { listSandboxCopies } from '@storeops/db';
import type { Credential } from '../auth/credentials';
import { readSession, SESSION_TTL_MS, type Operator } from '../auth/operators';
import { state } from '../http/pipeline';
import type { StoreRecord } from '../stores';
import { field, redirect, sendMessage, sendNotFound, type DashboardDeps } from './context';
import type { Frame, StoreChoice } from './layout';

export const SESSION_COOKIE = 'storeops_session';
export const SIGNIN_COOKIE = 'storeops_signin';

export interface Signed {
  operator: Operator;
  csrfToken: string;
  /** The operator's own (live) store. */
  home: StoreRecord;
  /** The store this request works on: `home`, or one of its live sandbox copies (see `selectStore`). */
  store: StoreRecord;
  /** Path prefix of the selected store's pages: `/dashboard` (home) or `/dashboard/stores/<id>`. */
  base: string;
  /** The page frame (store and switcher, operator, CSRF token, cards waiting). */
  frame: Frame;
}

/** Path prefix of a store's pages: the operator's own store has the short form. */
export function storeBase(homeId: string, storeId: string): string {
  return storeId === homeId ? '/dashboard' : `/dashboard/stores/${encodeURIComponent(storeId)}`;
}

/** The signed-in operator of this request (set by `requireSession`). */
export function signed(res: Response): Signed {
  return res.locals.dashboard as Signed;
}

/**
 * The operator acting through the invoke core on `storeId` (default their own store): a live,
 * admin-scoped credential that never auto-applies.
 */
export function operatorCredential(op: Operator, storeId: string = op.storeId): Credential {
  return {
    id: `operator:${op.id}`,
    storeId,
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

/**
 * Loads the live session (or null) and records the operator on the request for the audit row. The
 * selected store is the operator's own until `selectStore` says otherwise; the frame (switcher,
 * cards waiting) is filled in by `selectStore`.
 */
export async function loadSession(deps: DashboardDeps, req: Request, res: Response): Promise<Signed | null> {
  const op = await readSession(deps.db, readCookie(req, SESSION_COOKIE), deps.now());
  if (op === null) return null;
  const { csrfToken, ...operator } = op;
  const s = state(res);
  s.credential = operatorCredential(operator);
  const home = await deps.stores.get(operator.storeId);
  s.store = home;
  const frame: Frame = {
    storeName: home.name,
    email: operator.email,
    csrfToken,
    pending: 0,
    base: '/dashboard',
    sandbox: false,
    storeId: home.id,
    stores: [],
  };
  const ctx: Signed = { operator, csrfToken, home, store: home, base: '/dashboard', frame };
  res.locals.dashboard = ctx;
  return ctx;
}

/** Where sign-in returns to: a dashboard path this service serves (never another origin). */
export function safeNext(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!/^\/dashboard\/[A-Za-z0-9\-._~%/?=&+:@]*$/.test(value) || value.includes('//') || value.startsWith('/dashboard/sign-')) return null;
  return value;
}

/** Middleware: a live session, else 303 to sign-in (a page view returns here after); on POST, the session's CSRF token too. */
export function requireSession(deps: DashboardDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = await loadSession(deps, req, res);
    if (ctx === null) {
      const back = req.method === 'GET' ? safeNext(req.originalUrl) : null;
      await redirect(deps, req, res, back === null ? '/dashboard/sign-in' : `/dashboard/sign-in?next=${encodeURIComponent(back)}`);
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
  await sendMessage(
    deps,
    req,
    res,
    403,
    {
      title: 'Form refused',
      heading: 'This form was refused',
      body: 'The form did not carry this session’s security token (it may be from an old tab, or from another site). Nothing was changed. Go back, reload the page and try again.',
      link: back,
    },
    'forbidden',
  );
}

/**
 * Middleware: selects the store this request works on (`req.params.storeId`, else the operator's
 * own), refusing with 404 any store that is neither the operator's own nor one of its live sandbox
 * copies; then fills the frame: the switcher's stores, the selected one, its cards waiting.
 */
export function selectStore(deps: DashboardDeps) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const ctx = signed(res);
    const now = deps.now();
    const copies = await listSandboxCopies(deps.db, ctx.home.id, now);
    const wanted = typeof req.params.storeId === 'string' ? req.params.storeId : ctx.home.id;
    if (wanted !== ctx.home.id && !copies.some((c) => c.id === wanted)) {
      await sendNotFound(deps, req, res, {
        heading: 'No such store',
        body: 'This dashboard has no store with that id for you: it is not your store or one of its sandbox copies, or the sandbox copy has expired.',
        link: { href: '/dashboard/approvals', text: 'Go to your store’s approvals inbox' },
      });
      return;
    }
    const store = wanted === ctx.home.id ? ctx.home : await deps.stores.get(wanted);
    const s = state(res);
    s.store = store;
    s.credential = operatorCredential(ctx.operator, store.id);
    const waiting = await deps
      .db('approvals')
      .where({ store_id: store.id, status: 'requested' })
      .andWhere('expires_at', '>', now.toISOString())
      .count({ n: '*' })
      .first();
    const keys: Array<{ store_id: string; label: string }> =
      copies.length === 0
        ? []
        : await deps
            .db('api_keys')
            .whereIn(
              'store_id',
              copies.map((c) => c.id),
            )
            .orderBy('created_at')
            .select('store_id', 'label');
    const stores: StoreChoice[] = [
      { id: ctx.home.id, name: ctx.home.name, sandbox: false, expiresAt: null, base: '/dashboard' },
      ...copies.map((c) => ({
        id: c.id,
        name: c.name,
        sandbox: true,
        expiresAt: c.expiresAt,
        base: storeBase(ctx.home.id, c.id),
        keys: keys.filter((k) => k.store_id === c.id).map((k) => k.label),
      })),
    ];
    ctx.store = store;
    ctx.base = storeBase(ctx.home.id, store.id);
    ctx.frame = {
      ...ctx.frame,
      storeName: store.name,
      pending: Number(waiting?.n ?? 0),
      base: ctx.base,
      sandbox: store.id !== ctx.home.id,
      storeId: store.id,
      stores,
    };
    next();
  };
}
