/**
 * The operator dashboard, mounted at `/dashboard`: server-rendered
 * HTML with plain forms, no script (but the one inline script of Finance's statement import, see
 * finance.ts) and no build step.
 *
 * | Route | What |
 * |---|---|
 * | GET, POST /sign-in; POST /sign-out | operator sign-in (session cookie) |
 * | GET /approvals; POST /approvals/:id/approve, /approvals/:id/reject | approvals inbox |
 * | GET /settings/developers; POST .../keys, .../keys/:id/revoke, .../keys/:id/auto-apply | API keys |
 * | GET /settings/developers/webhooks; POST .../webhooks/:id/enable, .../webhooks/deliveries/:id/redeliver | webhooks |
 * | GET /controls; POST /controls/kill-switch, /controls/automation | kill switch, store automation |
 * | GET /controls/agents/:slug; POST .../enable, .../disable | one agent: mode, recent decisions |
 * | GET /finance; POST /finance/bank-accounts/create, .../bank-accounts/:id/update, .../bank-transactions/:id/dismiss, .../:id/undismiss, .../statements/import, .../periods/:id/close, .../:id/reopen | finance books: bank, periods, trial balance (finance.ts) |
 * | GET /audit, /audit.csv | audit log and its CSV |
 * | GET, POST /connect/:uid | OAuth consent: store and scopes for an app (connect.ts) |
 * | GET /settings/connected-apps; POST .../:id/revoke | OAuth grants: list, revoke |
 * | GET /assets/dashboard.css | stylesheet (static, not audited) |
 *
 * URL scheme (the addresses `where_in_service` and `get_store_overview` hand out are these):
 * `/dashboard/<page>` is a page of the signed-in operator's own store; `/dashboard/stores/<store
 * id>/<page>` the same page of a store the operator may select (their own, or one of its live
 * sandbox copies; session.ts `selectStore`, checked on every request). Approvals, Controls (and
 * agent pages), Audit log and Settings > Developers > Webhooks exist for every selectable store;
 * Settings > Developers' API keys only for the operator's own store (it lists the keys of its
 * sandbox copies too). A page view that needs a
 * session returns to the page after sign-in (`?next=`).
 *
 * Every other response (pages, redirects, refusals, form posts) is audited with surface
 * `dashboard` through `reply.send`. Audit `operation`: the registry name for what runs through
 * the invoke core (set_kill_switch, enable_automation, ...), `audit_list` for reading the log,
 * `dashboard.<action>` for the dashboard's own actions (sign_in, approve, reject, key_mint, ...),
 * null for page views. Pages send a strict CSP (no script, except Finance's one inline script by its
 * hash; styles from this origin, forms to this origin, no framing) and `Cache-Control: no-store` (a
 * minted key must not sit in a cache).
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { toServiceError } from '../errors';
import { state } from '../http/pipeline';
import { registerApprovals } from './approvals';
import { registerAudit } from './audit';
import { sendMessage, sendNotFound, redirect, type DashboardDeps } from './context';
import { registerControls } from './controls';
import { registerDevelopers } from './developers';
import { registerWebhooks } from './webhooks';
import { financeImportBody, registerFinance } from './finance';
import { registerConnectedApps, registerConsent } from './connect';
import { requireSession, selectStore, signed } from './session';
import { registerSignIn } from './sign-in';
import { DASHBOARD_CSS } from './style';

export type { DashboardDeps } from './context';

/** Largest accepted form body (64 KiB); larger answers 413. */
const FORM_LIMIT = '64kb';

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export function dashboardRouter(deps: DashboardDeps): Router {
  const router = express.Router();
  router.get('/assets/dashboard.css', (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }).type('text/css').send(DASHBOARD_CSS);
  });
  router.use((_req, res, next) => {
    state(res).surface = 'dashboard';
    res.set(SECURITY_HEADERS);
    next();
  });
  // The statement import form may be larger (finance.ts IMPORT_FORM_LIMIT); every other form 64 KiB.
  router.use(financeImportBody());
  router.use(express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 200 }));

  registerSignIn(router, deps);
  router.use(requireSession(deps));
  registerConsent(router, deps);

  // The pages of one store, mounted for a named store and for the operator's own (see above).
  const storePages = express.Router({ mergeParams: true });
  storePages.get('/', (req, res) => redirect(deps, req, res, `${signed(res).base}/approvals`));
  registerApprovals(storePages, deps);
  registerControls(storePages, deps);
  registerAudit(storePages, deps);
  registerWebhooks(storePages, deps);
  registerFinance(storePages, deps);
  const homePages = express.Router();
  registerDevelopers(homePages, deps);
  registerConnectedApps(homePages, deps);

  router.use('/stores/:storeId', selectStore(deps), storePages);
  router.use(selectStore(deps), homePages, storePages);

  router.use(async (req: Request, res: Response) => {
    await sendNotFound(deps, req, res, {
      heading: 'Page not found',
      body: `There is no dashboard page at ${req.originalUrl.split('?')[0]}.`,
      link: { href: '/dashboard/approvals', text: 'Go to the approvals inbox' },
    });
  });

  router.use(async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const refusal = toServiceError(err);
    if (refusal.status >= 500 && refusal.code !== 'server_error') {
      // A service-side refusal the service knows (e.g. 503 rls_scoped_execution_unavailable): nothing ran.
      await sendMessage(
        deps,
        req,
        res,
        refusal.status,
        {
          title: 'Not available',
          heading: 'This could not be done right now',
          body: `${refusal.message} Reference: ${state(res).requestId}.`,
          link: { href: '/dashboard/approvals', text: 'Back to the dashboard' },
        },
        refusal.code,
      );
      return;
    }
    const e = err as { type?: string; status?: number };
    const tooLarge = e?.type === 'entity.too.large';
    const badForm = typeof e?.status === 'number' && e.status >= 400 && e.status < 500;
    if (!tooLarge && !badForm) deps.log?.(`dashboard error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await sendMessage(
      deps,
      req,
      res,
      tooLarge ? 413 : badForm ? 400 : 500,
      {
        title: tooLarge || badForm ? 'Form refused' : 'Something went wrong',
        heading: tooLarge ? 'That form was too large' : badForm ? 'That form could not be read' : 'Something went wrong',
        body: `${tooLarge || badForm ? 'Nothing was changed.' : 'It may or may not have taken effect; check the audit log.'} Reference: ${state(res).requestId}.`,
        link: { href: '/dashboard/approvals', text: 'Back to the dashboard' },
      },
      tooLarge ? 'payload_too_large' : badForm ? 'invalid_body' : 'server_error',
    );
  });
  return router;
}
