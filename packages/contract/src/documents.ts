/**
 * The contract artefact (seed: Public documents; docs/ARCHITECTURE.md "Contract first"): the two
 * documents `pnpm gen` writes as JSON, each loaded once, when the contract is first imported.
 * - `generated/openapi.json`: the bundled OpenAPI 3.1 document (spec/openapi), every operation's
 *   description ending with the events it causes. Its `components.schemas` are the only copy of
 *   the operations' schemas: the registry points into them (operations.ts) and the request
 *   validators are compiled from them (validators.ts).
 * - `generated/asyncapi.json`: the bundled AsyncAPI 3.0 document (spec/asyncapi), the source of
 *   the event validators and of the event reference page.
 * JSON.parse of the files is several times cheaper than evaluating the same data as a module.
 * Both objects are shared: a consumer that changes one works on a copy (`structuredClone`).
 */
import { readFileSync } from 'node:fs';
import type { JsonSchema } from './schema-refs';

function load(file: URL): JsonSchema {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
}

/** The bundled OpenAPI 3.1 document (served, with this server's `servers`, as `/api/v1/openapi.json`). */
export const OPENAPI_DOCUMENT: Record<string, unknown> = load(new URL('./generated/openapi.json', import.meta.url));

/** The bundled AsyncAPI 3.0 document (served as `/api/v1/asyncapi.json`). */
export const ASYNCAPI_DOCUMENT: Record<string, unknown> = load(new URL('./generated/asyncapi.json', import.meta.url));

/** `components.schemas` of a document (empty when it has none). */
export function componentSchemas(document: Record<string, unknown>): Record<string, JsonSchema> {
  const components = document.components as { schemas?: Record<string, JsonSchema> } | undefined;
  return components?.schemas ?? {};
}
