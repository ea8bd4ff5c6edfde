/**
 * `pnpm spec:lint` (AsyncAPI part): validates spec/asyncapi/asyncapi.yaml, bundled exactly as
 * `pnpm gen` bundles it (and as `/api/v1/asyncapi.json` serves it), with `@asyncapi/parser`
 * (AsyncAPI 3.0 schema validation, reference resolution and its Spectral ruleset) and then
 * through the generator's own rules (ir.ts: the 21 events, their extensions and envelope).
 *
 * Policy: any error or warning fails. Information and hints are printed and pass; the one the
 * document carries is `asyncapi-latest-version` (3.1.0 exists), which stays because the seed fixes
 * the contract at AsyncAPI 3.0.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from '@asyncapi/parser';
import { bundleAsyncApi } from './bundle';
import { buildEventsIR } from './ir';

/** Spectral severities as the parser reports them. */
const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

export interface LintFinding {
  severity: (typeof SEVERITY)[number];
  code: string;
  message: string;
  path: string;
}

/** Validates a bundled AsyncAPI document; returns every diagnostic. */
export async function lintAsyncApi(document: Record<string, unknown>): Promise<LintFinding[]> {
  const parser = new Parser();
  const { diagnostics } = await parser.parse(document as unknown as Parameters<Parser['parse']>[0]);
  return diagnostics.map((d) => ({
    severity: SEVERITY[Number(d.severity)] ?? 'error',
    code: String(d.code),
    message: d.message,
    path: d.path.join('.'),
  }));
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const document = bundleAsyncApi(join(root, 'spec/asyncapi/asyncapi.yaml'));
  const findings = await lintAsyncApi(document);
  const failing = findings.filter((f) => f.severity === 'error' || f.severity === 'warning');
  for (const f of findings) console.log(`${f.severity} ${f.code} ${f.path === '' ? '(root)' : f.path}: ${f.message}`);
  if (failing.length === 0) {
    const ir = buildEventsIR(document);
    console.log(
      `spec/asyncapi/asyncapi.yaml: valid AsyncAPI ${String(document.asyncapi)}, ${ir.events.length} events, no errors or warnings`,
    );
  } else {
    console.error(`spec/asyncapi/asyncapi.yaml: ${failing.length} error(s) or warning(s)`);
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
