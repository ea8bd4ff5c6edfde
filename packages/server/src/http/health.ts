/**
 * Probes for load balancers and orchestrators: `GET /healthz` (the process is up and
 * answering) and `GET /readyz` (it can serve: the database answers, its migrations are current,
 * Redis answers when `REDIS_URL` is configured, and the process is not shutting down).
 *
 * Both are unauthenticated, not audited, not rate limited, `Cache-Control: no-store`, and answer
 * whatever `Host` they are sent (a probe addresses the process by its own address, so they are
 * mounted before the Host check of http/hosts.ts; they reveal nothing but the check names).
 * - `/healthz`: 200 `{"status":"ok"}` while the process runs (also while draining: liveness).
 * - `/readyz`: 200 `{"status":"ready","checks":{...}}`, or 503 `{"status":"not_ready","checks":
 *   {...}}`. A probe is not an API call (nothing is audited, so there is no error envelope with a
 *   `request_id` to look up). Checks `process`, `database`, `migrations`, `redis`; each is
 *   `{"status":"ok"|"down"|"degraded"|"not_configured"|"draining", "error"?}`, the error a short
 *   reason (never a connection string). Each check waits at most 2 s. Redis unreachable is
 *   `degraded`, not `down`: the process still serves (rate limits fail open to counting in the
 *   process, cache invalidations fall back to the 5 s cache lifetime), so readiness stays 200;
 *   taking every process out of the balancer because Redis is away would turn a degraded service
 *   into an outage.
 */
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { migratorConfig } from '@storeops/db';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
const CHECK_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  db: Knex;
  /** The Redis command connection, when `REDIS_URL` is configured. */
  redis?: Redis;
  /** True once shutdown began (SIGTERM): readiness fails so the balancer stops sending traffic. */
  draining: () => boolean;
}

export type CheckStatus = 'ok' | 'down' | 'degraded' | 'not_configured' | 'draining';
export interface Check {
  status: CheckStatus;
  error?: string;
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, rej) => {
    timer = setTimeout(() => rej(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** A short reason: the error's code or first line, never a URL (it may carry credentials). */
function reason(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const text = typeof e.code === 'string' ? e.code : String(e.message ?? err).split('\n')[0]!;
  return text.replace(/\b[a-z]+:\/\/\S+/gi, '<url>').slice(0, 200);
}

export function healthRoutes(deps: HealthDeps): Router {
  const router = express.Router();
  // Migrations only move forward while a process runs: once current, no need to ask again.
  let migrationsCurrent = false;

  const database = async (): Promise<Check> => {
    try {
      await withTimeout(deps.db.raw('select 1'), 'the database');
      return { status: 'ok' };
    } catch (err) {
      return { status: 'down', error: reason(err) };
    }
  };
  const migrations = async (): Promise<Check> => {
    if (migrationsCurrent) return { status: 'ok' };
    try {
      const [, pending] = (await withTimeout(deps.db.migrate.list(migratorConfig), 'the migration table')) as [unknown[], unknown[]];
      if (pending.length > 0) return { status: 'down', error: `${pending.length} migration(s) not applied` };
      migrationsCurrent = true;
      return { status: 'ok' };
    } catch (err) {
      return { status: 'down', error: reason(err) };
    }
  };
  const redis = async (): Promise<Check> => {
    if (deps.redis === undefined) return { status: 'not_configured' };
    try {
      await withTimeout(deps.redis.ping(), 'Redis');
      return { status: 'ok' };
    } catch (err) {
      return { status: 'degraded', error: reason(err) };
    }
  };

  router.get(HEALTH_PATH, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  });
  router.get(READY_PATH, async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const [db, migrated, cache] = await Promise.all([database(), migrations(), redis()]);
    const checks: Record<string, Check> = {
      process: deps.draining() ? { status: 'draining' } : { status: 'ok' },
      database: db,
      migrations: db.status === 'ok' ? migrated : { status: 'down', error: 'the database is down' },
      redis: cache,
    };
    const failed = Object.values(checks).some((c) => c.status === 'down' || c.status === 'draining');
    res.status(failed ? 503 : 200).json({ status: failed ? 'not_ready' : 'ready', checks });
  });
  return router;
}
