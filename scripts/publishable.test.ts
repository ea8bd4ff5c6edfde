/**
 * The publishable packages as a registry would receive them: built, packed,
 * then checked with @arethetypeswrong/cli and publint, and imported by plain `node` from the
 * unpacked tarball (scripts/publishable.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkPublishable } from './publishable';

describe('publishable packages', () => {
  it('@storeops/sdk: ESM + declarations from dist, no attw or publint problem, imports in plain node', { timeout: 120_000 }, async () => {
    const r = await checkPublishable('packages/sdk');
    expect(r.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
    expect(r.attw).toEqual([]);
    expect(r.publint).toEqual([]);
    expect(r.files.filter((f) => !f.startsWith('dist/'))).toEqual(['README.md', 'package.json']);
    expect(r.files.filter((f) => /\.test\.|__fixtures__/.test(f))).toEqual([]);
    expect(r.files).toContain('dist/index.d.ts');
    expect(r.imports['.']).toEqual(expect.arrayContaining(['StoreOps', 'DEFAULT_BASE_URL', 'RateLimitedError', 'ERROR_CODES', 'paginate']));
  });

  it('@storeops/webhooks: three entry points, each with declarations, no attw or publint problem', { timeout: 120_000 }, async () => {
    const r = await checkPublishable('packages/webhooks');
    expect(Object.keys(r.exports)).toEqual(['.', './node', './testing']);
    expect(r.attw).toEqual([]);
    expect(r.publint).toEqual([]);
    expect(r.files.filter((f) => !f.startsWith('dist/'))).toEqual(['README.md', 'package.json']);
    expect(r.files.filter((f) => /\.test\.|__fixtures__/.test(f))).toEqual([]);
    for (const f of ['dist/index.d.ts', 'dist/node.d.ts', 'dist/testing.d.ts']) expect(r.files).toContain(f);
    expect(r.imports['.']).toEqual(expect.arrayContaining(['verifyWebhook', 'WebhookVerificationError', 'EVENT_TYPES']));
    expect(r.imports['./node']).toEqual(expect.arrayContaining(['webhookMiddleware', 'verifyNodeRequest']));
    expect(r.imports['./testing']).toEqual(expect.arrayContaining(['createTestSigner']));
  });
});
