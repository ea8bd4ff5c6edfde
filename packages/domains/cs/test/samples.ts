/**
 * Sample inputs of the cs operations for the all-operations tests; see sampleInputs in
 * @storeops/testkit/samples. Threads of the hosted demo store: one with an order, one escalated; the reply is a
 * proposal (the sample key does not auto-apply).
 */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const threads = t.db('cs_threads').where({ store_id: t.hostedStoreId });
  const withOrder = await threads.clone().whereNotNull('order_id').where({ status: 'open' }).orderBy('id').first();
  const escalated = await threads.clone().where({ escalated: true }).orderBy('id').first();
  return {
    get_cs_threads: [
      {},
      { status: 'open', severity: 'high', limit: 5 },
      { channel: 'email', assignee: 'unassigned' },
      { escalated: true, limit: 100 },
      { status: 'resolved', limit: 1 },
    ],
    get_cs_thread: [{ thread_id: withOrder.id }, { thread_id: escalated.id }],
    cs_copilot_ask: [
      { thread_id: withOrder.id, question: 'When will the order arrive?' },
      { thread_id: escalated.id, question: 'What is the refund policy?', max_passages: 10 },
      { thread_id: withOrder.id, question: 'zzzz qqqq', max_passages: 1 },
    ],
    cs_send_reply: [{ thread_id: withOrder.id, body: 'Thanks - the carrier confirms delivery tomorrow.', mark_pending: false }],
    cs_triage_thread: [
      { thread_id: withOrder.id, category: 'shipping', assignee: 'Maya (Support)' },
      { thread_id: escalated.id, severity: 'critical', escalate: true },
      { thread_id: withOrder.id, assignee: null, category: null },
    ],
  };
};
