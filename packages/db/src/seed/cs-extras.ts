/**
 * Seed extension: triage fields of both stores' cs threads (migration 016):
 * `category` from the thread's topic, an `assignee` on most threads that are not new, and the
 * escalation time and reason of escalated threads. No new rows: fills columns on `input.cs`.
 */
import type { CsThreadRow } from '../tables';
import type { CommerceSeed } from './commerce';

const CATEGORIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/where is my order|delivery delayed/i, 'shipping'],
  [/wrong size|sizing/i, 'sizing'],
  [/damaged/i, 'damage'],
  [/refund/i, 'refund'],
  [/chargeback/i, 'payment_dispute'],
  [/address/i, 'address_change'],
  [/discount|pricing/i, 'pricing'],
  [/invoice/i, 'billing'],
];

const HOSTED_AGENTS = ['Maya (Support)', 'Leo (Support)', 'Priya (Team lead)'];
const BUSINESS_AGENTS = ['Jonas (Accounts)', 'Rita (Logistics)'];

function categoryOf(subject: string): string {
  for (const [re, c] of CATEGORIES) if (re.test(subject)) return c;
  return 'general';
}

export const seedCsExtras: CommerceSeed = (rng, input) => {
  if (input.cs === undefined) return {};
  for (const t of input.cs.threads as CsThreadRow[]) {
    t.category = categoryOf(t.subject);
    const agents = t.store_id === input.business.storeId ? BUSINESS_AGENTS : HOSTED_AGENTS;
    t.assignee = t.status === 'open' && !rng.chance(0.6) ? null : rng.pick(agents);
    const escalated = t.escalated === true || t.escalated === 1;
    t.escalated_at = escalated ? t.last_message_at : null;
    t.escalation_reason = escalated ? `Severity ${t.severity}: needs a team lead.` : null;
  }
  return {};
};
