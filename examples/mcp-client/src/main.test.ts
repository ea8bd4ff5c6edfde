/**
 * End to end, as a newcomer runs it: `pnpm start` (on a fresh SQLite file and a free port), a key
 * minted with `pnpm keys create --json`, then the MCP client example against `/api/mcp`, with the
 * default negotiation and pinned to each supported revision; a bad key exits 1 with the 401.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, TSX, spawnService, type ServiceProcess } from '@storeops/server/service-process';

const run = promisify(execFile);
let service: ServiceProcess;
let base = '';
let key = '';

beforeAll(async () => {
  service = await spawnService();
  base = service.baseUrl;
  key = (await service.mintKey(['read'])).key;
}, 40_000);

afterAll(async () => service?.stop());

const example = (extra: Record<string, string>) =>
  run(TSX, ['src/main.ts'], {
    cwd: join(REPO_ROOT, 'examples/mcp-client'),
    env: { ...process.env, STOREOPS_API_KEY: key, STOREOPS_BASE_URL: base, ...extra },
  });

describe('examples/mcp-client', () => {
  it.each([
    ['default negotiation', {}, '2026-07-28'],
    ['pinned to 2026-07-28', { STOREOPS_MCP_REVISION: '2026-07-28' }, '2026-07-28'],
    ['pinned to 2025-06-18', { STOREOPS_MCP_REVISION: '2025-06-18' }, '2025-06-18'],
  ])('%s: connects, lists the tools, calls get_store_overview and prints the summary', async (_case, extra, revision) => {
    const { stdout } = await example(extra);
    expect(stdout).toContain(`Connected to StoreOps Store Operations API over MCP ${revision}`);
    expect(stdout).toMatch(/Tools this key may call \(\d+\):/);
    expect(stdout).toMatch(/^ {2}get_store_overview +read +\S/m);
    expect(stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)$/m);
    expect(stdout).toMatch(/products: 2\d\d, open alerts: \d+/);
    expect(stdout).toMatch(/request id: req_[a-z2-7]{24}/);
  });

  it('a key the server does not know exits 1 with the HTTP 401', async () => {
    const err = await example({ STOREOPS_API_KEY: `sops_live_${'x'.repeat(43)}` }).catch((e: { code: number; stderr: string }) => e);
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toMatch(/^HTTP 401: .*\n {2}the server refused the key: check STOREOPS_API_KEY/m);
  });
});
