/** Sample inputs of the finance reports operations (issue 13) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
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
