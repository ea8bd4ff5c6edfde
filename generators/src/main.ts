/**
 * `pnpm gen`: bundles spec/openapi with @redocly/openapi-core and spec/asyncapi (asyncapi/bundle.ts),
 * builds the IRs once and runs every emitter, writing only into the `src/generated/` folders of
 * GENERATED_ROOTS (each wholly owned: files no emitter produced are removed). `--check` writes
 * nothing and exits 1 when a file would change or is stale.
 *
 * What is generated, each thing once:
 * - the contract artefact, loaded once at start by packages/contract/src/documents.ts:
 *   `openapi.json` (the bundled OpenAPI document: the only copy of the operations' schemas) and
 *   `asyncapi.json`; the request and event validators are compiled from them at run time;
 * - the contract's typed code: `registry.ts` (operation facts and schema pointers), `handlers.ts`,
 *   `deprecations.ts`;
 * - the SDK's `types/` (one file per domain plus `shared.ts`: the types the contract's handler
 *   interfaces use too), `errors.ts` (the contract's error codes too) and `methods.ts`: the SDK
 *   is published on its own, so the one copy lives there;
 * - the verifier's `events.ts` (the contract's event types too), for the same reason;
 * - the operation index `docs/generated/operations.md` (emit-operation-index.ts): for every
 *   operation its contract file, handler, tests and reference anchor, read from the source tree
 *   (so adding a test or moving a handler is followed by `pnpm gen`, and `--check` says so).
 * The human event reference is a build output (asyncapi/html-docs.ts), not generated here.
 */
import { readdirSync, readFileSync, mkdirSync, writeFileSync, existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { parse as parseYaml } from 'yaml';
import { buildIR, type JsonSchema } from './ir';
import { emitTypes } from './emit-types';
import { emitRegistry } from './emit-registry';
import { emitHandlers } from './emit-handlers';
import { emitErrors } from './emit-errors';
import { emitSdkMethods } from './emit-sdk';
import { emitDeprecations, emitOpenApiJson, parseDeprecations } from './emit-documents';
import { bundleAsyncApi } from './asyncapi/bundle';
import { buildEventsIR } from './asyncapi/ir';
import { emitEvents } from './asyncapi/emit-events';
import { emitAsyncApiJson } from './asyncapi/emit-document';
import { linkOperationEvents } from './asyncapi/operation-events';
import { diskTree, emitOperationIndex, locateOperations, operationTags } from './emit-operation-index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles the split spec into one document (local $refs kept under components). */
export async function loadBundledSpec(): Promise<JsonSchema> {
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const result = await bundle({ ref: join(root, 'spec/openapi/openapi.yaml'), config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(`bundle failed:\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  return result.bundle.parsed as JsonSchema;
}

/** The folders `pnpm gen` owns (relative to the repository root). */
export const GENERATED_ROOTS = [
  'packages/contract/src/generated',
  'packages/sdk/src/generated',
  'packages/webhooks/src/generated',
  'docs/generated',
] as const;

/** Every generated file: path relative to the repo root -> content. */
export async function generate(): Promise<Map<string, string>> {
  const ir = buildIR(await loadBundledSpec());
  const deprecations = parseDeprecations(parseYaml(readFileSync(join(root, 'spec/deprecations.yaml'), 'utf8')));
  const [contract, sdk, webhooks, docs] = GENERATED_ROOTS;
  const events = buildEventsIR(bundleAsyncApi(join(root, 'spec/asyncapi/asyncapi.yaml')));
  return new Map([
    [`${contract}/openapi.json`, emitOpenApiJson({ document: linkOperationEvents(ir.document, ir.operations, events) })],
    [`${contract}/asyncapi.json`, emitAsyncApiJson(events)],
    [`${contract}/registry.ts`, emitRegistry(ir)],
    [`${contract}/handlers.ts`, emitHandlers(ir)],
    [`${contract}/deprecations.ts`, emitDeprecations(deprecations)],
    ...[...emitTypes(ir)].map(([file, content]): [string, string] => [`${sdk}/types/${file}`, content]),
    [`${sdk}/errors.ts`, emitErrors(ir)],
    [`${sdk}/methods.ts`, emitSdkMethods(ir)],
    [`${webhooks}/events.ts`, emitEvents(events, { descriptor: 'inline' })],
    [`${docs}/operations.md`, emitOperationIndex(locateOperations(ir.operations, diskTree(root), operationTags(ir.document)))],
  ]);
}

/** Every file under `dir` (relative to the repository root), recursively; none when it does not exist. */
function filesUnder(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => (statSync(join(abs, name)).isDirectory() ? filesUnder(`${dir}/${name}`) : [`${dir}/${name}`]));
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate();
  const changed: string[] = [];
  for (const rel of GENERATED_ROOTS.flatMap(filesUnder)) {
    if (!files.has(rel)) {
      changed.push(`${rel} (stale, removed)`);
      if (!check) rmSync(join(root, rel));
    }
  }
  for (const [rel, content] of files) {
    const abs = join(root, rel);
    const before = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    if (before === content) continue;
    changed.push(rel);
    if (!check) {
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
    }
  }
  if (check && changed.length > 0) {
    console.error(`pnpm gen would change:\n${changed.map((c) => `  ${c}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    changed.length === 0 ? `generated files up to date (${files.size})` : `wrote ${changed.length} file(s):\n  ${changed.join('\n  ')}`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
