/** Sample inputs of the finance lists operations (issue 13) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
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
