/**
 * The approvals inbox, `/dashboard/approvals` of the selected store (its own or a sandbox copy's
 * cards; session.ts `selectStore`) (seed: Risk tiers, States and transitions
 * "Approval"): requested cards first, soonest deadline first, each with its exact change and
 * Approve / Reject; below, the decided, failed, expired and withdrawn cards, newest first,
 * filtered by `?status=` and paged by `?page=`. A decision goes through `Invoker.decideApproval`
 * (re-validates and applies with a receipt, or fails with the reason when the world moved) and
 * answers 303 back here with `?decided=<id>`, where the card's outcome is shown.
 */
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { ArgumentError, approvalFromRow, type Types } from '@storeops/contract';
import type { ApprovalRow } from '@storeops/db';
import { state } from '../http/pipeline';
import { approvalCard, REASON_MAX, type ResourceNames } from './approval-card';
import { dateDisplay } from './format';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed, type Signed } from './session';

const HISTORY_STATUSES = ['all', 'approved', 'rejected', 'failed', 'expired', 'withdrawn'] as const;
type HistoryStatus = (typeof HISTORY_STATUSES)[number];
const PAGE_SIZE = 20;

/** Readable names for the credentials that asked: key label and prefix, or the operator's email. */
async function requesters(db: Knex, storeId: string, cards: Types.Approval[]): Promise<Map<string, string>> {
  const ids = [...new Set(cards.map((c) => c.requested_by))];
  const names = new Map<string, string>();
  const keys = await db('api_keys').where({ store_id: storeId }).whereIn('id', ids).select('id', 'label', 'key_prefix');
  for (const k of keys) names.set(k.id, `${k.label} (${k.key_prefix}…)`);
  const operatorIds = ids.filter((id) => id.startsWith('operator:')).map((id) => id.slice('operator:'.length));
  const ops = await db('operators').where({ store_id: storeId }).whereIn('id', operatorIds).select('id', 'email');
  for (const o of ops) names.set(`operator:${o.id}`, `operator ${o.email}`);
  return names;
}

/**
 * Names of the cards' variants (SKU, then product and variant title) and products (title, then
 * handle), by `<kind>:<ref>`; a ref may be a variant's id or its storefront `external_id`.
 */
async function resourceNames(db: Knex, storeId: string, cards: Types.Approval[]): Promise<ResourceNames> {
  const refs = (kind: string) => [
    ...new Set(cards.flatMap((c) => (c.change?.changes ?? []).filter((x) => x.resource_kind === kind).map((x) => x.resource_ref))),
  ];
  const names = new Map<string, { name: string; detail: string | null }>();
  const variantRefs = refs('variant');
  if (variantRefs.length > 0) {
    const rows = (await db('variants as v')
      .join('products as p', 'p.id', 'v.product_id')
      .where('v.store_id', storeId)
      .andWhere((w) => w.whereIn('v.id', variantRefs).orWhereIn('v.external_id', variantRefs))
      .select('v.id', 'v.external_id', 'v.sku', 'v.title', 'p.title as product_title')) as Array<Record<string, string>>;
    for (const v of rows) {
      const detail = v.title === 'Default Title' ? v.product_title! : `${v.product_title} (${v.title})`;
      for (const ref of [v.id!, v.external_id!]) names.set(`variant:${ref}`, { name: v.sku!, detail });
    }
  }
  const productRefs = refs('product');
  if (productRefs.length > 0) {
    const rows = (await db('products').where({ store_id: storeId }).whereIn('id', productRefs).select('id', 'title', 'handle')) as Array<
      Record<string, string>
    >;
    for (const p of rows) names.set(`product:${p.id}`, { name: p.title!, detail: p.handle! });
  }
  return names;
}

async function history(db: Knex, storeId: string, status: HistoryStatus, pageNo: number, nowIso: string): Promise<ApprovalRow[]> {
  const q = db('approvals').where({ store_id: storeId });
  const lapsed = (b: Knex.QueryBuilder) => b.where('status', 'requested').andWhere('expires_at', '<=', nowIso);
  if (status === 'all') q.andWhere((b) => b.whereNot('status', 'requested').orWhere((c) => lapsed(c)));
  else if (status === 'expired') q.andWhere((b) => b.where('status', 'expired').orWhere((c) => lapsed(c)));
  else q.andWhere('status', status);
  return q
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1)
    .offset((pageNo - 1) * PAGE_SIZE);
}

function decidedNotice(card: Types.Approval | null, stale: boolean): SafeHtml | null {
  if (card === null) return null;
  if (stale) return notice('warn', html`“${card.title}” was already <strong>${card.status}</strong>; your decision was not recorded.`);
  if (card.status === 'approved')
    return notice(
      'ok',
      html`Approved and applied: “${card.title}”.${card.receipt_id === null ? '' : html` Receipt <code>${card.receipt_id}</code>.`}`,
    );
  if (card.status === 'failed') return notice('error', html`Not applied: “${card.title}” failed. ${card.reason}`);
  if (card.status === 'rejected') return notice('ok', html`Rejected: “${card.title}”.`);
  return notice('warn', html`“${card.title}” is ${card.status}.`);
}

function filterForm(base: string, status: HistoryStatus): SafeHtml {
  const options = HISTORY_STATUSES.map((s) => html`<option value="${s}" ${s === status ? html`selected` : ''}>${s}</option>`);
  return html`<form method="get" action="${base}/approvals" class="filters">
    <div>
      <label for="status">Status</label>
      <select id="status" name="status">
        ${options}
      </select>
    </div>
    <button type="submit">Show</button>
  </form>`;
}

async function inbox(deps: DashboardDeps, req: Request, res: Response, ctx: Signed): Promise<void> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const storeId = ctx.store.id;
  const status = (HISTORY_STATUSES as readonly string[]).includes(String(req.query.status)) ? (req.query.status as HistoryStatus) : 'all';
  const pageNo = Math.max(1, Math.min(1000, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
  const pendingRows: ApprovalRow[] = await deps
    .db('approvals')
    .where({ store_id: storeId, status: 'requested' })
    .andWhere('expires_at', '>', nowIso)
    .orderBy('expires_at', 'asc')
    .limit(100);
  const historyRows = await history(deps.db, storeId, status, pageNo, nowIso);
  const pending = pendingRows.map((r) => approvalFromRow(r, now));
  const past = historyRows.slice(0, PAGE_SIZE).map((r) => approvalFromRow(r, now));
  const decidedId = typeof req.query.decided === 'string' ? req.query.decided : null;
  const decidedRow: ApprovalRow | undefined =
    decidedId === null ? undefined : await deps.db('approvals').where({ store_id: storeId, id: decidedId }).first();
  const names = await requesters(deps.db, storeId, [...pending, ...past]);
  const resources = await resourceNames(deps.db, storeId, [...pending, ...past]);
  const zone = (await deps.db('stores').where({ id: storeId }).first('timezone')) as { timezone: string | null } | undefined;
  const dates = dateDisplay(req.acceptsLanguages(), zone?.timezone ?? 'UTC');
  const card = (a: Types.Approval) =>
    approvalCard(a, {
      now,
      csrf: ctx.csrfToken,
      requester: names.get(a.requested_by) ?? a.requested_by,
      base: ctx.base,
      resources,
      dates,
    });
  const link = (p: number) => `${ctx.base}/approvals?status=${encodeURIComponent(status)}&page=${p}`;
  const body = html`${decidedNotice(decidedRow === undefined ? null : approvalFromRow(decidedRow, now), req.query.stale !== undefined)}
    <section aria-labelledby="pending-heading">
      <h2 id="pending-heading">Waiting for your decision (${ctx.frame.pending})</h2>
      ${ctx.frame.pending > pending.length ? html`<p class="muted">Showing the ${pending.length} with the nearest deadlines.</p>` : null}
      ${pending.length === 0 ? html`<p class="muted">Nothing is waiting for a decision.</p>` : pending.map(card)}
    </section>
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">Decided, failed, expired and withdrawn</h2>
      ${filterForm(ctx.base, status)} ${past.length === 0 ? html`<p class="muted">No cards with this status.</p>` : past.map(card)}
      <nav class="pager" aria-label="History pages">
        ${pageNo > 1 ? html`<a href="${link(pageNo - 1)}">Newer</a>` : null}
        ${historyRows.length > PAGE_SIZE ? html`<a href="${link(pageNo + 1)}">Older</a>` : null}
      </nav>
    </section>`;
  await sendPage(deps, req, res, 200, page(ctx.frame, 'approvals', 'Approvals', body));
}

export function registerApprovals(router: Router, deps: DashboardDeps): void {
  router.get('/approvals', async (req, res) => inbox(deps, req, res, signed(res)));

  router.post('/approvals/:id/:decision', async (req, res) => {
    const ctx = signed(res);
    const id = String(req.params.id);
    const decision = req.params.decision === 'approve' ? 'approve' : req.params.decision === 'reject' ? 'reject' : null;
    const s = state(res);
    s.subjectRef = `approval:${id}`;
    const row = await deps.db('approvals').where({ store_id: ctx.store.id, id }).first('id');
    if (decision === null || row === undefined) {
      await sendPage(
        deps,
        req,
        res,
        404,
        page(ctx.frame, 'approvals', 'Not found', html`<p>No such approval card in this store.</p>`),
        'not_found',
      );
      return;
    }
    s.operation = `dashboard.${decision}`;
    const reason = field(req.body, 'reason');
    if (reason.length > REASON_MAX) {
      const body = notice('error', `Reason: at most ${REASON_MAX} characters (got ${reason.length}). Nothing was decided.`);
      await sendPage(deps, req, res, 400, page(ctx.frame, 'approvals', 'Approvals', body), 'invalid_request');
      return;
    }
    try {
      await deps.invoker.decideApproval({
        store: ctx.store,
        operator: { id: ctx.operator.id, email: ctx.operator.email },
        approvalId: id,
        decision,
        ...(decision === 'reject' && reason !== '' ? { reason } : {}),
        requestId: s.requestId,
        now: deps.now(),
      });
    } catch (err) {
      if (!(err instanceof ArgumentError)) throw err;
      await redirect(deps, req, res, `${ctx.base}/approvals?decided=${encodeURIComponent(id)}&stale=1`);
      return;
    }
    await redirect(deps, req, res, `${ctx.base}/approvals?decided=${encodeURIComponent(id)}`);
  });
}
