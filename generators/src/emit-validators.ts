/**
 * Emitter: request validators (`validators.ts`) as ajv standalone code (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), compiled at generation time so the server pays no compile cost at
 * start-up. Validators apply `default`s to the input they are given and stop at the first error
 * (`allErrors: false`), which the server renders as `invalid_request` naming the argument.
 * Options, formats and the custom `x-decimal-places` keyword: validator-options.ts.
 */
import { createRequire } from 'node:module';
import Ajv2020Module from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { type ContractIR, tsBanner } from './ir';
import { configureAjv, VALIDATOR_OPTIONS } from './validator-options';

const require = createRequire(import.meta.url);
type AjvCtor = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: unknown,
  refs: Record<string, string>,
) => string;
void require;

export { configureAjv, VALIDATOR_FORMATS, VALIDATOR_OPTIONS } from './validator-options';

export function emitValidators(ir: Pick<ContractIR, 'operations'>): string {
  const ajv = configureAjv(new Ajv2020({ ...VALIDATOR_OPTIONS, code: { source: true, esm: true, lines: true } }));
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
