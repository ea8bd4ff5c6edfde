/**
 * Emitter: request validators (`validators.ts`) as ajv standalone code (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1), compiled at generation time so the server pays no compile cost at
 * start-up. Validators apply `default`s to the input they are given and report every error
 * (`allErrors: true`, the first violation first), which the server renders as one
 * `invalid_request` naming each failing argument (bounded).
 * Options, formats and the custom `x-decimal-places` keyword: validator-options.ts.
 */
import { type ContractIR, tsBanner } from './ir';
import { Ajv2020, configureAjv, standaloneCode, VALIDATOR_OPTIONS } from './validator-options';

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
