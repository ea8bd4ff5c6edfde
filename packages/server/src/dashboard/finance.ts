/**
 * Finance, `<store prefix>/finance`, for the
 * selected store (the operator's own or a sandbox copy; session.ts `selectStore`):
 * - the entity picker (`finance_entities_list`; `?entity=<id>`, default the oldest entity);
 * - Bank: the entity's bank accounts (`finance_bank_accounts_list`) with Add
 *   (`finance_bank_account_create`) and Edit (`finance_bank_account_update`); the statement rows of
 *   one of them (`?account=<id>`, default the oldest account that has rows;
 *   `finance_bank_transactions_list`, newest booking date first, TRANSACTIONS_PAGE a page,
 *   `?cursor=` paging) with Dismiss (`finance_bank_transaction_dismiss`: not_a_transaction or
 *   duplicate_of a row picked from the page or given by id, and a note) and Undismiss
 *   (`finance_bank_transaction_undismiss`); Import a statement (`finance_bank_statement_import`,
 *   CSV or CAMT.053 pasted into a textarea, or read from a file by the page's one inline script;
 *   the answer's rows received / new / duplicate / matched shown in the notice);
 * - Periods: `finance_periods_list` (newest PERIODS_SHOWN) with Close / Reopen and a reason
 *   (`finance_period_close` / `finance_period_reopen`);
 * - the trial balance totals as of today (`finance_trial_balance`): debits, credits, balanced.
 *
 * | Route (below the store prefix) | Operation |
 * |---|---|
 * | GET /finance?entity=&account=&cursor=&notice= | the reads above |
 * | POST /finance/bank-accounts/create | finance_bank_account_create |
 * | POST /finance/bank-accounts/:id/update | finance_bank_account_update |
 * | POST /finance/bank-transactions/:id/dismiss, .../:id/undismiss | finance_bank_transaction_dismiss / _undismiss |
 * | POST /finance/statements/import | finance_bank_statement_import (form body up to IMPORT_FORM_LIMIT) |
 * | POST /finance/periods/:id/close, .../:id/reopen | finance_period_close / _reopen |
 *
 * Reads and changes alike run through the invoke core (`Invoker.invoke`, surface `dashboard`) as
 * the operator's pseudo-credential: the page shows what the API answers, and a change passes the
 * same validation and gates and leaves the same receipt, `fin.*` event, change-feed row and audit
 * row (operation = the registry name) as over the API. A refusal (e.g. a dismissal whose reversal
 * would fall in a closed period, a CSV row that cannot be read) shows the page with the API's
 * message and status; the operation applied nothing. Every form carries the session's CSRF token
 * (checked by `requireSession`) and a one-time idempotency key, so a double submit applies once
 * (the second answer is the first one, noticed as "already submitted").
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Types } from '@storeops/contract';
import { ServiceError } from '../errors';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import {
  FINANCE_PATH,
  IMPORT_SCRIPT_CSP,
  PERIODS_SHOWN,
  TRANSACTIONS_PAGE,
  addAccountForm,
  bankAccountsTable,
  entityPicker,
  financeHref,
  importForm,
  periodsTable,
  transactionsTable,
  trialBalanceSummary,
  type FinanceSelection,
} from './finance-view';
import { readAsOperator, writeAsOperator } from './as-operator';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed } from './session';

/**
 * Largest statement import form (3 MiB): the API takes 900,000 characters of statement text, which
 * URL-encoding inflates (separators and line breaks become `%XX`). Other dashboard forms keep 64 KiB.
 */
export const IMPORT_FORM_LIMIT = '3mb';

/** The page's CSP: the dashboard's, plus the import form's inline script by its hash. */
const FINANCE_CSP = `default-src 'none'; script-src ${IMPORT_SCRIPT_CSP}; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const IMPORT_ROUTE = /^(?:\/stores\/[^/]+)?\/finance\/statements\/import$/;

/**
 * The form body reader of the statement import route (IMPORT_FORM_LIMIT); mounted before the
 * dashboard's 64 KiB reader, which then leaves the parsed body alone. Other paths pass through.
 */
export function financeImportBody(): RequestHandler {
  const parser = express.urlencoded({ extended: false, limit: IMPORT_FORM_LIMIT, parameterLimit: 50 });
  return (req, res, next) => (req.method === 'POST' && IMPORT_ROUTE.test(req.path) ? parser(req, res, next) : next());
}

type Notice = (q: Request['query']) => SafeHtml | null;

const count = (q: Request['query'], name: string): number | null => {
  const v = typeof q[name] === 'string' ? Number(q[name]) : NaN;
  return Number.isSafeInteger(v) && v >= 0 ? v : null;
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const FIELD_NAMES = new Set(['name', 'institution', 'account_number_masked', 'ledger_account', 'status']);

const NOTICES: Record<string, Notice> = {
  created: () => notice('ok', 'Bank account added, with its own ledger account in the chart.'),
  updated: (q) => {
    const changed = (typeof q.fields === 'string' ? q.fields.split(',') : []).filter((f) => FIELD_NAMES.has(f));
    return notice(
      'ok',
      changed.length === 0 ? 'Nothing changed: the values were already these.' : `Bank account updated: ${changed.join(', ')}.`,
    );
  },
  dismissed: (q) => {
    const reversed = count(q, 'reversed') ?? 0;
    return notice('ok', `Row dismissed${reversed > 0 ? `; ${plural(reversed, 'entry', 'entries')} that booked it reversed` : ''}.`);
  },
  undismissed: () => notice('ok', 'Row counts again (unmatched): book or match it again.'),
  imported: (q) => {
    const [received, fresh, dup, matched] = [count(q, 'received'), count(q, 'new'), count(q, 'duplicates'), count(q, 'matched')];
    if (received === null || fresh === null || dup === null) return notice('ok', 'Statement imported.');
    return html`<div class="notice notice-ok" role="status" data-import-counts="${received},${fresh},${dup}">
      Statement imported: ${plural(received, 'row')} received, ${fresh} new, ${plural(dup, 'duplicate')} (already imported, not stored
      again)${matched === null ? '' : `, ${matched} matched to existing entries`}.
    </div>`;
  },
  closed: () => notice('ok', 'Period closed: nothing can be posted into it until it is reopened.'),
  reopened: () => notice('ok', 'Period reopened: postings into it are accepted again.'),
  repeated: () => notice('warn', 'That form was already submitted; it was applied once.'),
};

/** What the page should show: from the query of a GET, from the hidden fields of a refused form. */
interface Wanted {
  entity: string;
  account: string;
  cursor: string;
}

const wantedFromQuery = (q: Request['query']): Wanted => ({
  entity: typeof q.entity === 'string' ? q.entity : '',
  account: typeof q.account === 'string' ? q.account : '',
  cursor: typeof q.cursor === 'string' ? q.cursor : '',
});
const wantedFromForm = (body: unknown): Wanted => ({
  entity: field(body, 'entity'),
  account: field(body, 'account'),
  cursor: field(body, 'cursor'),
});

async function show(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  top: SafeHtml | null,
  wanted: Wanted,
  code?: ServiceError['code'],
): Promise<void> {
  const ctx = signed(res);
  res.setHeader('Content-Security-Policy', FINANCE_CSP);
  const send = (s: number, body: SafeHtml, c?: ServiceError['code']) =>
    sendPage(deps, req, res, s, page(ctx.frame, 'finance', 'Finance', body), c);

  const { entities } = await readAsOperator<Types.FinanceEntitiesListResult>(deps, res, 'finance_entities_list', { limit: 200 });
  if (entities.length === 0) {
    await send(
      status,
      html`${top}
        <p class="muted">This store keeps no finance books (no finance entity).</p>`,
      code,
    );
    return;
  }
  const entity = entities.find((e) => e.id === wanted.entity) ?? entities[0]!;
  if (wanted.entity !== '' && entity.id !== wanted.entity && status < 400) {
    status = 404;
    code = 'not_found';
    top = notice('error', `This store has no finance entity ${wanted.entity}; showing ${entity.name}.`);
  }
  const { bank_accounts: accounts } = await readAsOperator<Types.FinanceBankAccountsListResult>(deps, res, 'finance_bank_accounts_list', {
    entity_id: entity.id,
    limit: 200,
  });
  let account = accounts.find((a) => a.id === wanted.account) ?? null;
  if (wanted.account !== '' && account === null && status < 400) {
    status = 404;
    code = 'not_found';
    top = notice('error', `${entity.name} has no bank account ${wanted.account}.`);
  }
  account ??= accounts.find((a) => a.transaction_count > 0) ?? accounts[0] ?? null;
  const sel: FinanceSelection = {
    base: ctx.base,
    csrf: ctx.csrfToken,
    entity,
    account,
    cursor: account !== null && wanted.cursor !== '' && account.id === wanted.account ? wanted.cursor : null,
  };

  let transactions: SafeHtml | null = null;
  if (account !== null) {
    const list = (cursor: string | null) =>
      readAsOperator<Types.FinanceBankTransactionsListResult>(deps, res, 'finance_bank_transactions_list', {
        entity_id: entity.id,
        bank_account_id: account.id,
        limit: TRANSACTIONS_PAGE,
        ...(cursor === null ? {} : { cursor }),
      });
    let rows: Types.FinanceBankTransactionsListResult;
    try {
      rows = await list(sel.cursor);
    } catch (err) {
      if (!(err instanceof ServiceError) || err.status !== 400 || sel.cursor === null) throw err;
      if (status < 400) {
        status = err.status;
        code = err.code;
        top = notice('error', `${err.message} Showing the first page.`);
      }
      sel.cursor = null;
      rows = await list(null);
    }
    transactions = transactionsTable(rows, sel);
  }
  const { periods, has_more: morePeriods } = await readAsOperator<Types.FinancePeriodsListResult>(deps, res, 'finance_periods_list', {
    entity_id: entity.id,
    limit: PERIODS_SHOWN,
  });
  const tb = await readAsOperator<Types.FinanceTrialBalanceResult>(deps, res, 'finance_trial_balance', { entity_id: entity.id });

  const body = html`${top} ${entityPicker(entities, entity, ctx.base)}
    <section aria-labelledby="trial-balance-heading" class="panel">
      <h2 id="trial-balance-heading">Trial balance</h2>
      ${trialBalanceSummary(tb)}
    </section>
    <section aria-labelledby="bank-heading">
      <h2 id="bank-heading">Bank accounts</h2>
      ${bankAccountsTable(accounts, sel)}
    </section>
    ${
      account === null
        ? null
        : html`<section aria-labelledby="transactions-heading" data-transactions-of="${account.id}">
            <h2 id="transactions-heading">Statement rows of ${account.name}</h2>
            <p class="hint">Newest booking date first, ${TRANSACTIONS_PAGE} a page. Amounts: money in positive, money out negative.</p>
            ${transactions}
          </section>`
    }
    ${importForm(accounts, sel)} ${addAccountForm(sel)}
    <section aria-labelledby="periods-heading">
      <h2 id="periods-heading">Periods</h2>
      <p class="hint">
        Monthly, newest first${morePeriods ? ` (the latest ${PERIODS_SHOWN})` : ''}. Nothing is posted into a closed period; a reason is
        kept with the change.
      </p>
      ${periodsTable(periods, sel)}
    </section>`;
  await send(status, body, code);
}

/**
 * Runs a finance write through the invoke core as the operator with the form's one-time
 * idempotency key; answers the result (the first answer again on a repeated form, `replayed`), or
 * shows the page with the refusal (its status, the API's message) and answers null.
 */
async function write<T>(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  name: string,
  args: Record<string, unknown>,
): Promise<{ result: T; replayed: boolean } | null> {
  const outcome = await writeAsOperator(deps, req, res, name, args);
  if (!outcome.ok) {
    const message = html`${outcome.error.message} <span class="hint">Nothing was changed.</span>`;
    await show(deps, req, res, outcome.error.status, notice('error', message), wantedFromForm(req.body), outcome.error.code);
    return null;
  }
  return { result: outcome.result as T, replayed: outcome.replayed === true };
}

/** Back to the page (303), keeping the selection; `notice` names the NOTICES entry. */
async function back(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  replayed: boolean,
  done: string,
  extra: Record<string, string | null> = {},
  account?: string | null,
): Promise<void> {
  const ctx = signed(res);
  const w = wantedFromForm(req.body);
  const to = financeHref(ctx.base, w.entity, account !== undefined ? account : w.account === '' ? null : w.account, {
    ...(replayed ? { notice: 'repeated' } : { notice: done, ...extra }),
    ...(w.cursor !== '' && account === undefined ? { cursor: w.cursor } : {}),
  });
  await redirect(deps, req, res, to);
}

/** A text field sent only when filled. */
const optional = (body: unknown, name: string): Record<string, string> => {
  const v = field(body, name);
  return v === '' ? {} : { [name]: v };
};

export function registerFinance(router: Router, deps: DashboardDeps): void {
  router.get(FINANCE_PATH, async (req, res) => {
    const key = typeof req.query.notice === 'string' ? req.query.notice : '';
    await show(deps, req, res, 200, NOTICES[key]?.(req.query) ?? null, wantedFromQuery(req.query));
  });

  router.post(`${FINANCE_PATH}/bank-accounts/create`, async (req, res) => {
    const b = req.body;
    const done = await write<Types.FinanceBankAccountWriteResult>(deps, req, res, 'finance_bank_account_create', {
      entity_id: field(b, 'entity'),
      name: field(b, 'name'),
      kind: field(b, 'kind'),
      ...optional(b, 'institution'),
      ...optional(b, 'account_number'),
      ...optional(b, 'currency'),
    });
    if (done === null) return;
    await back(deps, req, res, done.replayed, 'created', {}, done.result.bank_account.id);
  });

  router.post(`${FINANCE_PATH}/bank-accounts/:id/update`, async (req, res) => {
    const b = req.body;
    const institution = field(b, 'institution');
    const number = field(b, 'account_number');
    const done = await write<Types.FinanceBankAccountWriteResult>(deps, req, res, 'finance_bank_account_update', {
      bank_account_id: String(req.params.id),
      ...optional(b, 'name'),
      institution: institution === '' ? null : institution,
      ...(field(b, 'remove_number') === '1' ? { account_number: null } : number === '' ? {} : { account_number: number }),
      ...optional(b, 'status'),
    });
    if (done === null) return;
    await back(deps, req, res, done.replayed, 'updated', { fields: done.result.changed_fields.join(',') });
  });

  router.post(`${FINANCE_PATH}/bank-transactions/:id/dismiss`, async (req, res) => {
    const b = req.body;
    const reason = field(b, 'reason');
    const duplicateOf = field(b, 'duplicate_of_id') || field(b, 'duplicate_of');
    const done = await write<Types.FinanceBankTransactionWriteResult>(deps, req, res, 'finance_bank_transaction_dismiss', {
      bank_transaction_id: String(req.params.id),
      reason,
      ...(duplicateOf === '' ? {} : { duplicate_of: duplicateOf }),
      ...optional(b, 'note'),
    });
    if (done === null) return;
    await back(deps, req, res, done.replayed, 'dismissed', { reversed: String(done.result.reversal_entry_ids.length) });
  });

  router.post(`${FINANCE_PATH}/bank-transactions/:id/undismiss`, async (req, res) => {
    const done = await write(deps, req, res, 'finance_bank_transaction_undismiss', { bank_transaction_id: String(req.params.id) });
    if (done === null) return;
    await back(deps, req, res, done.replayed, 'undismissed');
  });

  router.post(`${FINANCE_PATH}/statements/import`, async (req, res) => {
    const b = req.body;
    const format = field(b, 'format');
    const delimiter = field(b, 'delimiter');
    const csv = {
      ...(delimiter === '' ? {} : { delimiter: delimiter === 'tab' ? '\t' : delimiter }),
      ...optional(b, 'decimal_separator'),
      ...optional(b, 'date_format'),
    };
    // The text as pasted (not trimmed); browsers send a textarea's line breaks as CRLF.
    const raw = (b as Record<string, unknown>)?.content;
    const content = typeof raw === 'string' ? raw.replace(/\r\n/g, '\n') : '';
    const done = await write<Types.FinanceBankStatementImportResult>(deps, req, res, 'finance_bank_statement_import', {
      bank_account_id: field(b, 'bank_account_id'),
      format,
      content,
      ...optional(b, 'filename'),
      ...(format === 'csv' && Object.keys(csv).length > 0 ? { csv } : {}),
    });
    if (done === null) return;
    const r = done.result;
    await back(
      deps,
      req,
      res,
      done.replayed,
      'imported',
      { received: String(r.rows_received), new: String(r.rows_new), duplicates: String(r.rows_duplicate), matched: String(r.rows_matched) },
      r.bank_account_id,
    );
  });

  for (const action of ['close', 'reopen'] as const) {
    router.post(`${FINANCE_PATH}/periods/:id/${action}`, async (req, res) => {
      const done = await write(deps, req, res, `finance_period_${action}`, {
        period_id: String(req.params.id),
        ...optional(req.body, 'reason'),
      });
      if (done === null) return;
      await back(deps, req, res, done.replayed, action === 'close' ? 'closed' : 'reopened');
    });
  }
}
