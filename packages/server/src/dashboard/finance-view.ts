/**
 * Markup of the Finance page (see finance.ts): the entity picker, the entity's bank accounts (with
 * an Edit form each and an Add form), the selected bank account's statement rows (Dismiss with a
 * reason, the duplicate picked from the page's rows of the same amount or given by id, and a note;
 * Undismiss), the statement import form, the periods (Close / Reopen with a reason) and the trial
 * balance totals. Money is shown from integer minor units in major units with the ISO 4217 code
 * (`format.ts` `money`); dates are the entity's calendar dates as the API gives them. Every form
 * carries the CSRF token and a one-time idempotency key and posts to the selected store's prefix.
 *
 * The import form's file input has no `name` (nothing of it is posted): the one inline script of
 * the dashboard (IMPORT_SCRIPT, allowed by its hash in the page's CSP, `IMPORT_SCRIPT_CSP`) copies
 * the chosen file's text into the textarea the operator may also paste into; without script the
 * textarea alone works.
 */
import { createHash } from 'node:crypto';
import type { Types } from '@storeops/contract';
import { money, when } from './format';
import { dataTable } from './table';
import { SafeHtml, html } from './html';
import { csrfField } from './layout';
import { submissionField } from './submission-once';

/** The Finance page below a store's path prefix (`/dashboard` or `/dashboard/stores/<id>`). */
export const FINANCE_PATH = '/finance';
export const financePath = (base: string): string => `${base}${FINANCE_PATH}`;

/** Statement rows per page (newest booking date first). */
export const TRANSACTIONS_PAGE = 50;
/** Periods shown (newest month first). */
export const PERIODS_SHOWN = 24;
/** Longest reason or note the API keeps (FinancePeriodCloseInput / FinanceBankTransactionDismissInput). */
export const NOTE_MAX = 500;

export const BANK_KINDS = ['bank', 'card', 'cash', 'psp'] as const;
const KIND_TEXT: Record<(typeof BANK_KINDS)[number], string> = {
  bank: 'Bank account',
  card: 'Company card',
  cash: 'Cash',
  psp: 'Payment provider balance',
};

/** Where the page is: the entity, the bank account whose rows are shown, the rows' cursor. */
export interface FinanceSelection {
  base: string;
  csrf: string;
  entity: Types.FinanceEntity;
  account: Types.FinanceBankAccount | null;
  cursor: string | null;
}

/** The page's URL for a selection (`notice` and extra query parameters appended). */
export function financeHref(
  base: string,
  entityId: string,
  accountId: string | null,
  extra: Record<string, string | null | undefined> = {},
): string {
  const q = new URLSearchParams({ entity: entityId });
  if (accountId !== null) q.set('account', accountId);
  for (const [k, v] of Object.entries(extra)) if (v !== null && v !== undefined && v !== '') q.set(k, v);
  return `${financePath(base)}?${q.toString()}`;
}

/** Hidden fields every form carries: CSRF, a one-time idempotency key, and where to come back to. */
function formFields(sel: FinanceSelection): SafeHtml {
  return html`${csrfField(sel.csrf)} ${submissionField()}
    <input type="hidden" name="entity" value="${sel.entity.id}" />
    ${sel.account === null ? null : html`<input type="hidden" name="account" value="${sel.account.id}" />`}`;
}

/** A GET form choosing the entity (set of books); no script needed. */
export function entityPicker(entities: readonly Types.FinanceEntity[], selected: Types.FinanceEntity, base: string): SafeHtml {
  const options = entities.map(
    (e) => html`<option value="${e.id}" ${e.id === selected.id ? html`selected` : ''}>${e.name} (${e.currency})</option>`,
  );
  return html`<form method="get" action="${financePath(base)}" class="filters" aria-label="Choose the books">
    <div>
      <label for="entity-picker">Finance entity</label>
      <select id="entity-picker" name="entity">
        ${options}
      </select>
    </div>
    <button type="submit">Show</button>
    <p class="hint" data-entity-id="${selected.id}">
      ${selected.legal_name ?? selected.name}, books in ${selected.currency}, dates in ${selected.timezone}.
    </p>
  </form>`;
}

function editAccount(a: Types.FinanceBankAccount, sel: FinanceSelection): SafeHtml {
  const id = (f: string) => `edit-${a.id}-${f}`;
  return html`<details>
    <summary>Edit<span class="sr-only"> ${a.name}</span></summary>
    <form method="post" action="${financePath(sel.base)}/bank-accounts/${a.id}/update" aria-label="Edit ${a.name}">
      ${formFields(sel)}
      <div class="field">
        <label for="${id('name')}">Name</label>
        <input type="text" id="${id('name')}" name="name" value="${a.name}" maxlength="200" required />
      </div>
      <div class="field">
        <label for="${id('institution')}">Institution</label>
        <input type="text" id="${id('institution')}" name="institution" value="${a.institution ?? ''}" maxlength="200" />
        <p class="hint">Empty removes it.</p>
      </div>
      <div class="field">
        <label for="${id('number')}">New account number</label>
        <input type="text" id="${id('number')}" name="account_number" value="" maxlength="64" autocomplete="off" />
        <p class="hint">
          Empty keeps ${a.account_number_masked === null ? 'none' : html`<code>${a.account_number_masked}</code>`}; stored masked.
        </p>
        <label class="inline"><input type="checkbox" name="remove_number" value="1" /> Remove the number</label>
      </div>
      <div class="field">
        <label for="${id('status')}">Status</label>
        <select id="${id('status')}" name="status">
          <option value="active" ${a.status === 'active' ? html`selected` : ''}>active</option>
          <option value="archived" ${a.status === 'archived' ? html`selected` : ''}>archived (no more imports)</option>
        </select>
      </div>
      <button type="submit" class="small primary">Save<span class="sr-only"> ${a.name}</span></button>
    </form>
  </details>`;
}

/** The entity's bank accounts; `sel.account` is the one whose rows are shown. */
export function bankAccountsTable(accounts: readonly Types.FinanceBankAccount[], sel: FinanceSelection): SafeHtml {
  if (accounts.length === 0) return html`<p class="muted">These books have no bank accounts yet. Add one below.</p>`;
  const cur = sel.entity.currency;
  const rows = accounts.map(
    (a) =>
      html`<tr data-bank-account-id="${a.id}" ${a.id === sel.account?.id ? html`class="selected"` : ''}>
        <th scope="row">${a.name}<br /><span class="muted">${KIND_TEXT[a.kind]}</span></th>
        <td>${a.institution ?? html`<span class="muted">—</span>`}</td>
        <td>${a.account_number_masked === null ? html`<span class="muted">—</span>` : html`<code>${a.account_number_masked}</code>`}</td>
        <td><span class="badge badge-${a.status === 'active' ? 'active' : 'expired'}">${a.status}</span></td>
        <td><code>${a.ledger_account_code}</code> ${a.ledger_account_name}</td>
        <td class="nowrap" data-field="balance">${money(a.ledger_balance_cents, cur)}</td>
        <td>${a.transaction_count} (${a.unmatched_count} unmatched)</td>
        <td>
          <div class="actions">
            <a class="small-link" href="${financeHref(sel.base, sel.entity.id, a.id)}#transactions-heading"
              >Transactions<span class="sr-only"> of ${a.name}</span></a
            >
            ${editAccount(a, sel)}
          </div>
        </td>
      </tr>`,
  );
  return dataTable({
    caption: html`Bank accounts of ${sel.entity.name}`,
    columns: ['Account', 'Institution', 'Number', 'Status', 'Ledger account', 'Ledger balance', 'Statement rows', 'Actions'],
    rows,
  });
}

/** Add a bank account: name, kind, institution, number, currency preset to the entity's. */
export function addAccountForm(sel: FinanceSelection): SafeHtml {
  const kinds = BANK_KINDS.map((k) => html`<option value="${k}">${KIND_TEXT[k]} (${k})</option>`);
  return html`<form
    method="post"
    action="${financePath(sel.base)}/bank-accounts/create"
    class="panel"
    aria-labelledby="add-account-heading"
  >
    <h2 id="add-account-heading">Add a bank account</h2>
    ${formFields(sel)}
    <div class="field">
      <label for="new-account-name">Name</label>
      <input type="text" id="new-account-name" name="name" maxlength="200" required />
    </div>
    <div class="field">
      <label for="new-account-kind">Kind</label>
      <select id="new-account-kind" name="kind">
        ${kinds}
      </select>
    </div>
    <div class="field">
      <label for="new-account-institution">Institution</label>
      <input type="text" id="new-account-institution" name="institution" maxlength="200" />
    </div>
    <div class="field">
      <label for="new-account-number">Account number</label>
      <input type="text" id="new-account-number" name="account_number" maxlength="64" autocomplete="off" />
      <p class="hint">IBAN, account or card number; only its last 4 characters are kept readable.</p>
    </div>
    <div class="field">
      <label for="new-account-currency">Currency</label>
      <input type="text" id="new-account-currency" name="currency" value="${sel.entity.currency}" maxlength="3" />
      <p class="hint">Must be the books' currency, ${sel.entity.currency}.</p>
    </div>
    <p class="hint">A ledger account for it is added to the chart with the next free code of its range.</p>
    <button type="submit" class="primary">Add bank account</button>
  </form>`;
}

function dismissForm(
  tx: Types.FinanceBankTransaction,
  candidates: readonly Types.FinanceBankTransaction[],
  sel: FinanceSelection,
): SafeHtml {
  const id = (f: string) => `dismiss-${tx.id}-${f}`;
  const cur = tx.currency;
  const options = candidates.map(
    (c) => html`<option value="${c.id}">${c.booking_date} ${money(c.amount_cents, cur)} ${c.description}</option>`,
  );
  return html`<details>
    <summary>Dismiss<span class="sr-only"> ${tx.booking_date} ${tx.description}</span></summary>
    <form method="post" action="${financePath(sel.base)}/bank-transactions/${tx.id}/dismiss" aria-label="Dismiss ${tx.description}">
      ${formFields(sel)}
      <input type="hidden" name="cursor" value="${sel.cursor ?? ''}" />
      <fieldset>
        <legend>Reason</legend>
        <label class="choice"
          ><input type="radio" name="reason" value="not_a_transaction" checked /> Not a transaction (e.g. a balance line)</label
        >
        <label class="choice"><input type="radio" name="reason" value="duplicate_of" /> Duplicate of another row</label>
      </fieldset>
      <div class="field">
        <label for="${id('dup')}">Duplicate of</label>
        <select id="${id('dup')}" name="duplicate_of">
          <option value="">— rows of the same amount on this page —</option>
          ${options}
        </select>
      </div>
      <div class="field">
        <label for="${id('dupid')}">or the duplicated row’s id</label>
        <input type="text" id="${id('dupid')}" name="duplicate_of_id" maxlength="36" autocomplete="off" />
      </div>
      <div class="field">
        <label for="${id('note')}">Note</label>
        <input type="text" id="${id('note')}" name="note" maxlength="${NOTE_MAX}" />
      </div>
      <p class="hint">An entry that booked the row is reversed (dated today when its own period is closed).</p>
      <button type="submit" class="small danger">Dismiss row<span class="sr-only"> ${tx.booking_date} ${tx.description}</span></button>
    </form>
  </details>`;
}

function undismissForm(tx: Types.FinanceBankTransaction, sel: FinanceSelection): SafeHtml {
  return html`<form method="post" action="${financePath(sel.base)}/bank-transactions/${tx.id}/undismiss">
    ${formFields(sel)}
    <input type="hidden" name="cursor" value="${sel.cursor ?? ''}" />
    <button type="submit" class="small">Undismiss<span class="sr-only"> ${tx.booking_date} ${tx.description}</span></button>
  </form>`;
}

/** The selected account's statement rows, newest first, with Dismiss / Undismiss and paging links. */
export function transactionsTable(page: Types.FinanceBankTransactionsListResult, sel: FinanceSelection): SafeHtml {
  const account = sel.account!;
  const list = page.bank_transactions;
  const pager = html`<nav class="pager" aria-label="Transaction pages">
    ${sel.cursor === null ? null : html`<a href="${financeHref(sel.base, sel.entity.id, account.id)}#transactions-heading">First page</a>`}
    ${
      page.next_cursor === null
        ? null
        : html`<a href="${financeHref(sel.base, sel.entity.id, account.id, { cursor: page.next_cursor })}#transactions-heading"
            >Next page (older)</a
          >`
    }
  </nav>`;
  if (list.length === 0)
    return html`<p class="muted">${sel.cursor === null ? `No statement rows for ${account.name} yet.` : 'No more rows.'}</p>
      ${pager}`;
  const rows = list.map((tx) => {
    const candidates = list.filter((c) => c.id !== tx.id && c.state === 'counted' && c.amount_cents === tx.amount_cents);
    return html`<tr data-bank-transaction-id="${tx.id}" data-state="${tx.state}">
      <td class="nowrap">
        ${tx.booking_date}${tx.value_date === null || tx.value_date === tx.booking_date ? null : html`<br /><span class="hint">value ${tx.value_date}</span>`}
      </td>
      <th scope="row" class="wrap">
        ${tx.description}${tx.counterparty === null ? null : html`<br /><span class="muted">${tx.counterparty}</span>`}${
          tx.bank_reference === null ? null : html`<br /><span class="mono hint">${tx.bank_reference}</span>`
        }
      </th>
      <td class="nowrap" data-field="amount">${money(tx.amount_cents, tx.currency)}</td>
      <td>
        <span class="badge badge-${tx.state === 'counted' ? 'active' : 'expired'}" data-field="state">${tx.state}</span>${
          tx.state === 'dismissed'
            ? html`<br /><span class="hint" data-field="dismissal"
                  >${tx.dismissal_reason === 'duplicate_of' ? html`duplicate of <code>${tx.duplicate_of_id}</code>` : 'not a transaction'},
                  by ${tx.dismissed_by} ${when(tx.dismissed_at)}</span
                >`
            : null
        }
      </td>
      <td data-field="reconciliation">
        ${tx.reconciliation}${tx.entry_number === null ? null : html`<br /><code>${tx.entry_number}</code>`}
      </td>
      <td>${tx.state === 'counted' ? dismissForm(tx, candidates, sel) : undismissForm(tx, sel)}</td>
    </tr>`;
  });
  return html`${dataTable({ caption: html`Statement rows of ${account.name}, newest first`, columns: ['Booked', 'Description', 'Amount', 'State', 'Reconciliation', 'Actions'], rows })}
  ${pager}`;
}

/**
 * The inline script of the import form: reads the chosen file as text into the textarea (and its
 * name into the filename field; an `.xml` file selects CAMT.053). Allowed by hash, nothing else.
 */
export const IMPORT_SCRIPT =
  "document.querySelectorAll('input[data-copy-to]').forEach(function(input){input.addEventListener('change',function(){" +
  'var file=input.files&&input.files[0];if(!file)return;file.text().then(function(text){' +
  "document.getElementById(input.getAttribute('data-copy-to')).value=text;" +
  "var name=document.getElementById('import-filename');if(name)name.value=file.name;" +
  "var format=document.getElementById('import-format');if(format&&/\\.xml$/i.test(file.name))format.value='camt053';});});});";

/** The CSP source allowing IMPORT_SCRIPT by its SHA-256 hash. */
export const IMPORT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(IMPORT_SCRIPT).digest('base64')}'`;

/** Import a statement (CSV or CAMT.053) into one of the entity's active bank accounts. */
export function importForm(accounts: readonly Types.FinanceBankAccount[], sel: FinanceSelection): SafeHtml {
  const active = accounts.filter((a) => a.status === 'active');
  if (active.length === 0)
    return html`<section class="panel" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a statement</h2>
      <p class="muted">No active bank account to import into.</p>
    </section>`;
  const options = active.map(
    (a) => html`<option value="${a.id}" ${a.id === sel.account?.id ? html`selected` : ''}>${a.name} (${a.currency})</option>`,
  );
  return html`<form method="post" action="${financePath(sel.base)}/statements/import" class="panel" aria-labelledby="import-heading">
      <h2 id="import-heading">Import a statement</h2>
      ${formFields(sel)}
      <div class="field">
        <label for="import-account">Into bank account</label>
        <select id="import-account" name="bank_account_id">
          ${options}
        </select>
      </div>
      <div class="field">
        <label for="import-format">Format</label>
        <select id="import-format" name="format">
          <option value="csv">CSV</option>
          <option value="camt053">ISO 20022 CAMT.053 (XML)</option>
        </select>
      </div>
      <div class="field">
        <label for="import-file">Statement file</label>
        <input
          type="file"
          id="import-file"
          accept=".csv,.txt,.xml,text/csv,text/plain,application/xml,text/xml"
          data-copy-to="import-content"
        />
        <p class="hint">Its text is copied into the box below; you can also paste it there.</p>
      </div>
      <div class="field">
        <label for="import-content">Statement text</label>
        <textarea id="import-content" name="content" rows="8" cols="80" required spellcheck="false"></textarea>
      </div>
      <div class="field">
        <label for="import-filename">File name (optional)</label>
        <input type="text" id="import-filename" name="filename" maxlength="255" />
      </div>
      <details>
        <summary>CSV layout</summary>
        <p class="hint">
          Default: a header row <code>date,amount,description,counterparty,reference</code>, amounts signed (money out negative).
        </p>
        <div class="filters">
          <div>
            <label for="import-delimiter">Delimiter</label>
            <select id="import-delimiter" name="delimiter">
              <option value=",">comma</option>
              <option value=";">semicolon</option>
              <option value="tab">tab</option>
              <option value="|">pipe</option>
            </select>
          </div>
          <div>
            <label for="import-decimal">Decimal separator</label>
            <select id="import-decimal" name="decimal_separator">
              <option value=".">point (1234.56)</option>
              <option value=",">comma (1234,56)</option>
            </select>
          </div>
          <div>
            <label for="import-date-format">Date format</label>
            <select id="import-date-format" name="date_format">
              ${['YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYYMMDD'].map((f) => html`<option value="${f}">${f}</option>`)}
            </select>
          </div>
        </div>
      </details>
      <p><button type="submit" class="primary">Import statement</button></p>
    </form>
    ${IMPORT_SCRIPT_HTML}`;
}

/** IMPORT_SCRIPT as markup: a constant of this module (never user input), so it may skip escaping. */
const IMPORT_SCRIPT_HTML = new SafeHtml(`<script>${IMPORT_SCRIPT}</script>`);

/** The periods, newest first, each with Close or Reopen and a reason. */
export function periodsTable(periods: readonly Types.FinancePeriod[], sel: FinanceSelection): SafeHtml {
  if (periods.length === 0) return html`<p class="muted">No accounting periods yet.</p>`;
  const rows = periods.map((p) => {
    const action = p.status === 'open' ? 'close' : 'reopen';
    const verb = p.status === 'open' ? 'Close' : 'Reopen';
    return html`<tr data-period-id="${p.id}" data-period="${p.period}">
      <th scope="row">${p.period}</th>
      <td><span class="badge badge-${p.status === 'open' ? 'active' : 'expired'}" data-field="status">${p.status}</span></td>
      <td>${p.entry_count}</td>
      <td>
        ${p.closed_at === null ? html`<span class="muted">—</span>` : html`${when(p.closed_at)}<br /><span class="hint">${p.closed_by}</span>`}
      </td>
      <td>
        ${p.reopened_at === null ? html`<span class="muted">—</span>` : html`${when(p.reopened_at)}<br /><span class="hint">${p.reopened_by}</span>`}
      </td>
      <td>
        <form method="post" action="${financePath(sel.base)}/periods/${p.id}/${action}" class="inline-form">
          ${formFields(sel)}
          <label for="period-${p.id}-reason" class="sr-only">Reason to ${action} ${p.period}</label>
          <input type="text" id="period-${p.id}-reason" name="reason" maxlength="${NOTE_MAX}" placeholder="Reason" />
          <button type="submit" class="small ${p.status === 'open' ? 'danger' : ''}">
            ${verb}<span class="sr-only"> ${p.period}</span>
          </button>
        </form>
      </td>
    </tr>`;
  });
  return dataTable({
    caption: html`Accounting periods of ${sel.entity.name}, newest first`,
    columns: ['Period', 'Status', 'Entries', 'Last closed', 'Last reopened', 'Actions'],
    rows,
  });
}

/** The trial balance totals as of today (entity calendar) and whether debits equal credits. */
export function trialBalanceSummary(tb: Types.FinanceTrialBalanceResult): SafeHtml {
  const cur = tb.entity.currency;
  return html`<dl class="facts" data-trial-balance>
      <div>
        <dt>As of</dt>
        <dd>${tb.as_of}</dd>
      </div>
      <div>
        <dt>Accounts with activity</dt>
        <dd>${tb.accounts.length}</dd>
      </div>
      <div>
        <dt>Total debits</dt>
        <dd data-field="debits">${money(tb.total_debit_cents, cur)}</dd>
      </div>
      <div>
        <dt>Total credits</dt>
        <dd data-field="credits">${money(tb.total_credit_cents, cur)}</dd>
      </div>
      <div>
        <dt>Balanced</dt>
        <dd data-field="balanced">
          <span class="badge badge-${tb.balanced ? 'active' : 'failed'}">${tb.balanced ? 'yes' : 'NO'}</span>
        </dd>
      </div>
    </dl>
    ${tb.balanced ? null : html`<p class="error-text">Debits and credits differ by ${money(tb.total_debit_cents - tb.total_credit_cents, cur)}.</p>`}`;
}
