/**
 * OAuth consent and Settings > Connected apps (seed: Authentication rule 1, "On connect
 * the user picks the store and the scopes; the client never sees more than granted").
 *
 * | Route | What |
 * |---|---|
 * | GET /dashboard/connect/:uid | the consent page of authorization `uid` (oauth/server.ts sends the browser here) |
 * | POST /dashboard/connect/:uid | allow (store, scopes) or deny; 303 back to the authorization endpoint |
 * | GET /dashboard/settings/connected-apps | grants of the operator's store and its sandbox copies |
 * | POST /dashboard/settings/connected-apps/:id/revoke | revokes a grant (every token of it stops at the next request) |
 * | POST /dashboard/settings/connected-apps/:id/auto-apply | turns the grant's auto-apply on or off (field `auto_apply` = `on`/`off`) |
 *
 * The consent page needs the operator's session (sign-in returns here) and shows the client's
 * name, its `client_id`, the host its logo is served from (the logo itself is not loaded: no
 * third-party request from the dashboard), the host the browser is sent back to, a choice of store
 * (the operator's own or one of its live sandbox copies) and one checkbox per requested scope
 * (least privilege by default): exactly the requested scopes start ticked, except the
 * `admin` family (`admin`, `admin:read`, `admin:write`), which the operator must tick on purpose;
 * a scope that was not requested is never offered. A requested bundle (`read`, `write`, `admin`)
 * is shown with the requested `<group>:<action>` scopes it covers collapsed under it (a
 * `<details>` the operator may open to pick those instead). Allowing needs at least one scope; a
 * scope that was not requested cannot be added (the token would not carry it). The page's CSP lets its form lead to the client's redirect
 * URI's origin (CSP `form-action` also governs the redirects after a form post).
 *
 * Allowing writes the library's Grant (scopes per resource indicator) and our `oauth_grants` row
 * (store, scopes, client name) in that order, then hands the result to the authorization
 * endpoint; denying answers the client `access_denied`. Both are audited (`dashboard.oauth_allow`
 * / `dashboard.oauth_deny`, subject `oauth_grant:<id>`), as are a revocation
 * (`dashboard.oauth_revoke`) and an auto-apply change (`dashboard.oauth_auto_apply`).
 *
 * Connected apps lists the grants a token was issued for (`token_issued_at`): an authorization
 * the app never redeemed connected nothing. Each live grant can be revoked, and auto-apply turned
 * on or off (seed: Risk tiers rule 1, opt-in per credential, as for API keys): on, the app's
 * ordinary proposed writes apply at once with a receipt; writes that hand authority back still wait.
 */
import type { Request, Response, Router } from 'express';
import { listSandboxCopies, toBool, type OAuthGrantRow } from '@storeops/db';
import { state } from '../http/pipeline';
import { revokeGrant } from '../oauth/adapter';
import { OAUTH_SCOPES, ownResource } from '../oauth/server';
import { field, redirect, sendMessage, sendNotFound, sendPage, type DashboardDeps } from './context';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { bare, csrfField, notice, page } from './layout';
import { signed, type Signed } from './session';

export const CONNECTED_APPS_PATH = '/dashboard/settings/connected-apps';
/** Scopes never pre-ticked on the consent page (the operator ticks them on purpose). */
const DELIBERATE = new Set(['admin', 'admin:read', 'admin:write']);

/** The scopes pre-ticked on the consent page: exactly the requested ones, except DELIBERATE. */
export function preTicked(requested: readonly string[]): Set<string> {
  return new Set(requested.filter((s) => !DELIBERATE.has(s)));
}

/**
 * The requested bundle `scope` is shown over (collapsed under it), or null when shown on its own:
 * a `<group>:read` under `read`, else `write`, else `admin`; a `<group>:write` under `write`, else
 * `admin`; a bundle under nothing (auth/scopes.ts: `write` implies read, `admin` grants everything).
 */
export function coveringBundle(scope: string, requested: readonly string[]): string | null {
  if (!scope.includes(':')) return null;
  const order = scope.endsWith(':read') ? ['read', 'write', 'admin'] : ['write', 'admin'];
  if (scope.startsWith('admin:')) order.splice(0, order.length, 'admin');
  return order.find((b) => requested.includes(b)) ?? null;
}

interface StoreOption {
  id: string;
  name: string;
  sandbox: boolean;
}

async function storeOptions(deps: DashboardDeps, ctx: Signed): Promise<StoreOption[]> {
  const copies = await listSandboxCopies(deps.db, ctx.home.id, deps.now());
  return [{ id: ctx.home.id, name: ctx.home.name, sandbox: false }, ...copies.map((c) => ({ id: c.id, name: c.name, sandbox: true }))];
}

/** What the consent page needs from the pending authorization. */
interface Pending {
  uid: string;
  clientId: string;
  clientName: string;
  logoHost: string | null;
  redirectUri: string;
  requested: string[];
  /** Every scope value the request named, offered or not (e.g. `openid`, which this server does not grant). */
  named: string[];
  resources: string[];
  issuer: string;
}

const hostOf = (uri: string | undefined): string | null => {
  if (uri === undefined) return null;
  try {
    const u = new URL(uri);
    return u.host === '' ? u.protocol : u.host;
  } catch {
    return null;
  }
};

/** `form-action` source for the redirect URI: its origin (http/https) or its scheme (a native app's). */
function formTarget(uri: string): string {
  const u = new URL(uri);
  return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : u.protocol;
}

async function loadPending(deps: DashboardDeps, req: Request, res: Response): Promise<Pending | null> {
  const issuer = deps.baseUrlOf(req);
  const provider = await deps.oauth.providerFor(issuer);
  let details: Awaited<ReturnType<typeof provider.interactionDetails>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return null;
  }
  if (details.uid !== req.params.uid) return null;
  const params = details.params as Record<string, unknown>;
  const clientId = String(params.client_id);
  const client = await provider.Client.find(clientId);
  if (client === undefined) return null;
  const named = String(params.scope ?? '')
    .split(' ')
    .filter((s) => s !== '');
  const requested = named.filter((s) => OAUTH_SCOPES.includes(s));
  const raw = params.resource;
  const resources = (Array.isArray(raw) ? raw : raw === undefined ? [issuer] : [raw]).map(String);
  const meta = client.metadata() as Record<string, unknown>;
  return {
    uid: details.uid,
    clientId,
    clientName: typeof meta.client_name === 'string' && meta.client_name !== '' ? meta.client_name : clientId,
    logoHost: hostOf(typeof meta.logo_uri === 'string' ? meta.logo_uri : undefined),
    redirectUri: String(params.redirect_uri),
    requested,
    named,
    resources: resources.map((r) => ownResource(issuer, r) ?? r),
    issuer,
  };
}

function consentBody(
  p: Pending,
  stores: StoreOption[],
  csrf: string,
  chosen: { store: string; scopes: Set<string> },
  problem: string | null,
): SafeHtml {
  return html`<h1>Connect “${p.clientName}” to StoreOps?</h1>
    ${problem === null ? null : notice('error', problem)}
    <dl class="facts">
      <div>
        <dt>App</dt>
        <dd>${p.clientName}</dd>
      </div>
      <div>
        <dt>Client ID</dt>
        <dd class="mono" data-client-id>${p.clientId}</dd>
      </div>
      <div>
        <dt>Logo served from</dt>
        <dd>${p.logoHost ?? html`<span class="muted">no logo</span>`}</dd>
      </div>
      <div>
        <dt>Sends you back to</dt>
        <dd data-redirect-host>${hostOf(p.redirectUri) ?? p.redirectUri}</dd>
      </div>
    </dl>
    <form method="post" action="${consentPathOf(p.uid)}">
      ${csrfField(csrf)}
      <fieldset>
        <legend>Store the app may act on</legend>
        ${stores.map(
          (s) =>
            html`<label class="choice"
              ><input type="radio" name="store" value="${s.id}" ${s.id === chosen.store ? html`checked` : ''} required /> ${s.name}
              <span class="badge badge-${s.sandbox ? 'sandbox' : 'live'}">${s.sandbox ? 'sandbox' : 'live'}</span></label
            >`,
        )}
      </fieldset>
      <fieldset>
        <legend>What the app may do (untick to give less)</legend>
        ${p.requested
          .filter((s) => coveringBundle(s, p.requested) === null)
          .map((s) => {
            const covered = p.requested.filter((x) => coveringBundle(x, p.requested) === s);
            return html`<label class="choice"
                ><input type="checkbox" name="scope" value="${s}" ${chosen.scopes.has(s) ? html`checked` : ''} /> <code>${s}</code></label
              >${
                covered.length === 0
                  ? null
                  : html`<details class="covered" data-bundle="${s}">
                      <summary>
                        Covers ${covered.length} more specific scope${covered.length === 1 ? '' : 's'} the app also asked for
                      </summary>
                      ${covered.map(
                        (x) =>
                          html`<label class="choice"
                            ><input type="checkbox" name="scope" value="${x}" ${chosen.scopes.has(x) ? html`checked` : ''} />
                            <code>${x}</code></label
                          >`,
                      )}
                    </details>`
              }`;
          })}
        <p class="hint">
          Proposed changes still wait for your approval in the Approvals inbox. You can disconnect the app at any time in Settings &gt;
          Connected apps.
        </p>
      </fieldset>
      <div class="actions">
        <button type="submit" name="decision" value="allow" class="primary">Allow</button>
        <button type="submit" name="decision" value="deny">Deny</button>
      </div>
    </form>`;
}

const consentPathOf = (uid: string) => `/dashboard/connect/${encodeURIComponent(uid)}`;

async function showConsent(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  p: Pending,
  status: number,
  chosen: { store: string; scopes: Set<string> },
  problem: string | null,
): Promise<void> {
  const ctx = signed(res);
  const stores = await storeOptions(deps, ctx);
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${formTarget(p.redirectUri)}; frame-ancestors 'none'; base-uri 'none'`,
  );
  await sendPage(
    deps,
    req,
    res,
    status,
    bare('Connect an app', consentBody(p, stores, ctx.csrfToken, chosen, problem)),
    status === 400 ? 'invalid_request' : undefined,
  );
}

async function expiredRequest(deps: DashboardDeps, req: Request, res: Response): Promise<void> {
  await sendMessage(
    deps,
    req,
    res,
    404,
    {
      title: 'Request expired',
      heading: 'This connection request is no longer open',
      body: 'It was completed, it expired (after 10 minutes), or it was started in another browser. Nothing was granted. Start connecting again from the app.',
      link: { href: CONNECTED_APPS_PATH, text: 'Connected apps' },
    },
    'not_found',
  );
}

function grantsTable(rows: Array<OAuthGrantRow & { store_name: string }>, csrf: string): SafeHtml {
  if (rows.length === 0)
    return html`<p class="muted">No app is connected. Apps connect from an MCP host with OAuth (no API key needed).</p>`;
  return dataTable({
    caption: 'Connected apps',
    columns: ['App', 'Store', 'Scopes', 'Connected', 'Last used', 'Auto-apply', 'Status'],
    rows: rows.map(
      (g) =>
        html`<tr data-grant-id="${g.id}">
          <th scope="row">${g.client_name}<br /><span class="mono muted">${g.client_id}</span></th>
          <td>${g.store_name}</td>
          <td>${(JSON.parse(g.scopes) as string[]).map((s) => html`<code>${s}</code> `)}</td>
          <td class="nowrap">${when(g.created_at)}</td>
          <td class="nowrap">${when(g.last_used_at)}</td>
          <td>${toBool(g.auto_apply ?? false) ? html`<span class="badge badge-on">on</span>` : html`<span class="muted">off</span>`}</td>
          <td>
            ${
              g.revoked_at !== null
                ? html`Revoked ${when(g.revoked_at)}`
                : html`<div class="actions">
                    <form method="post" action="${CONNECTED_APPS_PATH}/${g.id}/auto-apply">
                      ${csrfField(csrf)}
                      <input type="hidden" name="auto_apply" value="${toBool(g.auto_apply ?? false) ? 'off' : 'on'}" />
                      <button type="submit" class="small">
                        Turn auto-apply ${toBool(g.auto_apply ?? false) ? 'off' : 'on'}<span class="sr-only"> for ${g.client_name}</span>
                      </button>
                    </form>
                    <form method="post" action="${CONNECTED_APPS_PATH}/${g.id}/revoke">
                      ${csrfField(csrf)}<button type="submit" class="danger">Revoke</button>
                    </form>
                  </div>`
            }
          </td>
        </tr>`,
    ),
  });
}

/** The consent page's routes (on the dashboard router, after the session check, outside any store's pages). */
export function registerConsent(router: Router, deps: DashboardDeps): void {
  router.get('/connect/:uid', async (req, res) => {
    const ctx = signed(res);
    const p = await loadPending(deps, req, res);
    if (p === null) return expiredRequest(deps, req, res);
    await showConsent(deps, req, res, p, 200, { store: ctx.home.id, scopes: preTicked(p.requested) }, null);
  });

  router.post('/connect/:uid', async (req, res) => {
    const ctx = signed(res);
    const s = state(res);
    const p = await loadPending(deps, req, res);
    if (p === null) return expiredRequest(deps, req, res);
    const provider = await deps.oauth.providerFor(p.issuer);
    const decision = field(req.body, 'decision');
    if (decision !== 'allow') {
      s.operation = 'dashboard.oauth_deny';
      const to = await provider.interactionResult(
        req,
        res,
        { error: 'access_denied', error_description: 'The store operator declined to connect this app.' },
        { mergeWithLastSubmission: false },
      );
      return redirect(deps, req, res, to);
    }
    s.operation = 'dashboard.oauth_allow';
    const raw = (req.body as Record<string, unknown>).scope;
    const picked = new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String));
    const storeId = field(req.body, 'store');
    const stores = await storeOptions(deps, ctx);
    const chosen = { store: storeId, scopes: picked };
    const store = stores.find((x) => x.id === storeId);
    if (store === undefined)
      return showConsent(deps, req, res, p, 400, { ...chosen, store: ctx.home.id }, 'store: choose one of the stores listed.');
    const unknown = [...picked].filter((x) => !p.requested.includes(x));
    if (unknown.length > 0)
      return showConsent(deps, req, res, p, 400, chosen, `scope: ${unknown.join(', ')} was not requested by the app.`);
    if (picked.size === 0) return showConsent(deps, req, res, p, 400, chosen, 'scope: tick at least one, or choose Deny.');
    const scopes = p.requested.filter((x) => picked.has(x));
    const grant = new provider.Grant({ accountId: ctx.operator.id, clientId: p.clientId });
    const unticked = p.named.filter((x) => !picked.has(x));
    // The library checks the scopes as its own (OIDC) and as the resource's: granted and refused
    // in both, so the authorization completes with the narrower set and is not asked again.
    grant.addOIDCScope(scopes.join(' '));
    if (unticked.length > 0) grant.rejectOIDCScope(unticked.join(' '));
    for (const resource of p.resources) {
      grant.addResourceScope(resource, scopes.join(' '));
      if (unticked.length > 0) grant.rejectResourceScope(resource, unticked.join(' '));
    }
    const grantId = await grant.save();
    await deps.db('oauth_grants').insert({
      id: grantId,
      store_id: store.id,
      operator_id: ctx.operator.id,
      client_id: p.clientId,
      client_name: p.clientName.slice(0, 200),
      scopes: JSON.stringify(scopes),
      resources: JSON.stringify(p.resources),
      created_at: deps.now().toISOString(),
      last_used_at: null,
      revoked_at: null,
    } satisfies OAuthGrantRow);
    s.subjectRef = `oauth_grant:${grantId}`;
    const to = await provider.interactionResult(
      req,
      res,
      { login: { accountId: ctx.operator.id }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    await redirect(deps, req, res, to);
  });
}

/** Settings > Connected apps (the operator's own store's pages). */
export function registerConnectedApps(router: Router, deps: DashboardDeps): void {
  router.get('/settings/connected-apps', async (req, res) => {
    const ctx = signed(res);
    const stores = await storeOptions(deps, ctx);
    const rows = (await deps
      .db('oauth_grants')
      .whereIn(
        'store_id',
        stores.map((x) => x.id),
      )
      .whereNotNull('token_issued_at')
      .orderByRaw('CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END')
      .orderBy('created_at', 'desc')) as OAuthGrantRow[];
    const named = rows.map((g) => ({ ...g, store_name: stores.find((x) => x.id === g.store_id)?.name ?? g.store_id }));
    const top =
      req.query.notice === 'revoked'
        ? notice('ok', 'Revoked. The app’s tokens stop working at its next request.')
        : req.query.notice === 'auto_apply_on'
          ? notice(
              'ok',
              'Auto-apply is on: the app’s proposed writes apply at once, with a receipt (writes that hand authority back still wait).',
            )
          : req.query.notice === 'auto_apply_off'
            ? notice('ok', 'Auto-apply is off: the app’s proposed writes wait for approval.')
            : null;
    await sendPage(
      deps,
      req,
      res,
      200,
      page(
        ctx.frame,
        'connected-apps',
        'Settings > Connected apps',
        html`${top}
          <p class="muted">
            Apps you connected with OAuth (for example an MCP host), the store and scopes each was granted, and when it last called.
          </p>
          <section aria-labelledby="grants-heading">
            <h2 id="grants-heading">Connected apps</h2>
            ${grantsTable(named, ctx.csrfToken)}
          </section>`,
      ),
    );
  });

  /** 404 for a grant id that is no live grant of the operator's stores; nothing was changed. */
  const noSuchGrant = (req: Request, res: Response): Promise<void> =>
    sendNotFound(deps, req, res, {
      heading: 'No such connected app',
      body: 'No connected app of your stores has that grant; nothing was changed.',
      link: { href: CONNECTED_APPS_PATH, text: 'Connected apps' },
    });

  router.post('/settings/connected-apps/:id/auto-apply', async (req, res) => {
    const ctx = signed(res);
    const s = state(res);
    s.operation = 'dashboard.oauth_auto_apply';
    const stores = await storeOptions(deps, ctx);
    const id = String(req.params.id);
    s.subjectRef = `oauth_grant:${id}`;
    const on = field(req.body, 'auto_apply') === 'on';
    const updated = await deps
      .db('oauth_grants')
      .where({ id })
      .whereIn(
        'store_id',
        stores.map((x) => x.id),
      )
      .whereNull('revoked_at')
      .update({ auto_apply: on });
    if (updated === 0) {
      await noSuchGrant(req, res);
      return;
    }
    deps.credentials.forget();
    await redirect(deps, req, res, `${CONNECTED_APPS_PATH}?notice=${on ? 'auto_apply_on' : 'auto_apply_off'}`);
  });

  router.post('/settings/connected-apps/:id/revoke', async (req, res) => {
    const ctx = signed(res);
    const s = state(res);
    s.operation = 'dashboard.oauth_revoke';
    const stores = await storeOptions(deps, ctx);
    const row = await deps
      .db('oauth_grants')
      .where({ id: String(req.params.id) })
      .whereIn(
        'store_id',
        stores.map((x) => x.id),
      )
      .first('id');
    if (row === undefined) {
      await noSuchGrant(req, res);
      return;
    }
    s.subjectRef = `oauth_grant:${row.id}`;
    await revokeGrant(deps.db, row.id, deps.now());
    deps.credentials.forget();
    await redirect(deps, req, res, `${CONNECTED_APPS_PATH}?notice=revoked`);
  });
}
