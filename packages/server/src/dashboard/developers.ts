/**
 * Settings > Developers, `/dashboard/settings/developers` (seed: Authentication, Risk tiers rule 1):
 * the operator's own store's API keys, with the sandbox keys it minted (each lives in its own
 * sandbox copy of the demo store; listed while the copy lives, badged `sandbox`); minting live or sandbox keys with chosen scopes, auto-apply, IP allowlist
 * and expiry (auth/keys.ts `mintKey`; the clear key is on the answer to the POST only, never
 * stored, never on a page that can be reloaded; process memory keeps that answer 10 minutes for a
 * repeated POST of the same form, below); revoking (takes effect at once in this process);
 * turning auto-apply on or off. Invalid input shows the form again (400) and creates nothing.
 * Each rendering of the mint form mints at most one key: a repeated POST of the same rendering (a
 * double click, a browser re-sending it) within 10 minutes, in the same session, answers the first
 * POST's page again, the same key included (submission-once.ts).
 */
import type { Request, Response, Router } from 'express';
import type { ApiKeyRow } from '@storeops/db';
import { mintKey, revokeKey, setAutoApply, type MintedKey } from '../auth/keys';
import { state } from '../http/pipeline';
import { redirect, sendPage, field, type DashboardDeps } from './context';
import { EMPTY_FORM, keysTable, mintForm, mintedView } from './developers-view';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { parseMintForm } from './mint-form';
import { signed, type Signed } from './session';
import { developerTabs } from './webhooks-view';
import { isSubmissionToken, SubmissionOnce, SUBMISSION_FIELD } from './submission-once';

const PATH = '/dashboard/settings/developers';
const NOTICES: Record<string, (label: string) => SafeHtml> = {
  revoked: (label) => notice('ok', html`Revoked “${label}”. It stops working at once.`),
  auto_apply_on: (label) => notice('ok', html`Auto-apply is on for “${label}”.`),
  auto_apply_off: (label) => notice('ok', html`Auto-apply is off for “${label}”.`),
};

/** The stores whose keys this page manages: the operator's own and its live sandbox copies. */
const keyStores = (ctx: Signed): string[] => [ctx.home.id, ...ctx.frame.stores.filter((c) => c.sandbox).map((c) => c.id)];

async function keysOf(deps: DashboardDeps, ctx: Signed): Promise<ApiKeyRow[]> {
  return deps
    .db('api_keys')
    .whereIn('store_id', keyStores(ctx))
    .orderByRaw('CASE WHEN revoked_at IS NULL THEN 0 ELSE 1 END')
    .orderBy('created_at', 'desc')
    .orderBy('id');
}

async function show(deps: DashboardDeps, req: Request, res: Response, ctx: Signed, status: number, form: SafeHtml, top: SafeHtml | null) {
  const keys = await keysOf(deps, ctx);
  const body = html`${developerTabs('keys', ctx.base)} ${top}
    <section aria-labelledby="keys-heading">
      <h2 id="keys-heading">API keys</h2>
      ${keysTable(keys, deps.now(), ctx.csrfToken)}
    </section>
    <section aria-labelledby="mint-heading">
      <h2 id="mint-heading">Mint a key</h2>
      ${form}
    </section>`;
  await sendPage(
    deps,
    req,
    res,
    status,
    page(ctx.frame, 'developers', 'Settings > Developers', body),
    status === 400 ? 'invalid_request' : undefined,
  );
}

/** How long a mint form's answer is replayed to a repeated POST of the same rendering (ms). */
export const MINT_REPLAY_MS = 10 * 60_000;

export function registerDevelopers(router: Router, deps: DashboardDeps): void {
  const forget = (hash: string) => deps.credentials.forget(hash);
  const mints = new SubmissionOnce<MintedKey>(MINT_REPLAY_MS);

  router.get('/settings/developers', async (req, res) => {
    const ctx = signed(res);
    const kind = typeof req.query.notice === 'string' ? NOTICES[req.query.notice] : undefined;
    const keyId = typeof req.query.key === 'string' ? req.query.key : '';
    const row =
      kind === undefined ? undefined : await deps.db('api_keys').whereIn('store_id', keyStores(ctx)).andWhere({ id: keyId }).first('label');
    await show(
      deps,
      req,
      res,
      ctx,
      200,
      mintForm(EMPTY_FORM, {}, ctx.csrfToken),
      kind !== undefined && row !== undefined ? kind(row.label) : null,
    );
  });

  router.post('/settings/developers/keys', async (req, res) => {
    const ctx = signed(res);
    state(res).operation = 'dashboard.key_mint';
    const parsed = parseMintForm(req.body);
    if (!parsed.ok) {
      await show(deps, req, res, ctx, 400, mintForm(parsed.values, parsed.errors, ctx.csrfToken), null);
      return;
    }
    const r = parsed.request;
    const mint = () =>
      mintKey(deps.db, {
        storeId: ctx.home.id,
        kind: r.kind,
        scopes: r.scopes,
        label: r.label,
        autoApply: r.autoApply,
        ...(r.ipAllowlist !== undefined ? { ipAllowlist: r.ipAllowlist } : {}),
        ...(r.expiresInSeconds !== undefined ? { expiresInSeconds: r.expiresInSeconds } : {}),
        now: deps.now(),
      });
    const token = field(req.body, SUBMISSION_FIELD);
    const minted = isSubmissionToken(token) ? (await mints.run(`${ctx.operator.id}:${ctx.csrfToken}:${token}`, mint)).value : await mint();
    state(res).subjectRef = `api_key:${minted.id}`;
    await sendPage(deps, req, res, 201, page(ctx.frame, 'developers', 'Key minted', mintedView(minted)));
  });

  router.post('/settings/developers/keys/:id/:action', async (req, res) => {
    const ctx = signed(res);
    const id = String(req.params.id);
    const s = state(res);
    s.subjectRef = `api_key:${id}`;
    let done = false;
    let notice = '';
    // The key's own store: the operator's, or the sandbox copy a sandbox key lives in.
    const owned: { store_id: string } | undefined = await deps
      .db('api_keys')
      .whereIn('store_id', keyStores(ctx))
      .andWhere({ id })
      .whereNull('revoked_at')
      .first('store_id');
    if (req.params.action === 'revoke') {
      s.operation = 'dashboard.key_revoke';
      done = owned !== undefined && (await revokeKey(deps.db, owned.store_id, id, forget, deps.now()));
      notice = 'revoked';
    } else if (req.params.action === 'auto-apply') {
      s.operation = 'dashboard.key_auto_apply';
      const on = field(req.body, 'auto_apply') === 'on';
      done = owned !== undefined && (await setAutoApply(deps.db, owned.store_id, id, on, forget));
      notice = on ? 'auto_apply_on' : 'auto_apply_off';
    }
    if (!done) {
      const body = html`<p>No active key with this id in this store; nothing was changed.</p>
        <p><a href="${PATH}">Back to Settings > Developers</a></p>`;
      await sendPage(deps, req, res, 404, page(ctx.frame, 'developers', 'Key not found', body), 'not_found');
      return;
    }
    await redirect(deps, req, res, `${PATH}?notice=${notice}&key=${encodeURIComponent(id)}`);
  });
}
