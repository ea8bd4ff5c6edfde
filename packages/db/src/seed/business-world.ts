/** Decision subjects of the business without a storefront: campaigns, cs threads, refunded orders. */
import type { CsThreadRow } from '../tables';
import type { Action, AgentSpec } from './agents';
import type { Thresholds } from './calibration';
import type { Campaign } from './campaigns';
import type { DecisionWorld, Subject } from './decisions';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { Clock, MINUTE_MS, money, toSecond } from './time';

export interface BusinessWorldInput {
  storeId: string;
  currency: string;
  campaigns: readonly Campaign[];
  threads: readonly CsThreadRow[];
  orders: readonly OrderPlan[];
  thresholds: Thresholds;
  agents: readonly AgentSpec[];
}

function campaignSubject(input: BusinessWorldInput, c: Campaign, rng: Rng): Subject {
  const { currency, thresholds } = input;
  const roas = Math.max(0.2, c.roas * rng.noise(0.2));
  const spend7 = Math.round(c.dailyBudgetCents * 7 * rng.range(0.7, 1));
  const newBudget = (up: boolean) =>
    Math.round((c.dailyBudgetCents * (up ? rng.range(1.15, 1.5) : rng.range(0.5, 0.85))) / 500) * 500 + (up ? 500 : -500);
  return {
    productId: null,
    handle: null,
    ref: `campaign:${c.id}`,
    state: 'ACTIVE',
    nextStates: ['PAUSED'],
    evidence(action, _to, changed) {
      const base = [
        `${c.name}: ROAS 7d ${roas.toFixed(2)} (floor ${thresholds.roas.floor.toFixed(2)})`,
        `Spend 7d ${money(spend7, currency)}`,
      ];
      if (action === 'raise_budget' || action === 'lower_budget') {
        const up = action === 'raise_budget';
        return [
          ...base,
          `CPA ${money(Math.round(c.cpaCents * rng.noise(0.15)), currency)} (ceiling ${money(thresholds.cpa_cents.ceiling, currency)})`,
          changed
            ? `Daily budget ${money(c.dailyBudgetCents, currency)} -> ${money(newBudget(up), currency)}`
            : `Daily budget stays ${money(c.dailyBudgetCents, currency)}`,
        ];
      }
      if (action === 'pause_campaign') return [...base, changed ? `Below floor for ${rng.int(7, 15)} days` : 'Above floor; keep running'];
      return [...base, 'Within band; nothing to change'];
    },
    reversal(action) {
      if (action === 'pause_campaign') return `Resume campaign ${c.id}`;
      return `Set campaign ${c.id} daily budget back to ${money(c.dailyBudgetCents, currency)}`;
    },
  };
}

function threadSubject(t: CsThreadRow, rng: Rng): Subject {
  return {
    productId: null,
    handle: null,
    ref: `cs_thread:${t.id}`,
    state: 'OPEN',
    nextStates: ['ESCALATED'],
    at: toSecond(Date.parse(t.created_at) + rng.int(2, 90) * MINUTE_MS),
    evidence: (_a, _to, changed) => [
      `Severity ${t.severity}, channel ${t.channel}`,
      `Subject: ${t.subject}`,
      changed ? 'Matches escalation rule: first response due within 2 h' : 'No escalation rule matched',
    ],
    reversal: () => `De-escalate thread ${t.id}`,
  };
}

function orderSubject(input: BusinessWorldInput, o: OrderPlan, rng: Rng): Subject {
  const refunded = o.row.refunded_cents;
  return {
    productId: null,
    handle: null,
    ref: `order:${o.row.id}`,
    state: o.row.financial_status.toUpperCase(),
    nextStates: ['FLAGGED'],
    at: o.refunds.length > 0 ? toSecond(Date.parse(o.refunds[0]!.created_at) + rng.int(5, 120) * MINUTE_MS) : undefined,
    evidence: (_a, _to, changed) => [
      `Order #${o.row.order_number}: refunded ${money(refunded, input.currency)} of ${money(o.row.total_cents, input.currency)}`,
      `Refund rate ceiling ${(input.thresholds.refund_rate.ceiling * 100).toFixed(1)}%`,
      changed ? 'Refund above 3x the customer average; needs review' : 'Refund within the customer pattern',
    ],
    reversal: () => `Clear the refund flag on order #${o.row.order_number}`,
  };
}

export function businessWorld(_clock: Clock, input: BusinessWorldInput, operator: string): DecisionWorld {
  const refunded = input.orders.filter((o) => o.refunds.length > 0);
  return {
    storeId: input.storeId,
    operator,
    agents: input.agents,
    pickSubject(rng: Rng, _action: Action, atMs: number, agent: AgentSpec): Subject | null {
      const kind = agent.actions[0]![0];
      if (kind === 'escalate_thread') {
        if (input.threads.length === 0) return null;
        return threadSubject(rng.pick(input.threads), rng);
      }
      if (kind === 'flag_refund') {
        const candidates = refunded.filter((o) => Date.parse(o.refunds[0]!.created_at) < atMs);
        if (candidates.length === 0) return null;
        return orderSubject(input, rng.pick(candidates), rng);
      }
      return campaignSubject(input, rng.pick(input.campaigns), rng);
    },
  };
}
