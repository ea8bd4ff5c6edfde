/**
 * `pnpm start` (packages/server/src/main.ts) as a process, on a port another process holds: it
 * binds before it prints or mints anything, so it answers with one line naming the port and
 * `PORT`, exits non-zero, prints no ready block and consumes none of the one-time secrets (demo
 * keys, operator password): the next start on a free port prints them. Neither does `pnpm keys`
 * run on a fresh database before the first start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@storeops/db';
import { ServiceExited, runCli, spawnService } from './service-process';

let dir = '';
let blocker: Server;
let port = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storeops-busy-port-'));
  blocker = createServer();
  await new Promise<void>((res) => blocker.listen(0, '127.0.0.1', () => res()));
  port = (blocker.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((res) => blocker.close(() => res()));
  rmSync(dir, { recursive: true, force: true });
});

const rows = async (table: string): Promise<number> => {
  const db = openDatabase({ filename: join(dir, 'demo.sqlite') });
  try {
    return Number((await db(table).count({ n: '*' }).first())!.n);
  } finally {
    await db.destroy();
  }
};

describe('pnpm start on a busy port', { timeout: 90_000 }, () => {
  it('prints one line naming the port and PORT, exits non-zero, prints no ready block and mints no secret', async () => {
    const failed = await spawnService({ port, dir }).then(
      async (service) => {
        await service.stop();
        throw new Error(`started on a busy port:\n${service.output()}`);
      },
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(ServiceExited);
    const { code, stdout, stderr } = failed as ServiceExited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([`port ${port} on 127.0.0.1 is in use; set PORT=<free port> (e.g. PORT=${port + 1})`]);
    // Nothing one-time was created (the database itself is migrated and seeded).
    expect(await rows('stores')).toBeGreaterThan(0);
    expect(await rows('api_keys')).toBe(0);
    expect(await rows('operators')).toBe(0);
  });

  it('the next start on a free port, on the same database, prints the demo keys and the operator password', async () => {
    const service = await spawnService({ dir });
    try {
      const out = service.output();
      expect(out).toMatch(/Live key {5}sops_live_[A-Za-z0-9_-]{43}/);
      expect(out).toMatch(/Sandbox key {2}sops_sandbox_[A-Za-z0-9_-]{43}/);
      expect(out).toMatch(/operator: operator@northwind\.example \/ \S+ \(printed once\)/);
    } finally {
      await service.stop();
    }
  });

  it('pnpm keys create on a fresh database (before any start) leaves the demo secrets for the first start to print', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'storeops-keys-first-'));
    try {
      await runCli('keys', ['create', '--scopes', 'read', '--json'], { ...process.env, STOREOPS_DB_FILE: join(fresh, 'demo.sqlite') });
      const service = await spawnService({ dir: fresh });
      try {
        expect(service.output()).toMatch(/Live key {5}sops_live_[A-Za-z0-9_-]{43}/);
        expect(service.output()).toMatch(/operator: operator@northwind\.example \/ \S+ \(printed once\)/);
      } finally {
        await service.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
