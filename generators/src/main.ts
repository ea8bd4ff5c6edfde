/**
 * `pnpm gen`: bundles spec/openapi with @redocly/openapi-core, builds the IR once and runs every
 * emitter, writing only into `src/generated/` folders (each folder is wholly owned: files no
 * emitter produced are removed). `--check` writes nothing and exits 1 when a file would change.
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
import { emitValidators } from './emit-validators';
import { emitSdkMethods } from './emit-sdk';
import { emitDeprecations, emitOpenApiDocument, parseDeprecations } from './emit-documents';
import { bundleAsyncApi } from './asyncapi/bundle';
import { buildEventsIR } from './asyncapi/ir';
import { emitEvents } from './asyncapi/emit-events';
import { emitEventValidators } from './asyncapi/emit-event-validators';
import { emitAsyncApiDocument } from './asyncapi/emit-document';
import { linkOperationEvents } from './asyncapi/operation-events';
import { HTML_DOCS_DIR, htmlDocs } from './asyncapi/html-docs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles the split spec into one document (local $refs kept under components). */
export async function loadBundledSpec(): Promise<JsonSchema> {
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const result = await bundle({ ref: join(root, 'spec/openapi/openapi.yaml'), config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(`bundle failed:\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  return result.bundle.parsed as JsonSchema;
}

/** Every generated file: path relative to the repo root -> content. */
export async function generate(): Promise<Map<string, string>> {
  const ir = buildIR(await loadBundledSpec());
  const deprecations = parseDeprecations(parseYaml(readFileSync(join(root, 'spec/deprecations.yaml'), 'utf8')));
  const contract = 'packages/contract/src/generated';
  const sdk = 'packages/sdk/src/generated';
  const types = emitTypes(ir);
  const errors = emitErrors(ir);
  const events = buildEventsIR(bundleAsyncApi(join(root, 'spec/asyncapi/asyncapi.yaml')));
  const eventDocs = await htmlDocs(events.document, root);
  return new Map([
    [`${contract}/types.ts`, types],
    [`${contract}/registry.ts`, emitRegistry(ir)],
    [`${contract}/handlers.ts`, emitHandlers(ir)],
    [`${contract}/errors.ts`, errors],
    [`${contract}/validators.ts`, emitValidators(ir)],
    [`${contract}/openapi-document.ts`, emitOpenApiDocument({ document: linkOperationEvents(ir.document, ir.operations, events) })],
    [`${contract}/deprecations.ts`, emitDeprecations(deprecations)],
    [`${sdk}/types.ts`, types],
    [`${sdk}/errors.ts`, errors],
    [`${sdk}/methods.ts`, emitSdkMethods(ir)],
    [`${contract}/events.ts`, emitEvents(events, { descriptor: { import: '../event-descriptor' } })],
    [`${contract}/event-validators.ts`, emitEventValidators(events, './events')],
    [`${contract}/asyncapi-document.ts`, emitAsyncApiDocument(events)],
    ['packages/webhooks/src/generated/events.ts', emitEvents(events, { descriptor: 'inline' })],
    ...[...eventDocs].map(([path, content]): [string, string] => [`${HTML_DOCS_DIR}/${path}`, content]),
  ]);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files = await generate();
  const changed: string[] = [];
  const dirs = new Set([...files.keys()].map((p) => dirname(p)));
  for (const dir of dirs) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)) {
      const rel = `${dir}/${name}`;
      // Sub-folders (the event reference's js/ and css/) are scanned as folders of their own.
      if (statSync(join(root, rel)).isDirectory()) continue;
      if (!files.has(rel)) {
        changed.push(`${rel} (stale, removed)`);
        if (!check) rmSync(join(root, rel));
      }
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
