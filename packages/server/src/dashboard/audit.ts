/**
 * The audit log, `/dashboard/audit` (seed: Non-tool endpoints `GET /api/v1/audit`): the store's
 * rows newest first, 50 a page (opaque `before` cursor, as the API), filtered by operation, status
 * class (2xx..5xx), surface and subject_ref; `/dashboard/audit.csv` downloads the rows matching
 * the same filters (newest 10,000; `x-has-more` says when there are more) as RFC 4180 CSV with
 * the API's columns. Reading the log is itself audited (operation `audit_list`).
 */
import type { Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import { auditCsv, readAuditPage, type AuditEntry } from '../audit/read';
import { decodeCursor } from '../audit/cursor';
import { state } from '../http/pipeline';
import { send, sendPage, type DashboardDeps } from './context';
import { when } from './format';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed } from './session';

const PAGE_SIZE = 50;
const CSV_MAX = 10_000;
const SURFACES = ['rest', 'mcp', 'alt', 'dashboard', 'public'];
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
    surface: text('surface'),
    subject_ref: text('subject_ref'),
  };
  let error: string | null = null;
  if (filters.status !== '' && !STATUS_CLASSES.includes(filters.status)) error = `Status: use one of ${STATUS_CLASSES.join(', ')}.`;
  if (filters.surface !== '' && !SURFACES.includes(filters.surface)) error = `Surface: use one of ${SURFACES.join(', ')}.`;
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
  return readAuditPage(
    db,
    storeId,
    { limit, before, subjectRef: f.subject_ref === '' ? null : f.subject_ref },
    {
      ...(f.operation !== '' ? { operation: f.operation } : {}),
      ...(f.surface !== '' ? { surface: f.surface } : {}),
      ...(f.status !== '' ? { statusClass: Number(f.status[0]) * 100 } : {}),
    },
  );
}

const query = (f: Filters, extra: Record<string, string> = {}) =>
  new URLSearchParams(Object.entries({ ...f, ...extra }).filter(([, v]) => v !== '')).toString();

function filterForm(f: Filters): SafeHtml {
  const select = (name: keyof Filters, label: string, values: string[]) =>
    html`<div>
      <label for="f-${name}">${label}</label>
      <select id="f-${name}" name="${name}">
        <option value="">any</option>
        ${values.map((v) => html`<option value="${v}" ${f[name] === v ? html`selected` : ''}>${v}</option>`)}
      </select>
    </div>`;
  const input = (name: keyof Filters, label: string, placeholder: string) =>
    html`<div>
      <label for="f-${name}">${label}</label>
      <input type="text" id="f-${name}" name="${name}" value="${f[name]}" placeholder="${placeholder}" />
    </div>`;
  return html`<form method="get" action="/dashboard/audit" class="filters">
    ${input('operation', 'Operation', 'get_variants')} ${select('status', 'Status', STATUS_CLASSES)}
    ${select('surface', 'Surface', SURFACES)} ${input('subject_ref', 'Subject', 'approval:…')}
    <button type="submit">Filter</button>
    <a href="/dashboard/audit">Clear</a>
    <a class="button primary" href="/dashboard/audit.csv${query(f) === '' ? '' : `?${query(f)}`}" download>Download CSV</a>
  </form>`;
}

function table(entries: AuditEntry[], f: Filters): SafeHtml {
  if (entries.length === 0) return html`<p class="muted">No audit entries match.</p>`;
  const link = (extra: Partial<Filters>, text: string) => html`<a href="/dashboard/audit?${query({ ...f, ...extra })}">${text}</a>`;
  const body = entries.map(
    (e) =>
      html`<tr>
        <td class="nowrap">${when(e.created_at, true)}</td>
        <td>${e.surface}</td>
        <td class="mono">${e.method} ${e.path}</td>
        <td class="mono">${e.operation === null ? '' : link({ operation: e.operation }, e.operation)}</td>
        <td>${e.status}${e.error_code === null ? '' : html` <code>${e.error_code}</code>`}</td>
        <td class="mono">${e.credential_id}</td>
        <td class="mono">${e.subject_ref === null ? '' : link({ subject_ref: e.subject_ref }, e.subject_ref)}</td>
        <td class="mono">${e.ip}</td>
        <td>${e.duration_ms}</td>
        <td class="mono">${e.request_id}</td>
      </tr>`,
  );
  return html`<div class="scroll">
    <table class="audit">
      <caption class="sr-only">
        Audit entries, newest first
      </caption>
      <thead>
        <tr>
          ${['Time', 'Surface', 'Request', 'Operation', 'Status', 'Credential', 'Subject', 'IP', 'ms', 'Request id'].map(
            (h) => html`<th scope="col">${h}</th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${body}
      </tbody>
    </table>
  </div>`;
}

export function registerAudit(router: Router, deps: DashboardDeps): void {
  router.get('/audit', async (req: Request, res: Response) => {
    const ctx = signed(res);
    state(res).operation = 'audit_list';
    const { filters, error, before } = readFilters(req.query as Record<string, unknown>);
    if (error !== null) {
      const body = html`${notice('error', error)} ${filterForm(filters)}`;
      await sendPage(deps, req, res, 400, page(ctx.frame, 'audit', 'Audit log', body), 'invalid_request');
      return;
    }
    state(res).subjectRef = filters.subject_ref === '' ? null : filters.subject_ref;
    const { data: entries, next_cursor } = await deps.invoker.readInStore(ctx.store.id, (q) =>
      rows(q, ctx.store.id, filters, before, PAGE_SIZE),
    );
    const older = next_cursor === null ? null : `/dashboard/audit?${query(filters, { before: next_cursor })}`;
    const body = html`${filterForm(filters)} ${table(entries, filters)}
      <nav class="pager" aria-label="Audit pages">
        ${before !== null ? html`<a href="/dashboard/audit?${query(filters)}">Newest</a>` : null}
        ${older === null ? null : html`<a href="${older}">Older entries</a>`}
      </nav>`;
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
