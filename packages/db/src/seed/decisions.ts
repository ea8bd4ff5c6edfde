/**
 * Decisions: what the agents decided, filed under the Decisions page's six buckets. Most rows are
 * `noop` bookkeeping (about 70%); `applied` is true only for `live` and `reverted` rows.
 */
import type { DecisionBucket, DecisionRow } from '../tables';
import { ACTION_TIER, offSince, type Action, type AgentSpec } from './agents';
import type { Rng } from './prng';
import { Clock, DAY_MS, MINUTE_MS, WINDOW_DAYS, iso, toSecond } from './time';

/** What a decision is about, as seen at the decision's time. */
export interface Subject {
  productId: string | null;
  handle: string | null;
  /** e.g. `product:<handle>`, `campaign:<id>`, `cs_thread:<id>`, `order:<id>` */
  ref: string;
  /** UPPERCASE state before the decision. */
  state: string;
  /** Target state when the action changes state (transition_state and the like). */
  nextStates: readonly string[];
  /** Evidence lines for the action; `changed` false for a noop. */
  evidence(action: Action, toState: string, changed: boolean): string[];
  /** How to undo the action. */
  reversal(action: Action, fromState: string): string;
  /** Forced decision time (e.g. shortly after a thread opened), else null. */
  at?: number;
}

/** The store-specific part: which subject an action is about at a given instant. */
export interface DecisionWorld {
  storeId: string;
  operator: string;
  agents: readonly AgentSpec[];
  pickSubject(rng: Rng, action: Action, atMs: number, agent: AgentSpec): Subject | null;
  /**
   * Actions whose `live` rows come only from planned decisions (a random live lifecycle transition
   * would contradict the subject's current state); random rows of these actions use the other
   * non-noop buckets instead.
   */
  plannedLiveOnly?: ReadonlySet<Action>;
}

/** A decision fixed in advance (e.g. the transition that put a product in its current state). */
export interface PlannedDecision {
  atMs: number;
  agent: string;
  action: Action;
  subject: Subject;
  toState: string;
  bucket: DecisionBucket;
}

const NON_NOOP: readonly (readonly [DecisionBucket, number])[] = [
  ['live', 40],
  ['suggested', 21],
  ['reverted', 14],
  ['failed', 13],
  ['queued', 12],
];

const FAILURES = [
  'Storefront platform answered 429 six times; retries exhausted',
  'Ad network rejected the change: daily budget below the network minimum',
  'Field is owned by another app (intent declaration); change refused',
  'Timed out after 10 s waiting for the storefront platform',
  'Spend ceiling gate refused the change',
];
const REVERSALS = [
  'Reverted by an operator from the Decisions page',
  'Auto-reverted: ROAS fell more than 30% within 48 h',
  'Reverted after the merchant re-declared ownership of the field',
];

/** Actions that move their subject to another state (the rest keep `to_state = from_state`). */
const STATE_CHANGING: ReadonlySet<Action> = new Set(['transition_state', 'pause_campaign', 'escalate_thread', 'flag_refund']);

const SCORE: Record<DecisionBucket, readonly [number, number]> = {
  noop: [0.3, 0.72],
  live: [0.74, 0.98],
  suggested: [0.55, 0.88],
  reverted: [0.6, 0.86],
  failed: [0.62, 0.95],
  queued: [0.7, 0.95],
};

function row(
  rng: Rng,
  clock: Clock,
  world: DecisionWorld,
  agent: string,
  action: Action,
  subject: Subject,
  toState: string,
  bucket: DecisionBucket,
  atMs: number,
): DecisionRow {
  const changed = bucket !== 'noop';
  const evidence = subject.evidence(action, toState, changed);
  if (bucket === 'failed') evidence.push(rng.pick(FAILURES));
  if (bucket === 'reverted') evidence.push(rng.pick(REVERSALS));
  if (bucket === 'queued') evidence.push('Scheduled for the next agent run');
  const tier = ACTION_TIER[action];
  const applied = bucket === 'live' || bucket === 'reverted';
  const delay = tier === 'propose_write' ? rng.int(20, 36 * 60) * MINUTE_MS : rng.int(1, 20) * MINUTE_MS;
  const appliedAt = applied ? clock.beforeAnchor(toSecond(atMs + delay)) : null;
  const [lo, hi] = SCORE[bucket];
  return {
    id: rng.uuid(),
    store_id: world.storeId,
    product_id: subject.productId,
    handle: subject.handle,
    agent,
    action,
    subject: subject.ref,
    from_state: subject.state,
    to_state: toState,
    judge_score: Math.round(rng.range(lo, hi) * 1000) / 1000,
    tier,
    evidence: JSON.stringify(evidence),
    reversal: changed ? subject.reversal(action, subject.state) : 'Nothing to undo: no change was made',
    bucket,
    applied,
    applied_at: appliedAt === null ? null : iso(appliedAt),
    applied_by: applied ? (tier === 'propose_write' ? world.operator : agent) : null,
    created_at: iso(atMs),
  };
}

/**
 * Generate `total` decisions over the window (planned ones included), with about 70% `noop` and
 * every bucket present when `total >= 6`.
 */
export function generateDecisions(
  rng: Rng,
  clock: Clock,
  world: DecisionWorld,
  total: number,
  planned: readonly PlannedDecision[],
): DecisionRow[] {
  const rows: DecisionRow[] = planned.map((p) => row(rng, clock, world, p.agent, p.action, p.subject, p.toState, p.bucket, p.atMs));
  const remaining = Math.max(0, total - rows.length);
  const noopShare = Math.min(0.95, (0.7 * total) / Math.max(1, remaining));
  const dayWeights = Array.from({ length: WINDOW_DAYS }, (_, d) => [d, 1 + 0.6 * (d / WINDOW_DAYS)] as const);

  const one = (forced: DecisionBucket | null): DecisionRow | null => {
    let atMs = toSecond(clock.dayStart(rng.weighted(dayWeights)) + rng.int(0, DAY_MS / 1000 - 1) * 1000);
    const available = world.agents.filter((a) => {
      const off = offSince(clock, a);
      return off === null || atMs < off;
    });
    let agent = rng.weighted(available.map((a) => [a, a.weight] as const));
    let bucket: DecisionBucket =
      forced ?? (rng.chance(noopShare) ? 'noop' : agent.mode === 'dry_run' ? 'suggested' : rng.weighted(NON_NOOP));
    if (forced !== null && forced !== 'noop' && forced !== 'suggested' && agent.mode !== 'live') {
      agent = world.agents.find((a) => a.mode === 'live') ?? agent;
    }
    const action: Action = bucket === 'noop' && rng.chance(0.8) ? 'hold' : rng.weighted(agent.actions);
    if (bucket === 'suggested' && ACTION_TIER[action] !== 'propose_write' && agent.mode === 'live' && forced === null && rng.chance(0.5))
      bucket = 'live';
    if (bucket === 'live' && world.plannedLiveOnly?.has(action) === true) bucket = rng.weighted(NON_NOOP.filter(([b]) => b !== 'live'));
    // An agent that is switched off queues nothing for its next run.
    if (bucket === 'queued' && offSince(clock, agent) !== null) bucket = 'failed';
    if (bucket === 'queued') atMs = toSecond(clock.anchorMs - rng.int(5, 36 * 60) * MINUTE_MS);
    const subject = world.pickSubject(rng, action, atMs, agent);
    if (subject === null) return null;
    if (subject.at !== undefined) atMs = bucket === 'queued' ? Math.max(subject.at, atMs) : subject.at;
    atMs = clock.beforeAnchor(atMs);
    const changes = bucket !== 'noop' && STATE_CHANGING.has(action);
    const toState = changes && subject.nextStates.length > 0 ? rng.pick(subject.nextStates) : subject.state;
    return row(rng, clock, world, agent.slug, action, subject, toState, bucket, atMs);
  };

  for (let i = 0, misses = 0; i < remaining && misses < remaining * 4 + 20;) {
    const r = one(null);
    if (r === null) {
      misses++;
      continue;
    }
    rows.push(r);
    i++;
  }
  // Small scales: make sure every bucket appears by replacing noop rows.
  if (rows.length >= 6) {
    for (const bucket of ['live', 'queued', 'failed', 'suggested', 'reverted'] as const) {
      if (rows.some((r) => r.bucket === bucket)) continue;
      const idx = rows.findLastIndex((r) => r.bucket === 'noop');
      if (idx < 0) break;
      for (let tries = 0; tries < 50; tries++) {
        const r = one(bucket);
        if (r !== null && r.bucket === bucket) {
          rows[idx] = r;
          break;
        }
      }
    }
  }
  return rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1));
}
