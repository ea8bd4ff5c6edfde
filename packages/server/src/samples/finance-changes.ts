/**
 * Sample inputs of the finance changes and exports operations (issue 13) for the all-operations
 * tests; see testing.ts sampleInputs. finance_export_status and finance_export_download need an
 * export: one is created here through the API on the store's first entity and run by the job
 * runner, so it has succeeded (and still leaves room under the per-entity limits: 1 running, 4 an
 * hour, for the finance_export_create sample itself).
 */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t, key) => {
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
