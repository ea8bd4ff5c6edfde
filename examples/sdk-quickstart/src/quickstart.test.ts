/**
 * End to end, as a newcomer runs it: `pnpm start` (the README's start command, on a fresh SQLite
 * file and a free port) prints the ready block with a live and a sandbox key within 5 s; the
 * printed live key answers the README's curl call; `pnpm keys create --json` mints a key; and the
 * quickstart example prints the store overview, top products by ROAS and critical alerts.
 * (Start-up time is measured by `pnpm bench`, not asserted here.)
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, TSX, spawnService, type ServiceProcess } from '@storeops/server/service-process';

const run = promisify(execFile);
let service: ServiceProcess;
let output = '';
let base = '';

beforeAll(async () => {
  service = await spawnService();
  output = service.output();
  base = service.baseUrl;
}, 30_000);

afterAll(async () => service?.stop());

describe('README quickstart', () => {
  it('prints one ready block with base URL, live and sandbox keys, the dashboard operator and the docs URL', () => {
    expect(output).toMatch(/Dashboard {4}http:\/\/127\.0\.0\.1:\d+\/dashboard {3}operator: operator@northwind\.example \/ \S+/);
    expect(output).toContain(`Base URL     ${base}`);
    expect(output).toMatch(/Live key {5}sops_live_[A-Za-z0-9_-]{43}/);
    expect(output).toMatch(/Sandbox key {2}sops_sandbox_[A-Za-z0-9_-]{43}/);
    expect(output).toContain(`${base}/api/v1/reference`);
  });

  it("the printed live key answers get_store_overview with the demo store's figures", async () => {
    const key = /Live key {5}(\S+)/.exec(output)![1]!;
    const res = await fetch(`${base}/api/v1/tools/get_store_overview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.result.name).toBe('Northwind Outfitters');
    expect(body.result.catalogue.product_count).toBeGreaterThanOrEqual(200);
  });

  it('pnpm keys create --json mints a working key; the example prints overview, top products and alerts', async () => {
    const minted = await service.mintKey(['catalog:read', 'automation:read']);
    expect(minted).toMatchObject({ kind: 'live', scopes: ['catalog:read', 'automation:read'], key: expect.stringMatching(/^sops_live_/) });
    const example = await run(TSX, ['src/main.ts'], {
      cwd: join(REPO_ROOT, 'examples/sdk-quickstart'),
      env: { ...process.env, STOREOPS_API_KEY: minted.key, STOREOPS_BASE_URL: base },
    });
    expect(example.stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)/);
    expect(example.stdout).toContain('Top products by ROAS:');
    expect(example.stdout).toMatch(/Open critical alerts: \d+/);
    const topLines = example.stdout.split('\n').filter((l) => /^\s+(\d+\.\d\d|\s+n\/a)\s{2}/.test(l));
    expect(topLines).toHaveLength(5);
  });

  it('pnpm keys create refuses an unknown scope with exit code 2', async () => {
    const err = (await service.mintKey(['everything']).then(
      () => ({}),
      (e: unknown) => e,
    )) as { code?: number; stderr?: string };
    expect(err.code).toBe(2);
    expect(err.stderr).toMatch(/unknown scope\(s\): everything/);
  });
});
