/**
 * `tsx bench/src/validators.ts`: the request validators, measured. They are compiled by ajv from
 * the contract artefact (packages/contract/src/validators.ts) on each operation's first call, so
 * start-up compiles nothing: the contract's import (which loads openapi.json and asyncapi.json),
 * the first call of every operation's validator (resolving its schema and compiling it), and the
 * per-call cost of validating a typical tool input once compiled.
 */
export {};

const t0 = performance.now();
const { inputValidators, OPERATIONS } = await import('@storeops/contract');
const importMs = performance.now() - t0;

const firstCallMs: number[] = [];
for (const op of OPERATIONS) {
  const start = performance.now();
  inputValidators[op.name]({});
  firstCallMs.push(performance.now() - start);
}
const compileMs = firstCallMs.reduce((a, b) => a + b, 0);

function perCall(validate: (d: unknown) => boolean): number {
  const n = 200_000;
  const start = performance.now();
  for (let i = 0; i < n; i++) validate({ sort: 'roas_desc', limit: 25, filter: { lifecycle_state: 'winner' } });
  return ((performance.now() - start) / n) * 1e6;
}
console.log(`operations: ${OPERATIONS.length}`);
console.log(`contract import (loads openapi.json and asyncapi.json; compiles nothing): ${importMs.toFixed(0)} ms`);
console.log(
  `first call of every input validator (resolve + compile): ${compileMs.toFixed(0)} ms in all, ${(compileMs / OPERATIONS.length).toFixed(1)} ms per operation, slowest ${Math.max(...firstCallMs).toFixed(1)} ms`,
);
console.log(`query_products input, per call once compiled: ${perCall(inputValidators.query_products).toFixed(0)} ns`);
