/**
 * The dashboard's Finance page, over HTTP with an
 * operator's session and in headless chromium. Over HTTP: the page shows what the finance reads
 * answer (entities, bank accounts, statement rows, periods, trial balance totals); each action
 * (statement import, dismiss, undismiss, add and edit a bank account, close and reopen a period)
 * applies through the invoke core as the operator (the API then reads the change; receipt; audit
 * row named after the operation) and shows its notice; each refusal (a dismissal whose reversal
 * would fall in a closed period, a bad CSV row, a foreign currency, an import into an archived
 * account, a duplicate without its row) shows the API's message with its status and applies
 * nothing; a forged CSRF token is refused with 403; a repeated form applies once. In chromium:
 * sign in, open Finance from the nav, import a CSV statement by pasting, load a file through the
 * file input (the inline script, allowed by its CSP hash), dismiss a row, close then reopen a
 * period, add a bank account.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { middayClock, startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, browserTitle, launch, operatorFor, signInOverHttp, signInWith, type Operator } from './test-browser';

const PAGE = '/dashboard/finance';

interface Session {
  cookie: string;
  csrf: string;
}

/** Signs `op` in over HTTP; the session cookie and the page's CSRF token. */
async function signInHttp(t: TestServer, op: Operator): Promise<Session> {
  const cookie = await signInOverHttp(t.baseUrl, op);
  const pageRes = await fetch(`${t.baseUrl}${PAGE}`, { headers: { cookie } });
  const pageCsrf = /name="csrf" value="([^"]+)"/.exec(await pageRes.text())?.[1] ?? '';
  return { cookie, csrf: pageCsrf };
}

/** The day `n` days before the server's clock (statement rows dated in the seeded books' recent weeks). */
const daysAgo = (t: TestServer, n: number): string => new Date(t.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** A random one-time key, as each rendering of a form carries. */
const onceKey = () => crypto.randomUUID();

describe('dashboard finance page over HTTP', () => {
  let t: TestServer;
  let s: Session;
  let apiKey: string;
  let eur: { id: string; currency: string; name: string };
  let ing: { id: string; name: string };

  const api = async (tool: string, body: Record<string, unknown>) => {
    const res = await t.call(tool, body, apiKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };
  const get = async (path: string) => {
    const res = await fetch(`${t.baseUrl}${path}`, { headers: { cookie: s.cookie }, redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  /** Posts a form as the signed-in operator (CSRF and a fresh idempotency key unless given). */
  const post = async (path: string, form: Record<string, string>) => {
    const res = await fetch(`${t.baseUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: s.csrf, idempotency_key: onceKey(), entity: eur.id, ...form }).toString(),
    });
    return { status: res.status, location: res.headers.get('location'), text: await res.text() };
  };
  const rowsOf = async (bankAccountId: string, extra: Record<string, unknown> = {}) =>
    (await api('finance_bank_transactions_list', { entity_id: eur.id, bank_account_id: bankAccountId, limit: 200, ...extra }))
      .bank_transactions as Array<{
      id: string;
      state: string;
      reconciliation: string;
      entry_id: string | null;
      bank_reference: string | null;
    }>;
  const periodsOf = async () =>
    (await api('finance_periods_list', { entity_id: eur.id, limit: 200 })).periods as Array<{ id: string; period: string; status: string }>;
  const audited = async (operation: string) => {
    await t.app.audit.drain();
    return t.db('audit_log').where({ surface: 'dashboard', operation }).orderBy('created_at');
  };

  beforeAll(async () => {
    // Midday UTC: "today" is the same day in the entity's zone, so the newest period is today's.
    t = await startTestServer({ scale: 0.1, now: middayClock() });
    const op = await operatorFor(t);
    apiKey = await t.key(['finance:read']);
    s = await signInHttp(t, op);
    const { entities } = await api('finance_entities_list', {});
    eur = entities[0];
    const { bank_accounts } = await api('finance_bank_accounts_list', { entity_id: eur.id });
    ing = bank_accounts.find((a: { kind: string; transaction_count: number }) => a.kind === 'bank' && a.transaction_count > 0);
  });
  afterAll(async () => t?.close());

  it('shows the books as the finance reads answer them, in the nav, under a CSP that allows only its own script', async () => {
    const res = await get(PAGE);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1>Finance<\/h1>/);
    expect(res.text).toMatch(/<a href="\/dashboard\/finance" aria-current="page"\s*>Finance<\/a/);
    const { entities } = await api('finance_entities_list', {});
    for (const e of entities) expect(res.text).toContain(`<option value="${e.id}"`);
    const { bank_accounts } = await api('finance_bank_accounts_list', { entity_id: eur.id });
    for (const a of bank_accounts) expect(res.text).toContain(`data-bank-account-id="${a.id}"`);
    // The default account is the oldest with statement rows; its newest 50 rows are listed.
    expect(res.text).toContain(`data-transactions-of="${ing.id}"`);
    const rows = (await api('finance_bank_transactions_list', { entity_id: eur.id, bank_account_id: ing.id, limit: 50 })).bank_transactions;
    const shown = [...res.text.matchAll(/data-bank-transaction-id="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(rows.map((r: { id: string }) => r.id));
    const tb = await api('finance_trial_balance', { entity_id: eur.id });
    expect(res.text).toContain(`${(tb.total_debit_cents / 100).toFixed(2)} ${eur.currency}`);
    expect(res.text).toMatch(/data-field="balanced">\s*<span class="badge badge-active">yes</);
    const periods = (await api('finance_periods_list', { entity_id: eur.id, limit: 24 })).periods;
    expect([...res.text.matchAll(/data-period="([^"]+)"/g)].map((m) => m[1])).toEqual(periods.map((p: { period: string }) => p.period));

    const csp = res.headers.get('content-security-policy')!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(res.text.match(/<script/g)).toHaveLength(1);
  });

  it('pages the statement rows with ?cursor=, and refuses a cursor it did not issue with 400 and the first page', async () => {
    const first = await api('finance_bank_transactions_list', { entity_id: eur.id, bank_account_id: ing.id, limit: 50 });
    expect(first.next_cursor).not.toBeNull();
    const page1 = await get(`${PAGE}?entity=${eur.id}&account=${ing.id}`);
    const next = /href="([^"]+)#transactions-heading"\s*>Next page/.exec(page1.text)![1]!.replace(/&amp;/g, '&');
    const page2 = await get(next);
    expect(page2.status).toBe(200);
    const second = await api('finance_bank_transactions_list', {
      entity_id: eur.id,
      bank_account_id: ing.id,
      limit: 50,
      cursor: first.next_cursor,
    });
    const shown = [...page2.text.matchAll(/data-bank-transaction-id="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(second.bank_transactions.map((r: { id: string }) => r.id));
    const bad = await get(`${PAGE}?entity=${eur.id}&account=${ing.id}&cursor=not-a-cursor`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('role="alert"');
    expect(bad.text).toContain('cursor');
    const unknown = await get(`${PAGE}?entity=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('imports a pasted CSV statement: notice with rows received / new / duplicates; again: all duplicates; same form twice: once', async () => {
    const content = [
      'date,amount,description,counterparty,reference',
      `${daysAgo(t, 8)},-19.99,Dashboard test fee,Test Bank,DASH-HTTP-0001`,
      `${daysAgo(t, 8)},250.00,Dashboard test payout,Stripe,DASH-HTTP-0002`,
    ].join('\r\n');
    const before = (await rowsOf(ing.id)).length;
    const key = onceKey();
    const form = { bank_account_id: ing.id, format: 'csv', content, filename: 'test.csv', idempotency_key: key };
    const res = await post(`${PAGE}/statements/import`, form);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${PAGE}?entity=${eur.id}&account=${ing.id}&notice=imported&received=2&new=2&duplicates=0&matched=0`);
    const shown = await get(res.location!);
    expect(shown.text).toContain('data-import-counts="2,2,0"');
    expect(shown.text).toMatch(/Statement imported: 2 rows received, 2 new, 0 duplicates/);
    const rows = await rowsOf(ing.id, { q: 'DASH-HTTP' });
    expect(rows.map((r) => r.bank_reference).sort()).toEqual(['DASH-HTTP-0001', 'DASH-HTTP-0002']);
    expect((await rowsOf(ing.id)).length).toBe(before + 2);

    const again = await post(`${PAGE}/statements/import`, { ...form, idempotency_key: onceKey() });
    expect(again.location).toContain('notice=imported&received=2&new=0&duplicates=2');
    const repeated = await post(`${PAGE}/statements/import`, form);
    expect(repeated.status).toBe(303);
    expect(repeated.location).toContain('notice=repeated');
    expect(await t.db('finance_bank_imports').where({ bank_account_id: ing.id, filename: 'test.csv' })).toHaveLength(2);
    const audit = await audited('finance_bank_statement_import');
    expect(audit.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(audit[0].credential_id).toMatch(/^operator:/);
  });

  it('refuses a bad CSV row with the API’s message and 400; nothing of the file is stored', async () => {
    const before = (await rowsOf(ing.id)).length;
    const content = ['date,amount,description', `${daysAgo(t, 7)},10.00,Fine row`, '2026-13-45,oops,Broken row'].join('\n');
    const res = await post(`${PAGE}/statements/import`, { bank_account_id: ing.id, format: 'csv', content });
    expect(res.status).toBe(400);
    expect(res.text).toContain('role="alert"');
    expect(res.text).toMatch(/content: line 3/);
    expect(res.text).toContain('Nothing was changed.');
    expect((await rowsOf(ing.id)).length).toBe(before);
  });

  it('dismisses a row as not a transaction and undismisses it, with receipts and notices', async () => {
    const row = (await rowsOf(ing.id, { state: 'counted', reconciliation: 'unmatched' }))[0]!;
    const res = await post(`${PAGE}/bank-transactions/${row.id}/dismiss`, {
      account: ing.id,
      reason: 'not_a_transaction',
      note: 'balance line',
    });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${PAGE}?entity=${eur.id}&account=${ing.id}&notice=dismissed&reversed=0`);
    expect((await get(res.location!)).text).toContain('Row dismissed.');
    expect((await rowsOf(ing.id)).find((r) => r.id === row.id)).toMatchObject({ state: 'dismissed' });
    expect(await t.db('receipts').where({ operation: 'finance_bank_transaction_dismiss', resource_ref: row.id })).toHaveLength(1);

    const undo = await post(`${PAGE}/bank-transactions/${row.id}/undismiss`, { account: ing.id });
    expect(undo.location).toContain('notice=undismissed');
    expect((await rowsOf(ing.id)).find((r) => r.id === row.id)).toMatchObject({ state: 'counted', reconciliation: 'unmatched' });
  });

  it('dismisses a row as a duplicate of one picked by id; without the row it refuses with 400', async () => {
    const [a, b] = await rowsOf(ing.id, { state: 'counted', reconciliation: 'unmatched' });
    const missing = await post(`${PAGE}/bank-transactions/${a!.id}/dismiss`, { account: ing.id, reason: 'duplicate_of' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('duplicate_of: is required when reason is duplicate_of');
    expect((await rowsOf(ing.id)).find((r) => r.id === a!.id)).toMatchObject({ state: 'counted' });
    const res = await post(`${PAGE}/bank-transactions/${a!.id}/dismiss`, {
      account: ing.id,
      reason: 'duplicate_of',
      duplicate_of_id: b!.id,
    });
    expect(res.status).toBe(303);
    const after = await api('finance_bank_transactions_list', {
      entity_id: eur.id,
      bank_account_id: ing.id,
      state: 'dismissed',
      limit: 200,
    });
    expect(after.bank_transactions.find((r: { id: string }) => r.id === a!.id)).toMatchObject({
      dismissal_reason: 'duplicate_of',
      duplicate_of_id: b!.id,
    });
    const page = await get(res.location!);
    expect(page.text).toContain(`duplicate of <code>${b!.id}</code>`);
  });

  it('refuses a dismissal whose reversal would fall in a closed period (400, the API’s message, nothing applied); closes and reopens periods', async () => {
    const booked = (await rowsOf(ing.id, { state: 'counted', reconciliation: 'booked' }))[0]!;
    const entry = await t.db('finance_journal_entries').where({ id: booked.entry_id }).first();
    const periods = await periodsOf();
    const current = periods[0]!; // newest month: today's (the reversal's date when the entry's own period is closed)
    const toClose = [...new Set([current.id, periods.find((p) => p.period === String(entry.entry_date).slice(0, 7))!.id])].filter(
      (id) => periods.find((p) => p.id === id)!.status === 'open',
    );
    expect(toClose.length).toBeGreaterThan(0);
    for (const id of toClose) {
      const closed = await post(`${PAGE}/periods/${id}/close`, { reason: 'month end' });
      expect(closed.status).toBe(303);
      expect(closed.location).toContain('notice=closed');
    }
    expect((await periodsOf()).filter((p) => toClose.includes(p.id)).map((p) => p.status)).toEqual(toClose.map(() => 'closed'));

    const refused = await post(`${PAGE}/bank-transactions/${booked.id}/dismiss`, { account: ing.id, reason: 'not_a_transaction' });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/bank_transaction_id: \d{4}-\d{2}-\d{2} falls in period \d{4}-\d{2}, which is closed/);
    expect(refused.text).toContain('role="alert"');
    expect((await rowsOf(ing.id)).find((r) => r.id === booked.id)).toMatchObject({ state: 'counted', reconciliation: 'booked' });
    expect(await t.db('finance_journal_entries').where({ reverses_entry_id: booked.entry_id })).toHaveLength(0);

    for (const id of toClose) {
      const reopened = await post(`${PAGE}/periods/${id}/reopen`, { reason: 'late correction' });
      expect(reopened.location).toContain('notice=reopened');
    }
    const ok = await post(`${PAGE}/bank-transactions/${booked.id}/dismiss`, { account: ing.id, reason: 'not_a_transaction' });
    expect(ok.location).toContain('notice=dismissed&reversed=1');
    expect(await t.db('finance_journal_entries').where({ reverses_entry_id: booked.entry_id })).toHaveLength(1);
    expect((await get(ok.location!)).text).toMatch(/Row dismissed; 1 entry that booked it reversed/);
    const receipts = await t.db('receipts').where({ operation: 'finance_period_close' });
    expect(receipts.map((r) => r.resource_ref).sort()).toEqual([...toClose].sort());
    expect((await audited('finance_period_reopen')).every((a) => a.status === 303)).toBe(true);
    // A period already open cannot be reopened: the API's refusal, with its status.
    const again = await post(`${PAGE}/periods/${current.id}/reopen`, {});
    expect(again.status).toBe(400);
    expect(again.text).toContain('period_id');
  });

  it('adds a bank account (masked number, its own ledger account) and refuses another currency', async () => {
    const refused = await post(`${PAGE}/bank-accounts/create`, { name: 'Dollar account', kind: 'bank', currency: 'USD' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`currency: must be the entity&#39;s currency ${eur.currency}`);
    const res = await post(`${PAGE}/bank-accounts/create`, {
      name: 'Savings at Rabobank',
      kind: 'bank',
      institution: 'Rabobank',
      account_number: 'NL91 RABO 0123 4567 89',
      currency: eur.currency,
    });
    expect(res.status).toBe(303);
    const id = /account=([0-9a-f-]{36})/.exec(res.location!)![1]!;
    expect(res.location).toContain('notice=created');
    const { bank_accounts } = await api('finance_bank_accounts_list', { entity_id: eur.id });
    const made = bank_accounts.find((a: { id: string }) => a.id === id);
    expect(made).toMatchObject({ name: 'Savings at Rabobank', institution: 'Rabobank', status: 'active', currency: eur.currency });
    expect(made.account_number_masked).toMatch(/89$/);
    expect(made.account_number_masked).not.toContain('0123');
    const page = await get(res.location!);
    expect(page.text).toContain(`data-bank-account-id="${id}" class="selected"`);
    expect(page.text).toContain('No statement rows for Savings at Rabobank yet.');
  });

  it('edits a bank account (the notice names what changed); an archived account refuses imports with 400', async () => {
    const { bank_accounts } = await api('finance_bank_accounts_list', { entity_id: eur.id });
    const acct = bank_accounts.find((a: { name: string }) => a.name === 'Savings at Rabobank');
    const res = await post(`${PAGE}/bank-accounts/${acct.id}/update`, {
      account: acct.id,
      name: 'Savings (Rabobank)',
      institution: 'Rabobank',
      account_number: '',
      status: 'archived',
    });
    expect(res.status).toBe(303);
    expect(res.location).toContain('notice=updated&fields=name%2Cstatus');
    expect((await get(res.location!)).text).toContain('Bank account updated: name, status.');
    const after = (await api('finance_bank_accounts_list', { entity_id: eur.id })).bank_accounts.find(
      (a: { id: string }) => a.id === acct.id,
    );
    expect(after).toMatchObject({ name: 'Savings (Rabobank)', status: 'archived', account_number_masked: acct.account_number_masked });

    const removed = await post(`${PAGE}/bank-accounts/${acct.id}/update`, {
      name: 'Savings (Rabobank)',
      institution: '',
      remove_number: '1',
      status: 'archived',
    });
    expect(removed.location).toContain('fields=institution%2Caccount_number_masked');

    const refused = await post(`${PAGE}/statements/import`, {
      bank_account_id: acct.id,
      format: 'csv',
      content: `date,amount,description\n${daysAgo(t, 8)},1.00,x`,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('is archived; make it active to import into it');
    expect(await t.db('finance_bank_transactions').where({ bank_account_id: acct.id })).toHaveLength(0);
  });

  it('refuses a forged or missing CSRF token with 403 and changes nothing', async () => {
    const open = (await periodsOf()).find((p) => p.status === 'open')!;
    for (const csrf of ['forged-token', '']) {
      const res = await fetch(`${t.baseUrl}${PAGE}/periods/${open.id}/close`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, idempotency_key: onceKey(), entity: eur.id }).toString(),
      });
      expect(res.status).toBe(403);
    }
    expect((await periodsOf()).find((p) => p.id === open.id)).toMatchObject({ status: 'open' });
    const noSession = await fetch(`${t.baseUrl}${PAGE}/periods/${open.id}/close`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: s.csrf }).toString(),
    });
    expect(noSession.status).toBeGreaterThanOrEqual(300);
    expect((await periodsOf()).find((p) => p.id === open.id)).toMatchObject({ status: 'open' });
  });
  it('takes a statement larger than the dashboard’s 64 KiB form limit; other forms keep that limit (413)', async () => {
    const lines = Array.from(
      { length: 1500 },
      (_, i) => `${daysAgo(t, 9)},-${(i % 90) + 1}.25,Large statement row ${i} with a long description,Supplier ${i % 17},DASH-BIG-${i}`,
    );
    const content = ['date,amount,description,counterparty,reference', ...lines].join('\r\n');
    expect(new URLSearchParams({ content }).toString().length).toBeGreaterThan(128 * 1024);
    const res = await post(`${PAGE}/statements/import`, { bank_account_id: ing.id, format: 'csv', content });
    expect(res.status).toBe(303);
    expect(res.location).toContain('notice=imported&received=1500&new=1500&duplicates=0');
    const big = await post(`${PAGE}/bank-accounts/create`, { name: 'x', kind: 'bank', institution: 'y'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
  });
});

describe.skipIf(NO_BROWSER)(browserTitle('dashboard finance page in headless chromium'), () => {
  let t: TestServer;
  let browser: Browser;
  let page: Page;
  let op: Operator;
  let apiKey: string;

  const api = async (tool: string, body: Record<string, unknown>) => {
    const res = await t.call(tool, body, apiKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };

  /** How the books may name this operator: the email, or `operator:<id>` (the dashboard's credential id). */
  const operatorNames = async () => {
    const row = await t.db('operators').where({ email: op.email }).first('id');
    return [op.email, `operator:${row.id}`];
  };
  const entityShown = async () => (await page.locator('[data-entity-id]').getAttribute('data-entity-id'))!;

  beforeAll(async () => {
    // Midday UTC: "today" is the same day in the entity's zone, so the newest period is today's.
    t = await startTestServer({ scale: 0.1, now: middayClock() });
    [browser, op, apiKey] = await Promise.all([launch(), operatorFor(t), t.key(['finance:read'])]);
    page = await (await browser.newContext()).newPage();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens Finance from the nav and imports a pasted CSV statement', async () => {
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL(new RegExp(`${PAGE}$`));
    await expect(page.locator('h1').innerText()).resolves.toBe('Finance');
    await expect(page.locator('[data-field="balanced"]').innerText()).resolves.toBe('yes');
    const account = (await page.locator('[data-transactions-of]').getAttribute('data-transactions-of'))!;
    const form = page.locator('form[action$="/finance/statements/import"]');
    await form.getByLabel('Into bank account').selectOption(account);
    await form
      .getByLabel('Statement text')
      .fill(`date,amount,description,counterparty,reference\n${daysAgo(t, 7)},-42.50,Browser test fee,Test Bank,DASH-UI-0001\n`);
    await form.getByRole('button', { name: 'Import statement' }).click();
    await page.waitForURL(/notice=imported/);
    await expect(page.getByRole('status').innerText()).resolves.toMatch(/1 row received, 1 new, 0 duplicates/);
    const row = page.locator('tr[data-bank-transaction-id]', { hasText: 'Browser test fee' });
    await expect(row.locator('[data-field="amount"]').innerText()).resolves.toMatch(/^-42\.50 /);
    expect(errors).toEqual([]); // the inline script ran under the page's CSP without a violation
  });

  it('reads a chosen statement file into the text box (the inline script, allowed by its CSP hash)', async () => {
    const form = page.locator('form[action$="/finance/statements/import"]');
    const text = `date,amount,description,reference\n${daysAgo(t, 6)},5.00,File row,DASH-UI-FILE\n`;
    await form.getByLabel('Statement file').setInputFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect.poll(() => form.getByLabel('Statement text').inputValue()).toBe(text);
    await expect(form.getByLabel('File name (optional)').inputValue()).resolves.toBe('november.csv');
    await form.getByRole('button', { name: 'Import statement' }).click();
    await page.waitForURL(/notice=imported/);
    await expect(page.locator('tr[data-bank-transaction-id]', { hasText: 'File row' }).count()).resolves.toBe(1);
    expect(await t.db('finance_bank_imports').where({ filename: 'november.csv' })).toHaveLength(1);
  });

  it('dismisses a row as not a transaction', async () => {
    const row = page.locator('tr[data-bank-transaction-id]', { hasText: 'Browser test fee' });
    const id = (await row.getAttribute('data-bank-transaction-id'))!;
    await row.locator('summary', { hasText: 'Dismiss' }).click();
    await row.getByLabel('Note').fill('test charge, reversed by the bank');
    await row.getByRole('button', { name: /Dismiss row/ }).click();
    await page.waitForURL(/notice=dismissed/);
    await expect(page.getByRole('status').innerText()).resolves.toContain('Row dismissed');
    const after = page.locator(`tr[data-bank-transaction-id="${id}"]`);
    await expect(after.locator('[data-field="state"]').innerText()).resolves.toBe('dismissed');
    await expect(after.getByRole('button', { name: /Undismiss/ }).count()).resolves.toBe(1);
    const stored = await t.db('finance_bank_transactions').where({ id }).first();
    expect(stored).toMatchObject({ state: 'dismissed', dismissal_reason: 'not_a_transaction' });
    expect(await operatorNames()).toContain(stored.dismissed_by);
    await expect(after.locator('[data-field="dismissal"]').innerText()).resolves.toContain(stored.dismissed_by);
  });

  it('closes then reopens a period with a reason', async () => {
    const row = page.locator('tr[data-period-id]').first();
    const id = (await row.getAttribute('data-period-id'))!;
    const period = (await row.getAttribute('data-period'))!;
    await expect(row.locator('[data-field="status"]').innerText()).resolves.toBe('open');
    await row.getByLabel(`Reason to close ${period}`).fill('month end');
    await row.getByRole('button', { name: `Close ${period}` }).click();
    await page.waitForURL(/notice=closed/);
    const closed = page.locator(`tr[data-period-id="${id}"]`);
    await expect(closed.locator('[data-field="status"]').innerText()).resolves.toBe('closed');
    const { periods } = await api('finance_periods_list', { entity_id: await entityShown(), limit: 1 });
    expect(periods[0]).toMatchObject({ id, status: 'closed' });
    expect(await operatorNames()).toContain(periods[0].closed_by);
    await expect(closed.innerText()).resolves.toContain(periods[0].closed_by);
    await closed.getByLabel(`Reason to reopen ${period}`).fill('late invoice');
    await closed.getByRole('button', { name: `Reopen ${period}` }).click();
    await page.waitForURL(/notice=reopened/);
    await expect(page.locator(`tr[data-period-id="${id}"] [data-field="status"]`).innerText()).resolves.toBe('open');
    const changes = await t.db('finance_changes').where({ subject: id }).orderBy('seq');
    expect(changes.map((c) => c.type)).toEqual(['fin.period.closed', 'fin.period.reopened']);
  });

  it('adds a bank account and it appears in the list, selected', async () => {
    const form = page.locator('form[action$="/finance/bank-accounts/create"]');
    await form.getByLabel('Name').fill('Company Visa');
    await form.getByLabel('Kind').selectOption('card');
    await form.getByLabel('Institution').fill('Visa');
    await form.getByLabel('Account number').fill('4111 1111 1111 1111');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await page.waitForURL(/notice=created/);
    const row = page.locator('tr[data-bank-account-id].selected');
    await expect(row.locator('th').innerText()).resolves.toContain('Company Visa');
    await expect(row.locator('code').first().innerText()).resolves.toMatch(/1111$/);
    const { bank_accounts } = await api('finance_bank_accounts_list', { entity_id: await entityShown() });
    expect(bank_accounts.find((a: { name: string }) => a.name === 'Company Visa')).toMatchObject({ kind: 'card', status: 'active' });
  });
});
