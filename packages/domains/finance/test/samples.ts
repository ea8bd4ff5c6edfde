/** Sample inputs of the finance operations: lists, reports, changes and exports, operator writes (each part below), for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

/** Sample inputs of the finance lists operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const lists: SampleSource = async (t) => {
  const entity = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('created_at').first()) as { id: string };
  const entity_id = entity.id;
  return {
    finance_entities_list: [{}, { limit: 1 }],
    finance_accounts_list: [
      { entity_id },
      { entity_id, type: 'revenue', active: true, as_of: '2026-09-30' },
      { entity_id, q: '1', limit: 5 },
    ],
    finance_periods_list: [{ entity_id }, { entity_id, status: 'closed', from: '2026-01', to: '2026-12', limit: 3 }],
    finance_journal_entries_list: [
      { entity_id, limit: 20 },
      { entity_id, source: 'manual', order: 'asc', date_from: '2026-01-01', date_to: '2026-12-31' },
      { entity_id, reversed: true, q: 'a' },
    ],
    finance_bank_accounts_list: [{ entity_id }, { entity_id, kind: 'bank', status: 'active' }],
    finance_bank_transactions_list: [
      { entity_id },
      { entity_id, state: 'counted', reconciliation: 'unmatched', limit: 10 },
      { entity_id, q: 'a', date_from: '2026-01-01' },
    ],
    finance_einvoice_messages_list: [{ entity_id }, { entity_id, direction: 'outbound', document_type: 'invoice', date_to: '2026-12-31' }],
    finance_proposals_list: [{ entity_id }, { entity_id, status: 'pending', kind: 'book_bank_transaction' }],
  };
};

/** Sample inputs of the finance reports operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const reports: SampleSource = async (t) => {
  const entity = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('created_at').first()) as { id: string };
  const entity_id = entity.id;
  return {
    finance_trial_balance: [{ entity_id }, { entity_id, period: '2026-09' }, { entity_id, as_of: '2026-06-30' }],
    finance_profit_and_loss: [
      { entity_id },
      { entity_id, period_from: '2026-07', period_to: '2026-09', compare: 'previous_period' },
      { entity_id, date_from: '2026-10-01', date_to: '2026-10-31', compare: 'previous_year' },
    ],
    finance_balance_sheet: [{ entity_id }, { entity_id, as_of: '2026-09-30', compare_as_of: '2025-12-31' }],
  };
};

/**
 * Sample inputs of the finance changes and exports operations for the all-operations
 * tests; see sampleInputs in @storeops/testkit/samples. finance_export_status and finance_export_download need an
 * export: one is created here through the API on the store's first entity and run by the job
 * runner, so it has succeeded (and still leaves room under the per-entity limits: 1 running, 4 an
 * hour, for the finance_export_create sample itself).
 */
const changes: SampleSource = async (t, key) => {
  const entity = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('created_at').first()) as { id: string };
  const res = await fetch(`${t.baseUrl}/api/v1/finance/exports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ entity_id: entity.id, date_from: '2020-01-01', date_to: '2022-12-31', parts: ['trial_balance'] }),
  });
  const body = (await res.json()) as { result?: { export: { id: string } } };
  if (res.status !== 200 || body.result === undefined) throw new Error(`finance_export_create failed: ${JSON.stringify(body)}`);
  await t.app.jobs.drain();
  const exportId = body.result.export.id;
  return {
    finance_changes: [{ entity_id: entity.id }, { entity_id: entity.id, types: ['fin.entry.*', 'fin.period.closed'], limit: 5 }],
    finance_export_create: [
      {
        entity_id: entity.id,
        format: 'json',
        parts: ['journal', 'trial_balance', 'profit_and_loss', 'balance_sheet'],
        date_from: '2026-01-01',
        date_to: '2026-01-31',
      },
    ],
    finance_export_status: [{ export_id: exportId }],
    finance_export_download: [{ export_id: exportId }],
  };
};

/**
 * Sample inputs of the finance operator writes for the all-operations tests; see
 * sampleInputs in @storeops/testkit/samples. Every input of a list answers 200 when the list runs once in order, and
 * the lists touch distinct rows: the statement imports go to the ING account (references of their
 * own), the dismissals to three counted rows, the undismissal to a seeded dismissed row, the period
 * writes to the UK entity's books (which no other sample posts to), the updates to petty cash.
 */
const NORTHWIND_EUR = 'b01171a8-5330-41c2-bc17-4beaa8497038';

const operatorWrites: SampleSource = async (t) => {
  const entities = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).orderBy('created_at')) as Array<{
    id: string;
    currency: string;
  }>;
  const eur = entities.find((e) => e.id === NORTHWIND_EUR) ?? entities[0]!;
  const books = entities.find((e) => e.id !== eur.id) ?? eur;
  const banks = (await t.db('finance_bank_accounts').where({ entity_id: eur.id }).orderBy('created_at')) as Array<{
    id: string;
    kind: string;
    name: string;
  }>;
  const bank = banks.find((b) => b.kind === 'bank')!;
  const cash = banks.find((b) => b.kind === 'cash') ?? banks[banks.length - 1]!;
  const counted = (await t
    .db('finance_bank_transactions')
    .where({ bank_account_id: bank.id, state: 'counted', reconciliation: 'unmatched' })
    .orderBy('id')
    .limit(3)
    .select('id')) as Array<{ id: string }>;
  const dismissed = (await t
    .db('finance_bank_transactions')
    .where({ entity_id: eur.id, state: 'dismissed' })
    .orderBy('id')
    .first('id')) as { id: string };
  const periods = (await t.db('finance_periods').where({ entity_id: books.id }).orderBy('period')) as Array<{ id: string; status: string }>;
  const open = periods.filter((p) => p.status === 'open');
  const closed = periods.filter((p) => p.status === 'closed');
  const csv = [
    'date,amount,description,counterparty,reference',
    '2026-11-16,-49.00,Sample Notion team plan,Notion Labs,SAMPLE-OPS-0001',
    '2026-11-16,1250.00,Sample payout,Stripe,SAMPLE-OPS-0002',
  ].join('\n');
  const camt = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>SAMPLE</Id>
<Ntry><Amt Ccy="${eur.currency}">12.34</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-17</Dt></BookgDt>
<AcctSvcrRef>SAMPLE-OPS-0003</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>Sample bank fee</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
  return {
    finance_bank_statement_import: [
      { bank_account_id: bank.id, format: 'csv', content: csv, filename: 'sample.csv' },
      { bank_account_id: bank.id, format: 'camt053', content: camt },
    ],
    finance_bank_transaction_dismiss: [
      { bank_transaction_id: counted[0]!.id, reason: 'not_a_transaction', note: 'sample' },
      { bank_transaction_id: counted[1]!.id, reason: 'duplicate_of', duplicate_of: counted[2]!.id },
    ],
    finance_bank_transaction_undismiss: [{ bank_transaction_id: dismissed.id }],
    finance_period_close: [{ period_id: open[0]!.id, reason: 'sample' }],
    finance_period_reopen: [{ period_id: closed[closed.length - 1]!.id, reason: 'sample' }],
    finance_bank_account_create: [
      { entity_id: eur.id, name: 'Sample savings', kind: 'bank', institution: 'ABN AMRO', account_number: 'NL02 ABNA 0123 4567 89' },
      { entity_id: eur.id, name: 'Sample card', kind: 'card', currency: eur.currency },
    ],
    finance_bank_account_update: [
      { bank_account_id: cash.id, name: `${cash.name} (sample)` },
      { bank_account_id: cash.id, status: 'archived' },
    ],
  };
};

/** Every part's samples, the parts run one after the other in the order above. */
export const samples: SampleSource = async (t, key) => ({
  ...(await lists(t, key)),
  ...(await reports(t, key)),
  ...(await changes(t, key)),
  ...(await operatorWrites(t, key)),
});
