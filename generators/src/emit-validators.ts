/**
 * Emitter: request validators (`validators.ts`) as ajv standalone code (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), compiled at generation time so the server pays no compile cost at
 * start-up. Validators apply `default`s to the input they are given and stop at the first error
 * (`allErrors: false`), which the server renders as `invalid_request` naming the argument.
 */
import { createRequire } from 'node:module';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { type ContractIR, tsBanner } from './ir';

const require = createRequire(import.meta.url);
type AjvCtor = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: unknown,
  formats: string[],
) => void;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: unknown,
  refs: Record<string, string>,
) => string;
void require;

/** Keywords that are annotations in OpenAPI 3.1 documents, not validation vocabulary ajv knows. */
const ANNOTATIONS = ['example', 'x-examples'];

/** The ajv options of the generated validators (shared with bench/src/validators.ts). */
export const VALIDATOR_OPTIONS = {
  allErrors: false,
  useDefaults: true,
  strict: true,
  // Decimal `multipleOf` (e.g. 0.01 for prices) must not fail on binary float error (19.99).
  multipleOfPrecision: 9,
  // `type: [number, string, 'null']` is plain JSON Schema (e.g. an intent's `desired`).
  allowUnionTypes: true,
  keywords: ANNOTATIONS,
} as const;

/** The formats the contract uses. */
export const VALIDATOR_FORMATS = ['uuid', 'date-time', 'date', 'uri', 'email'];

export function emitValidators(ir: Pick<ContractIR, 'operations'>): string {
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS, code: { source: true, esm: true, lines: true } });
  addFormats(ajv, VALIDATOR_FORMATS);
  const refs: Record<string, string> = {};
  for (const o of ir.operations) {
    ajv.addSchema({ ...o.inputSchema, $id: `urn:storeops:input:${o.name}` });
    refs[o.name] = `urn:storeops:input:${o.name}`;
  }
  const code = standaloneCode(ajv, refs).replace(/^"use strict";/, '');
  const names = ir.operations.map((o) => o.name);
  return `${tsBanner()}// @ts-nocheck -- ajv standalone output; types are declared in validators-types.ts
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
${code}

/** Input validator per operation name. */
export const inputValidators = { ${names.join(', ')} };
`;
}
