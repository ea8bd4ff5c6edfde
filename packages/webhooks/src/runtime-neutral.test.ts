/**
 * The core entry point (`src/index.ts`) is runtime-neutral: esbuild bundles it for the `neutral`
 * platform (a `node:` import, or a bare `crypto`/`buffer` one, fails to resolve), and the bundle
 * verifies a delivery inside a `node:vm` context that holds only web-standard globals (no
 * `process`, `Buffer`, `require`), as in Deno, Bun or an edge runtime.
 *
 * Set STOREOPS_WEBHOOKS_EXTRA_NODE to a command (e.g. `npx -y node@22`) to also run the bundle
 * under that runtime (optional; see the package README).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { approvalRequested, serialise } from './test-fixtures.js';
import { createTestSigner } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'storeops-webhooks-neutral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles src/index.ts as an IIFE (global `StoreOpsWebhooks`) for the neutral platform; returns its code and inputs. */
async function bundle(format: 'iife' | 'esm' = 'iife'): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'index.ts')],
    bundle: true,
    platform: 'neutral',
    format,
    globalName: 'StoreOpsWebhooks',
    mainFields: ['module', 'main'],
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

const WEB_GLOBALS = [
  'crypto',
  'fetch',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'atob',
  'URL',
  'AbortSignal',
  'structuredClone',
  'setTimeout',
  'clearTimeout',
] as const;

describe('runtime neutrality of @storeops/webhooks', () => {
  it('bundles for the neutral platform with no Node module, jose from its WebCrypto build', async () => {
    const { inputs } = await bundle();
    expect(inputs.some((i) => i.startsWith('node:'))).toBe(false);
    expect(inputs.filter((i) => i.includes('jose')).every((i) => i.includes('jose/dist/webapi/'))).toBe(true);
    expect(inputs.some((i) => i.endsWith('src/verify.ts'))).toBe(true);
  });

  it('verifies (and refuses) deliveries in a context with only web-standard globals', async () => {
    const { code } = await bundle();
    const globals: Record<string, unknown> = Object.fromEntries(WEB_GLOBALS.map((g) => [g, globalThis[g]]));
    const context = vm.createContext(globals);
    vm.runInContext(code, context);
    expect(vm.runInContext('typeof process + typeof Buffer + typeof require', context)).toBe('undefinedundefinedundefined');
    const { verifyWebhook } = (context as { StoreOpsWebhooks: typeof import('./index') }).StoreOpsWebhooks;

    const signer = createTestSigner();
    const event = approvalRequested();
    const d = signer.sign(serialise(event));
    await expect(verifyWebhook({ headers: d.headers, body: new Uint8Array(d.body), jwks: signer.jwks })).resolves.toEqual(event);
    const err = await verifyWebhook({ headers: d.headers, body: serialise({ ...event, subject: 'x' }), jwks: signer.jwks }).catch(
      (e: unknown) => e,
    );
    expect((err as { code: string }).code).toBe('bad_signature');
  });

  const extra = process.env.STOREOPS_WEBHOOKS_EXTRA_NODE;
  it.runIf(extra !== undefined)(`verifies a delivery under ${extra}`, async () => {
    const { code } = await bundle('esm');
    const signer = createTestSigner();
    const d = signer.sign(serialise(approvalRequested()));
    writeFileSync(join(dir, 'bundle.mjs'), code);
    writeFileSync(
      join(dir, 'run.mjs'),
      `import { verifyWebhook } from './bundle.mjs';
const input = ${JSON.stringify({ headers: d.headers, body: d.body.toString('utf8'), jwks: signer.jwks })};
const event = await verifyWebhook({ ...input, body: new TextEncoder().encode(input.body) });
const refused = await verifyWebhook({ ...input, body: input.body + ' ' }).catch((e) => e.code);
console.log(process.version, event.type, event.id, refused);`,
    );
    const [cmd, ...args] = extra!.split(' ');
    const { stdout } = await promisify(execFile)(cmd!, [...args, join(dir, 'run.mjs')], { timeout: 120_000 });
    expect(stdout.trim()).toMatch(new RegExp(`^v\\d+\\.\\d+\\.\\d+ approval\\.requested ${d.headers['webhook-id']} bad_signature$`));
    console.log(`[runtime-neutral] ${stdout.trim()}`);
  });
});
