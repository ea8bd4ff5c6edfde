/**
 * The webhook dispatcher (seed: Events "Signature and delivery", Limits "Webhook delivery";
 * docs/ARCHITECTURE.md "Events"). One loop per server process:
 *
 * 1. Fan-out: outbox rows not yet dispatched, oldest first, become one `webhook_deliveries` row per
 *    matching active subscription of the event's store (family `store`: `kind` store; `finance`:
 *    `kind` finance and the subscription's `entity_id` = the event data's `entity_id`), where the
 *    filter matches and the subscription's scopes may read the type (`receives`). The outbox row is
 *    marked `dispatched_at` in the same transaction, by a conditional update, so two processes
 *    never fan one event out twice. An event type not in the catalogue is marked and not sent.
 * 2. Claim: per active subscription, only its oldest pending delivery (by `event_seq`) is due, so
 *    events reach an endpoint one at a time, in the order they happened; a failing delivery holds
 *    the ones after it until it succeeds or its attempts run out. A claim is a lease
 *    (`lease_owner`, `lease_until` = now + `leaseMs`, default 30 s, longer than the 10 s timeout)
 *    taken by a conditional update: one process sends an attempt; a process that died mid-delivery
 *    leaves a lease that expires, and the attempt is sent again (at least once).
 * 3. Send: the CloudEvents 1.0 structured JSON (built once per delivery from the outbox row),
 *    signed (signing-keys.ts) with headers `webhook-id` (the event id, the same on every retry),
 *    `webhook-timestamp`, `webhook-signature`, `webhook-key-id`, through the egress poster
 *    (public addresses only, re-checked at connect time; 10 s timeout; no redirects followed).
 * 4. Outcome: 2xx succeeds (the subscription's `consecutive_failures` resets). 410 unsubscribes
 *    the endpoint (`state` `unsubscribed`; its pending deliveries are cancelled). Anything else
 *    (another status, a timeout, a refused or failed connection) is a failed attempt: retried
 *    after the backoff schedule, up to 6 attempts in all; a delivery whose attempts run out is
 *    `failed` and counts one consecutive failure of its subscription; 20 consecutive failed
 *    deliveries disable it (`state` `disabled`; re-enable with `subscription_update`). Every
 *    attempt is a `webhook_attempts` row.
 *
 * Backoff before retry n (n = 1..5, after the n-th failed attempt): 5 s, 30 s, 2 min, 10 min,
 * 1 h, each times a uniform random factor in [0.8, 1.2] (about 1 h 13 min from the first attempt
 * to the sixth).
 */
import { PollingLoop } from './polling-loop';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { receives, type EventDescriptor } from '@storeops/contract';
import { hotInsert, toNumber, type WebhookDeliveryRow, type WebhookSubscriptionRow } from '@storeops/db';
import { EgressRefused, type Poster } from '@storeops/egress';
import { grants } from '../auth/scopes';
import { signDelivery, type SigningKeyCache } from './signing-keys';

/** Base delays before retries 1..5, in ms (see the module comment). */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
/** Attempts per delivery (seed: 6). */
export const MAX_ATTEMPTS = 6;
/** Consecutive failed deliveries that disable a subscription (seed: 20). */
export const DISABLE_AFTER = 20;

/** The seed's schedule with ±20% jitter. */
export function defaultBackoffMs(failedAttempts: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1]!;
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface DispatcherOptions {
  db: Knex;
  /** The event catalogue (family and scope per type). */
  catalogue: readonly EventDescriptor[];
  keys: SigningKeyCache;
  poster: Poster;
  now?: () => Date;
  log?: (message: string) => void;
  /** Delay before the retry that follows `failedAttempts` failed attempts, in ms. */
  backoffMs?: (failedAttempts: number) => number;
  leaseMs?: number;
  /** Idle poll interval, ms (default 250). */
  pollMs?: number;
  maxAttempts?: number;
  disableAfter?: number;
  /** Deliveries sent concurrently per tick (each to a different subscription; default 16). */
  concurrency?: number;
}

interface OutboxRow {
  seq: number | string;
  id: string;
  store_id: string;
  specversion: string;
  type: string;
  source: string;
  subject: string | null;
  time: string;
  datacontenttype: string;
  data: string;
  sandbox: boolean | number;
}

/** The CloudEvents 1.0 structured-mode body of an outbox row (fixed attribute order). */
export function cloudEventBody(row: OutboxRow): string {
  const sandbox = row.sandbox === true || row.sandbox === 1;
  return `{"specversion":${JSON.stringify(row.specversion)},"id":${JSON.stringify(row.id)},"source":${JSON.stringify(row.source)},"type":${JSON.stringify(row.type)},${
    row.subject === null ? '' : `"subject":${JSON.stringify(row.subject)},`
  }"time":${JSON.stringify(row.time)},"datacontenttype":${JSON.stringify(row.datacontenttype)},${sandbox ? '"sandbox":true,' : ''}"data":${row.data}}`;
}

export class Dispatcher {
  private readonly owner = `dispatcher:${randomUUID()}`;
  private readonly byType: Map<string, EventDescriptor>;
  private readonly now: () => Date;
  private readonly log: (m: string) => void;
  private readonly backoffMs: (n: number) => number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly disableAfter: number;
  private readonly concurrency: number;
  private readonly loop: PollingLoop;

  constructor(private readonly opts: DispatcherOptions) {
    this.byType = new Map(opts.catalogue.map((e) => [e.type, e]));
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? ((m) => console.error(m));
    this.backoffMs = opts.backoffMs ?? ((n) => defaultBackoffMs(n));
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.pollMs = opts.pollMs ?? 250;
    this.maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
    this.disableAfter = opts.disableAfter ?? DISABLE_AFTER;
    this.concurrency = opts.concurrency ?? 16;
    this.loop = new PollingLoop('webhook dispatcher', async () => (await this.tick()) > 0, this.pollMs, this.log);
  }

  /** Starts the loop (idempotent). */
  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for the tick under way. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Runs ticks until nothing is due (tests and benches drive the loop with this). */
  async drain(maxTicks = 1_000): Promise<void> {
    for (let i = 0; i < maxTicks; i++) if ((await this.tick()) === 0) return;
  }

  /** One pass: fan out new events, then send the due deliveries; returns how much was done. */
  async tick(): Promise<number> {
    const fanned = await this.fanOut();
    const sent = await this.sendDue();
    return fanned + sent;
  }

  /**
   * Fans out up to 500 undispatched events in one transaction; returns how many it handled. The
   * rows are claimed by one conditional update (`RETURNING` the ids it set), so a concurrent
   * dispatcher (PostgreSQL) fans out none of them twice.
   */
  private async fanOut(): Promise<number> {
    const { db } = this.opts;
    // The payload is read only for finance events (their `entity_id`), not for every event.
    const rows = (await db('outbox').whereNull('dispatched_at').orderBy('seq').limit(500).select('seq', 'id', 'store_id', 'type')) as Array<
      Pick<OutboxRow, 'seq' | 'id' | 'store_id' | 'type'>
    >;
    if (rows.length === 0) return 0;
    const at = this.now().toISOString();
    await db.transaction(async (trx) => {
      const subscriptions = (await trx('webhook_subscriptions')
        .whereIn('store_id', [...new Set(rows.map((r) => r.store_id))])
        .andWhere({ state: 'active' })) as WebhookSubscriptionRow[];
      const parsed = subscriptions.map((s) => ({
        s,
        filters: s.event_types === null ? null : (JSON.parse(s.event_types) as string[]),
        scopes: JSON.parse(s.scopes) as string[],
      }));
      const deliveries: Array<Record<string, unknown>> = [];
      const claimed = new Set(
        (
          (await trx('outbox')
            .whereIn(
              'id',
              rows.map((r) => r.id),
            )
            .whereNull('dispatched_at')
            .update({ dispatched_at: at }, ['id'])) as Array<{ id: string }>
        ).map((r) => r.id),
      );
      for (const row of rows) {
        if (!claimed.has(row.id)) continue; // another dispatcher fanned it out
        const event = this.byType.get(row.type);
        if (event === undefined) continue;
        const entityId = event.family === 'finance' ? await financeEntityOf(trx, row.id) : null;
        for (const { s, filters, scopes } of parsed) {
          if (s.store_id !== row.store_id || s.kind !== event.family) continue;
          if (event.family === 'finance' && s.entity_id !== entityId) continue;
          if (!receives(filters, event, (scope) => grants(scopes, { scope, tier: 'read' }))) continue;
          deliveries.push({
            id: randomUUID(),
            store_id: row.store_id,
            subscription_id: s.id,
            event_id: row.id,
            event_type: row.type,
            event_seq: toNumber(row.seq),
            state: 'pending',
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
            updated_at: at,
          });
        }
      }
      await hotInsert(trx, 'webhook_deliveries', DELIVERY_COLUMNS, deliveries);
    });
    return rows.length;
  }

  /**
   * Sends, per endpoint whose oldest pending delivery is due and free, a run of its consecutive
   * pending deliveries in order (up to `RUN`), endpoints in parallel; returns the attempts made.
   */
  private async sendDue(): Promise<number> {
    const { db } = this.opts;
    const iso = this.now().toISOString();
    // The oldest pending delivery of each active subscription, if it is due and not leased.
    const heads = (await db('webhook_deliveries as d')
      .join('webhook_subscriptions as s', 's.id', 'd.subscription_id')
      .where('s.state', 'active')
      .andWhere('d.state', 'pending')
      .whereNotExists(function (this: Knex.QueryBuilder) {
        this.from('webhook_deliveries as e')
          .whereRaw('e.subscription_id = d.subscription_id')
          .andWhere('e.state', 'pending')
          .andWhereRaw('e.event_seq < d.event_seq');
      })
      .andWhere('d.next_attempt_at', '<=', iso)
      .andWhere((w) => w.whereNull('d.lease_until').orWhere('d.lease_until', '<=', iso))
      .orderBy('d.next_attempt_at')
      .limit(this.concurrency)
      .select('d.*')) as WebhookDeliveryRow[];
    const runs = await Promise.all(heads.map((head) => this.sendRun(head)));
    return runs.reduce((a, b) => a + b, 0);
  }

  /**
   * Leases `head` (a conditional update: one dispatcher wins) and the deliveries after it, sends
   * them in `event_seq` order until one fails, and records every outcome in one transaction.
   */
  private async sendRun(head: WebhookDeliveryRow): Promise<number> {
    const { db } = this.opts;
    const now = this.now();
    const iso = now.toISOString();
    const lease = { lease_owner: this.owner, lease_until: new Date(now.getTime() + this.leaseMs).toISOString() };
    const free = (w: Knex.QueryBuilder) => w.whereNull('lease_until').orWhere('lease_until', '<=', iso);
    const won = await db('webhook_deliveries').where({ id: head.id, state: 'pending' }).andWhere(free).update(lease);
    if (won !== 1) return 0;
    // The head is ours; the ones after it are only ever claimed by whoever holds the head.
    const following = (await db('webhook_deliveries')
      .where({ subscription_id: head.subscription_id, state: 'pending' })
      .andWhere('event_seq', '>', head.event_seq)
      .andWhere(free)
      .orderBy('event_seq')
      .limit(RUN - 1)) as WebhookDeliveryRow[];
    if (following.length > 0) {
      await db('webhook_deliveries')
        .whereIn(
          'id',
          following.map((d) => d.id),
        )
        .andWhere(free)
        .update(lease);
    }
    const run = [head, ...following];
    const [sub, events] = await Promise.all([
      db('webhook_subscriptions').where({ id: head.subscription_id }).first() as Promise<WebhookSubscriptionRow | undefined>,
      db('outbox').whereIn(
        'id',
        run.map((d) => d.event_id),
      ) as Promise<OutboxRow[]>,
    ]);
    const eventById = new Map(events.map((e) => [e.id, e]));
    const outcomes: Outcome[] = [];
    for (const d of run) {
      const event = eventById.get(d.event_id);
      if (sub === undefined || event === undefined) {
        outcomes.push({ d, kind: 'cancelled', attempt: null });
        continue;
      }
      const attempt = await this.send(d, sub, event);
      outcomes.push({ d, kind: attempt.outcome, attempt });
      if (attempt.outcome !== 'succeeded') break;
    }
    await this.record(sub, run, outcomes);
    return outcomes.filter((o) => o.attempt !== null).length;
  }

  /** One HTTP attempt of `d` to `sub` with the signed CloudEvents body of `event`. */
  private async send(d: WebhookDeliveryRow, sub: WebhookSubscriptionRow, event: OutboxRow): Promise<Attempt> {
    const body = Buffer.from(cloudEventBody(event), 'utf8');
    const started = this.now();
    const timestamp = Math.floor(started.getTime() / 1000);
    const key = this.opts.keys.cachedAt(started) ?? (await this.opts.keys.current(started));
    const headers = {
      'content-type': 'application/cloudevents+json; charset=utf-8',
      'user-agent': 'StoreOps-Webhooks/1',
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signDelivery(key, event.id, timestamp, body),
      'webhook-key-id': key.kid,
    };
    let status: number | null = null;
    let latency: number | null = null;
    let error: string | null = null;
    let refused = false;
    try {
      const res = await this.opts.poster.post(sub.url, headers, body);
      status = res.status;
      latency = Math.round(res.latencyMs * 1000) / 1000;
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      const egress = err instanceof EgressRefused ? err : cause instanceof EgressRefused ? cause : null;
      refused = egress !== null;
      error = egress !== null ? `refused: ${egress.message}` : describeError(err);
    }
    const outcome: Attempt['outcome'] =
      status !== null && status >= 200 && status < 300 ? 'succeeded' : status === 410 ? 'gone' : refused ? 'refused' : 'failed';
    return { no: d.attempts + 1, startedAt: started.toISOString(), status, latency, error, outcome };
  }

  /** Writes a run's attempts and outcomes, and what they mean for the subscription, in one transaction. */
  private async record(sub: WebhookSubscriptionRow | undefined, run: WebhookDeliveryRow[], outcomes: Outcome[]): Promise<void> {
    const at = this.now().toISOString();
    let ending: { state: 'unsubscribed' | 'disabled'; reason: string } | null = null;
    await this.opts.db.transaction(async (trx) => {
      const attempts = outcomes.filter((o): o is Outcome & { attempt: Attempt } => o.attempt !== null);
      if (attempts.length > 0) {
        await hotInsert(
          trx,
          'webhook_attempts',
          ATTEMPT_COLUMNS,
          attempts.map(({ d, attempt: a }) => ({
            id: randomUUID(),
            store_id: d.store_id,
            delivery_id: d.id,
            attempt: a.no,
            started_at: a.startedAt,
            status_code: a.status,
            latency_ms: a.latency,
            error: a.error,
            outcome: a.outcome,
          })),
        );
      }
      const done = (d: WebhookDeliveryRow, state: 'succeeded' | 'failed' | 'cancelled', a: Attempt | null) =>
        trx('webhook_deliveries')
          .where({ id: d.id })
          .update({
            state,
            attempts: a?.no ?? d.attempts,
            next_attempt_at: null,
            lease_owner: null,
            lease_until: null,
            last_status_code: a?.status ?? d.last_status_code,
            last_error: a?.error ?? null,
            last_latency_ms: a?.latency ?? d.last_latency_ms,
            updated_at: at,
            finished_at: at,
          });
      const succeeded = outcomes.filter((o) => o.kind === 'succeeded').map((o) => o.d);
      if (succeeded.length > 0) {
        // The common case, first attempts that succeeded: one statement for the whole run; their
        // status codes and latencies are read from the attempt rows just written (indexed lookups).
        const firsts = outcomes.filter((o) => o.kind === 'succeeded' && o.d.attempts === 0);
        if (firsts.length > 0) {
          const attempt = (column: string) =>
            `(SELECT a.${column} FROM webhook_attempts a WHERE a.store_id = webhook_deliveries.store_id AND a.delivery_id = webhook_deliveries.id AND a.attempt = 1)`;
          await trx.raw(
            `UPDATE webhook_deliveries SET state = 'succeeded', attempts = 1, next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL, last_error = NULL, updated_at = ?, finished_at = ?, last_status_code = ${attempt('status_code')}, last_latency_ms = ${attempt('latency_ms')} WHERE id IN (${firsts.map(() => '?').join(', ')})`,
            [at, at, ...firsts.map((o) => o.d.id)],
          );
        }
        for (const o of outcomes) if (o.kind === 'succeeded' && o.d.attempts > 0) await done(o.d, 'succeeded', o.attempt);
      }
      for (const o of outcomes) if (o.kind === 'cancelled') await done(o.d, 'cancelled', null);
      const last = outcomes.at(-1);
      if (sub !== undefined && last !== undefined && last.attempt !== null && last.kind !== 'succeeded') {
        const a = last.attempt;
        if (last.kind === 'gone') {
          await done(last.d, 'cancelled', a);
          ending = { state: 'unsubscribed', reason: `the endpoint answered 410 Gone at ${a.startedAt}` };
        } else if (a.no >= this.maxAttempts) {
          await done(last.d, 'failed', a);
          const failures = sub.consecutive_failures + 1;
          await trx('webhook_subscriptions').where({ id: sub.id }).update({ consecutive_failures: failures, updated_at: at });
          if (failures >= this.disableAfter) {
            ending = { state: 'disabled', reason: `${failures} consecutive deliveries failed (last: ${a.error ?? `HTTP ${a.status}`})` };
          }
        } else {
          await trx('webhook_deliveries')
            .where({ id: last.d.id })
            .update({
              attempts: a.no,
              next_attempt_at: new Date(this.now().getTime() + this.backoffMs(a.no)).toISOString(),
              lease_owner: null,
              lease_until: null,
              last_status_code: a.status,
              last_error: a.error,
              last_latency_ms: a.latency,
              updated_at: at,
            });
        }
      } else if (sub !== undefined && succeeded.length > 0 && sub.consecutive_failures !== 0) {
        await trx('webhook_subscriptions').where({ id: sub.id }).update({ consecutive_failures: 0, updated_at: at });
      }
      // Deliveries of the run that were not sent (after a failure) go back, unleased.
      const handled = new Set(outcomes.map((o) => o.d.id));
      const untouched = run.filter((d) => !handled.has(d.id)).map((d) => d.id);
      if (untouched.length > 0) await trx('webhook_deliveries').whereIn('id', untouched).update({ lease_owner: null, lease_until: null });
      if (ending !== null) {
        const e = ending as { state: 'unsubscribed' | 'disabled'; reason: string };
        await trx('webhook_subscriptions')
          .where({ id: sub!.id, state: 'active' })
          .update({ state: e.state, state_reason: e.reason, updated_at: at });
        await trx('webhook_deliveries').where({ subscription_id: sub!.id, state: 'pending' }).update({
          state: 'cancelled',
          next_attempt_at: null,
          lease_owner: null,
          lease_until: null,
          last_error: e.reason,
          updated_at: at,
          finished_at: at,
        });
      }
    });
    if (ending !== null)
      this.log(`webhook subscription ${sub!.id} ${(ending as { state: string }).state}: ${(ending as { reason: string }).reason}`);
  }
}

/** Columns the dispatcher writes when it fans an event out / records an attempt. */
const DELIVERY_COLUMNS = [
  'id',
  'store_id',
  'subscription_id',
  'event_id',
  'event_type',
  'event_seq',
  'state',
  'attempts',
  'next_attempt_at',
  'created_at',
  'updated_at',
] as const;
const ATTEMPT_COLUMNS = [
  'id',
  'store_id',
  'delivery_id',
  'attempt',
  'started_at',
  'status_code',
  'latency_ms',
  'error',
  'outcome',
] as const;

/** Deliveries of one endpoint sent per claim (consecutive, in order). */
const RUN = 256;

interface Attempt {
  /** 1-based attempt number. */
  no: number;
  startedAt: string;
  status: number | null;
  latency: number | null;
  error: string | null;
  outcome: 'succeeded' | 'failed' | 'gone' | 'refused';
}

interface Outcome {
  d: WebhookDeliveryRow;
  kind: Attempt['outcome'] | 'cancelled';
  attempt: Attempt | null;
}

/** The `entity_id` of a finance event's data (finance subscriptions are per entity). */
async function financeEntityOf(db: Knex, eventId: string): Promise<string | null> {
  const row = (await db('outbox').where({ id: eventId }).first('data')) as { data: string } | undefined;
  const id = row === undefined ? undefined : (JSON.parse(row.data) as { entity_id?: unknown }).entity_id;
  return typeof id === 'string' ? id : null;
}

/** A transport failure as one line (undici error codes kept: timeouts, refused connections). */
function describeError(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : null;
  const message = typeof e?.message === 'string' ? e.message : String(err);
  return (code !== null ? `${code}: ${message}` : message).slice(0, 500);
}
