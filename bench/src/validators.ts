/**
 * `tsx bench/src/validators.ts`: the request-validator choice, measured. Generated ajv standalone
 * code (what the server uses) vs compiling every input schema with ajv at start-up: start-up cost
 * and per-call cost of validating a typical tool input.
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import { configureAjv, VALIDATOR_OPTIONS } from '../../generators/src/validator-options';

type AjvCtor = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;

let t0 = performance.now();
const { inputValidators, OPERATIONS } = await import('@storeops/contract');
const importMs = performance.now() - t0;

t0 = performance.now();
const ajv = configureAjv(new Ajv2020({ ...VALIDATOR_OPTIONS, keywords: [...VALIDATOR_OPTIONS.keywords] }));
const compiled = Object.fromEntries(OPERATIONS.map((o) => [o.name, ajv.compile(o.inputSchema)]));
const compileMs = performance.now() - t0;

function perCall(validate: (d: unknown) => boolean): number {
  const n = 200_000;
  const start = performance.now();
  for (let i = 0; i < n; i++) validate({ sort: 'roas_desc', limit: 25, filter: { lifecycle_state: 'winner' } });
  return ((performance.now() - start) / n) * 1e6;
}
const standaloneNs = perCall(inputValidators.query_products as (d: unknown) => boolean);
const runtimeNs = perCall(compiled.query_products!);
console.log(`operations: ${OPERATIONS.length}`);
console.log(`contract import incl. generated standalone validators: ${importMs.toFixed(0)} ms`);
console.log(
  `ajv runtime compile of all input schemas at start-up: ${compileMs.toFixed(0)} ms (${(compileMs / OPERATIONS.length).toFixed(1)} ms per operation; 188 operations ~ ${((compileMs / OPERATIONS.length) * 188).toFixed(0)} ms)`,
);
console.log(`query_products input, per call: standalone ${standaloneNs.toFixed(0)} ns, runtime-compiled ${runtimeNs.toFixed(0)} ns`);
