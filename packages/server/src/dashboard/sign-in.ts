/**
 * `GET|POST /dashboard/sign-in` and `POST /dashboard/sign-out`. A wrong email or password answers
 * the same page with "Email or password is wrong" (401), never saying which; success opens a
 * session (cookie, see session.ts) and answers 303 to the approvals inbox, or to the dashboard
 * page that sent the browser here (`?next=<dashboard path>`, carried in a hidden field; only
 * paths under `/dashboard/` are followed, session.ts `safeNext`).
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import { closeSession, openSession, signIn } from '../auth/operators';
import { clientAddress, state } from '../http/pipeline';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { html } from './html';
import { bare, notice } from './layout';
import {
  SESSION_COOKIE,
  SIGNIN_COOKIE,
  cookie,
  csrfRefused,
  loadSession,
  operatorCredential,
  readCookie,
  requireSession,
  safeNext,
  sameToken,
  sessionCookie,
} from './session';

const SIGNIN_PATH = '/dashboard/sign-in';
/** The sign-in form's double-submit token lives for an hour. */
const SIGNIN_TOKEN_SECONDS = 3600;

function signInPage(token: string, email: string, message: ReturnType<typeof notice> | null, next: string | null) {
  return bare(
    'Sign in',
    html`<h1>Sign in to StoreOps</h1>
      <p class="muted">Operators approve changes, manage API keys and controls here.</p>
      ${message}
      <form method="post" action="${SIGNIN_PATH}">
        <input type="hidden" name="csrf" value="${token}" />
        ${next === null ? null : html`<input type="hidden" name="next" value="${next}" />`}
        <div class="field">
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required value="${email}" />
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required />
        </div>
        <button type="submit" class="primary">Sign in</button>
      </form>`,
  );
}

/** Shows the form with a fresh double-submit token (cookie + hidden field). */
async function showForm(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  email: string,
  message: ReturnType<typeof notice> | null,
  next: string | null = null,
) {
  const token = randomBytes(24).toString('base64url');
  res.append('Set-Cookie', cookie(req, SIGNIN_COOKIE, token, SIGNIN_TOKEN_SECONDS, SIGNIN_PATH));
  await sendPage(
    deps,
    req,
    res,
    status,
    signInPage(token, email, message, next),
    status === 401 ? 'unauthorized' : status === 429 ? 'rate_limited' : undefined,
  );
}

/** Sign-in attempts allowed per client address per minute. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;

export function registerSignIn(router: Router, deps: DashboardDeps): void {
  router.get('/sign-in', async (req, res) => {
    const next = safeNext(req.query.next);
    if ((await loadSession(deps, req, res)) !== null) {
      await redirect(deps, req, res, next ?? '/dashboard/approvals');
      return;
    }
    const signedOut = req.query.signed_out !== undefined;
    await showForm(deps, req, res, 200, '', signedOut ? notice('ok', 'You are signed out.') : null, next);
  });

  router.post('/sign-in', async (req, res) => {
    state(res).operation = 'dashboard.sign_in';
    const expected = readCookie(req, SIGNIN_COOKIE) ?? '';
    if (!sameToken(field(req.body, 'csrf'), expected)) {
      await csrfRefused(deps, req, res, { href: SIGNIN_PATH, text: 'Back to sign-in' });
      return;
    }
    const email = field(req.body, 'email');
    const next = safeNext(field(req.body, 'next'));
    // Password guessing: at most SIGN_IN_ATTEMPTS_PER_MINUTE attempts a minute per client address.
    try {
      await deps.limits.consume(`sign-in:${clientAddress(req)}`, 'dashboard', SIGN_IN_ATTEMPTS_PER_MINUTE, 'per-address');
    } catch (err) {
      const retry = (err as { extras?: { retry_after_seconds?: number } }).extras?.retry_after_seconds ?? 60;
      res.setHeader('Retry-After', String(retry));
      await showForm(
        deps,
        req,
        res,
        429,
        email,
        notice('error', `Too many sign-in attempts from this address; try again in ${retry} s.`),
        next,
      );
      return;
    }
    const password = typeof req.body?.password === 'string' ? (req.body.password as string) : '';
    const operator = email === '' || password === '' ? null : await signIn(deps.db, email, password);
    if (operator === null) {
      await showForm(deps, req, res, 401, email, notice('error', 'Email or password is wrong.'), next);
      return;
    }
    const session = await openSession(deps.db, operator.id, deps.now());
    const s = state(res);
    s.credential = operatorCredential(operator);
    res.append('Set-Cookie', sessionCookie(req, session.token));
    res.append('Set-Cookie', cookie(req, SIGNIN_COOKIE, '', 0, SIGNIN_PATH));
    await redirect(deps, req, res, next ?? '/dashboard/approvals');
  });

  router.post('/sign-out', requireSession(deps), async (req, res) => {
    state(res).operation = 'dashboard.sign_out';
    const token = readCookie(req, SESSION_COOKIE);
    if (token !== undefined) await closeSession(deps.db, token);
    res.append('Set-Cookie', cookie(req, SESSION_COOKIE, '', 0));
    await redirect(deps, req, res, `${SIGNIN_PATH}?signed_out=1`);
  });
}
