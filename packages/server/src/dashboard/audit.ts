/**
 * The audit log, `<store prefix>/audit` (seed: Non-tool endpoints `GET /api/v1/audit`): the
 * selected store's rows newest first, 50 a page (opaque `before` cursor, as the API), filtered by
 * operation, status class (2xx..5xx), surface and subject_ref; `<store prefix>/audit.csv`
 * downloads the rows matching the same filters (newest 10,000; `x-has-more` says when there are
 * more) as RFC 4180 CSV with the API's columns. Reading the log is itself audited (operation
 * `audit_list`).
 *
 * Surface filter: by default the page lists API calls only (`api`: REST, MCP and the alternate
 * surface), so the operator's own page views do not crowd them out; `all` lists every surface, and
 * each surface can be chosen alone (`dashboard` for the dashboard's own rows). A visible link
 * beside the table switches between API calls and everything.
 *
 * Layout (readable at 1280 px, no horizontal scrolling): seven fixed-width columns; long values
 * (paths, ids, labels) are cut with an ellipsis and carry their full value in `title` (copying the
 * text copies it whole); the duration and request id sit under the request, the client address
 * under the credential, which is shown by its key label or operator email when known.
 */
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { auditCsv, readAuditPage, type AuditEntry } from '../audit/read';
import { decodeCursor } from '../audit/cursor';
import { state } from '../http/pipeline';
import { send, sendPage, type DashboardDeps } from './context';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed, type Signed } from './session';

const PAGE_SIZE = 50;
const CSV_MAX = 10_000;
/** Surface choices: a group or one surface; `api` is the default. */
const SURFACE_CHOICES: ReadonlyArray<{ value: string; text: string; surfaces: readonly string[] | null }> = [
  { value: 'api', text: 'API calls (REST, MCP, alternate)', surfaces: ['rest', 'mcp', 'alt'] },
  { value: 'all', text: 'All surfaces', surfaces: null },
  { value: 'rest', text: 'REST', surfaces: ['rest'] },
  { value: 'mcp', text: 'MCP', surfaces: ['mcp'] },
  { value: 'alt', text: 'Alternate surface', surfaces: ['alt'] },
  { value: 'dashboard', text: 'Dashboard', surfaces: ['dashboard'] },
  { value: 'public', text: 'Public documents', surfaces: ['public'] },
];
export const DEFAULT_SURFACE = 'api';
const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'];

interface Filters {
  operation: string;
  status: string;
  surface: string;
  subject_ref: string;
}

function readFilters(query: Record<string, unknown>): { filters: Filters; error: string | null; before: number | null } {
  const text = (k: string) => (typeof query[k] === 'string' ? (query[k] as string).trim().slice(0, 200) : '');
  const filters: Filters = {
    operation: text('operation'),
    status: text('status'),
    // Absent: API calls; empty (links made before the default existed): every surface.
    surface: query.surface === undefined ? DEFAULT_SURFACE : text('surface') === '' ? 'all' : text('surface'),
    subject_ref: text('subject_ref'),
  };
  let error: string | null = null;
  if (filters.status !== '' && !STATUS_CLASSES.includes(filters.status)) error = `Status: use one of ${STATUS_CLASSES.join(', ')}.`;
  if (!SURFACE_CHOICES.some((c) => c.value === filters.surface))
    error = `Surface: use one of ${SURFACE_CHOICES.map((c) => c.value).join(', ')}.`;
  let before: number | null = null;
  if (text('before') !== '') {
    try {
      before = decodeCursor(text('before'));
    } catch {
      error = 'Page: the link is not one this page made; start again from the newest entries.';
    }
  }
  return { filters, error, before };
}

/** The shared audit reader (audit/read.ts) with this page's filters. */
function rows(db: Knex, storeId: string, f: Filters, before: number | null, limit: number) {
  const surfaces = SURFACE_CHOICES.find((c) => c.value === f.surface)?.surfaces ?? null;
  return readAuditPage(
    db,
    storeId,
    { limit, before, subjectRef: f.subject_ref === '' ? null : f.subject_ref },
    {
      ...(f.operation !== '' ? { operation: f.operation } : {}),
      ...(surfaces !== null ? { surface: surfaces } : {}),
      ...(f.status !== '' ? { statusClass: Number(f.status[0]) * 100 } : {}),
    },
  );
}

/** The query string of `f` (the default surface is left out, so plain links stay plain). */
const query = (f: Filters, extra: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...f, ...extra }).filter(([k, v]) => v !== '' && !(k === 'surface' && v === DEFAULT_SURFACE)),
  ).toString();

function filterForm(base: string, f: Filters): SafeHtml {
  const input = (name: keyof Filters, label: string, placeholder: string) =>
    html`<div>
      <label for="f-${name}">${label}</label>
      <input type="text" id="f-${name}" name="${name}" value="${f[name]}" placeholder="${placeholder}" />
    </div>`;
  const csv = `${base}/audit.csv${query(f) === '' ? '' : `?${query(f)}`}`;
  return html`<form method="get" action="${base}/audit" class="filters">
    <div>
      <label for="f-surface">Surface</label>
      <select id="f-surface" name="surface">
        ${SURFACE_CHOICES.map((c) => html`<option value="${c.value}" ${f.surface === c.value ? html`selected` : ''}>${c.text}</option>`)}
      </select>
    </div>
    ${input('operation', 'Operation', 'get_variants')}
    <div>
      <label for="f-status">Status</label>
      <select id="f-status" name="status">
        <option value="">any</option>
        ${STATUS_CLASSES.map((v) => html`<option value="${v}" ${f.status === v ? html`selected` : ''}>${v}</option>`)}
      </select>
    </div>
    ${input('subject_ref', 'Subject', 'approval:…')}
    <button type="submit">Filter</button>
    <a href="${base}/audit">Clear</a>
    <a class="button primary" href="${csv}" download>Download CSV</a>
  </form>`;
}

/** What the list shows, with the one link that widens or narrows it to API calls. */
function scopeLine(base: string, f: Filters): SafeHtml {
  const choice = SURFACE_CHOICES.find((c) => c.value === f.surface)!;
  const other =
    f.surface === DEFAULT_SURFACE
      ? html`<a href="${base}/audit?${query({ ...f, surface: 'all' })}" data-surface-toggle="all"
          >Show all surfaces, dashboard page views included</a
        >`
      : html`<a
          href="${base}/audit${query({ ...f, surface: DEFAULT_SURFACE }) === '' ? '' : `?${query({ ...f, surface: DEFAULT_SURFACE })}`}"
          data-surface-toggle="api"
          >Show API calls only</a
        >`;
  return html`<p class="scope" data-surface="${f.surface}">Showing: <strong>${choice.text}</strong>. ${other}</p>`;
}

/** Readable names for credentials: key label and prefix, or the operator's email. */
async function credentialNames(db: Knex, ctx: Signed, entries: AuditEntry[]): Promise<Map<string, string>> {
  const ids = [...new Set(entries.map((e) => e.credential_id).filter((id): id is string => id !== null))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const keys = await db('api_keys').where({ store_id: ctx.store.id }).whereIn('id', ids).select('id', 'label', 'key_prefix');
  for (const k of keys) names.set(k.id, `${k.label} (${k.key_prefix}…)`);
  const operatorIds = ids.filter((id) => id.startsWith('operator:')).map((id) => id.slice('operator:'.length));
  if (operatorIds.length > 0) {
    const ops = await db('operators').where({ store_id: ctx.home.id }).whereIn('id', operatorIds).select('id', 'email');
    for (const o of ops) names.set(`operator:${o.id}`, `operator ${o.email}`);
  }
  return names;
}

/** A value cut to its cell's width; the full value is its `title` (and what copying yields). */
function cut(text: string, content: SafeHtml | string = text, cls = ''): SafeHtml {
  return html`<span class="cut${cls === '' ? '' : ` ${cls}`}" title="${text}">${content}</span>`;
}

function table(base: string, entries: AuditEntry[], f: Filters, names: Map<string, string>): SafeHtml {
  if (entries.length === 0) return html`<p class="muted">No audit entries match.</p>`;
  const link = (extra: Partial<Filters>, text: string) => html`<a href="${base}/audit?${query({ ...f, ...extra })}">${text}</a>`;
  const body = entries.map((e) => {
    const request = `${e.method} ${e.path}`;
    const who = e.credential_id === null ? null : (names.get(e.credential_id) ?? e.credential_id);
    return html`<tr data-surface="${e.surface}" data-request-id="${e.request_id}">
      <td>${when(e.created_at, true)}</td>
      <td>${e.surface}</td>
      <td>
        ${cut(request, request, 'mono')}${cut(`${e.duration_ms} ms · ${e.request_id}`, `${e.duration_ms} ms · ${e.request_id}`, 'mono muted')}
      </td>
      <td>${e.operation === null ? '' : cut(e.operation, link({ operation: e.operation }, e.operation), 'mono')}</td>
      <td>${e.status}${e.error_code === null ? '' : html` ${cut(e.error_code, html`<code>${e.error_code}</code>`, 'inline')}`}</td>
      <td>
        ${who === null ? html`<span class="muted">none</span>` : cut(e.credential_id === who ? who : `${who} — ${e.credential_id}`, who)}
        ${cut(e.ip, e.ip, 'mono muted')}
      </td>
      <td>${e.subject_ref === null ? '' : cut(e.subject_ref, link({ subject_ref: e.subject_ref }, e.subject_ref), 'mono')}</td>
    </tr>`;
  });
  return dataTable({
    caption: 'Audit entries, newest first',
    columns: [
      'Time',
      'Surface',
      html`Request <span class="muted">(duration · id)</span>`,
      'Operation',
      'Status',
      html`Credential <span class="muted">(address)</span>`,
      'Subject',
    ],
    rows: body,
    className: 'audit',
    colClasses: ['c-time', 'c-surface', 'c-request', 'c-operation', 'c-status', 'c-credential', 'c-subject'],
    frame: 'table-frame',
  });
}

export function registerAudit(router: Router, deps: DashboardDeps): void {
  router.get('/audit', async (req: Request, res: Response) => {
    const ctx = signed(res);
    state(res).operation = 'audit_list';
    const { filters, error, before } = readFilters(req.query as Record<string, unknown>);
    if (error !== null) {
      const body = html`${notice('error', error)} ${filterForm(ctx.base, filters)}`;
      await sendPage(deps, req, res, 400, page(ctx.frame, 'audit', 'Audit log', body), 'invalid_request');
      return;
    }
    state(res).subjectRef = filters.subject_ref === '' ? null : filters.subject_ref;
    const { data: entries, next_cursor } = await deps.invoker.readInStore(ctx.store.id, (q) =>
      rows(q, ctx.store.id, filters, before, PAGE_SIZE),
    );
    const names = await credentialNames(deps.db, ctx, entries);
    const older = next_cursor === null ? null : `${ctx.base}/audit?${query(filters, { before: next_cursor })}`;
    const newest = query(filters);
    const body = html`<section aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      ${filterForm(ctx.base, filters)} ${scopeLine(ctx.base, filters)} ${table(ctx.base, entries, filters, names)}
      <nav class="pager" aria-label="Audit pages">
        ${before !== null ? html`<a href="${ctx.base}/audit${newest === '' ? '' : `?${newest}`}">Newest</a>` : null}
        ${older === null ? null : html`<a href="${older}">Older entries</a>`}
      </nav>
    </section>`;
    await sendPage(deps, req, res, 200, page(ctx.frame, 'audit', 'Audit log', body));
  });

  router.get('/audit.csv', async (req: Request, res: Response) => {
    const ctx = signed(res);
    state(res).operation = 'audit_list';
    const { filters, error } = readFilters(req.query as Record<string, unknown>);
    if (error !== null) {
      await sendPage(deps, req, res, 400, page(ctx.frame, 'audit', 'Audit log', notice('error', error)), 'invalid_request');
      return;
    }
    state(res).subjectRef = filters.subject_ref === '' ? null : filters.subject_ref;
    const { data, has_more } = await deps.invoker.readInStore(ctx.store.id, (q) => rows(q, ctx.store.id, filters, null, CSV_MAX));
    res.setHeader('x-has-more', String(has_more));
    res.setHeader('Content-Disposition', `attachment; filename="audit-${deps.now().toISOString().slice(0, 10)}.csv"`);
    await send(deps, req, res, 200, null, { contentType: 'text/csv; charset=utf-8', text: auditCsv(data) });
  });
}
