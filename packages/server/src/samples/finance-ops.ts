/**
 * Sample inputs of the finance operator writes (issue 13) for the all-operations tests; see
 * testing.ts sampleInputs. Every input of a list answers 200 when the list runs once in order, and
 * the lists touch distinct rows: the statement imports go to the ING account (references of their
 * own), the dismissals to three counted rows, the undismissal to a seeded dismissed row, the period
 * writes to the UK entity's books (which no other sample posts to), the updates to petty cash.
 */
import type { SampleSource } from './types';

const NORTHWIND_EUR = 'b01171a8-5330-41c2-bc17-4beaa8497038';

export const samples: SampleSource = async (t) => {
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
