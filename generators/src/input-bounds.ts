/**
 * Generation-time checks of every operation's input schema, so a new
 * operation cannot forget them: `pnpm gen` fails listing each violation.
 *
 * - Every value that may be a string has a `maxLength` (enums and consts are bounded already);
 *   this includes nested objects and arrays, open maps' keys (`propertyNames`) and union types
 *   such as `[number, string, null]`. A schema without a type (any JSON) is refused, as is an
 *   object that admits undeclared properties without a schema for them, or an array without
 *   `items`: each would let an unbounded string through.
 * - `multipleOf` must be a step that binary floating point divides exactly (an integer, or 1/2^k
 *   such as 0.5). A decimal step such as 0.01 refuses valid amounts (111848.18 / 0.01 is not an
 *   integer in IEEE 754); money uses `x-decimal-places` (validator-options.ts) instead.
 * - `x-decimal-places` only on numbers.
 */
import type { JsonSchema } from './ir';

const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

function typesOf(node: JsonSchema): string[] {
  const t = node.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

/** Whether binary floating point divides by `step` exactly (integers and 1/2^k). */
export function isBinaryExactStep(step: number): boolean {
  return Number.isInteger(step) || (step > 0 && Number.isInteger(Math.log2(1 / step)));
}

/** Every violation of the rules above in one operation's (dereferenced) input schema. */
export function inputSchemaProblems(operation: string, schema: JsonSchema): string[] {
  const problems: string[] = [];
  const at = (path: string) => `${operation} input ${path === '' ? '(root)' : path}`;

  const walk = (node: unknown, path: string, isKey = false): void => {
    if (node === false) return;
    if (node === true || node === null || typeof node !== 'object' || Array.isArray(node)) {
      problems.push(`${at(path)}: admits any JSON value; give it a type (and a maxLength if it may be a string)`);
      return;
    }
    const s = node as JsonSchema;
    if (s.enum !== undefined || s.const !== undefined) return;
    if (typeof s.$ref === 'string') return; // a hoisted recursive component, walked under $defs
    const types = typesOf(s);
    const combinators = COMBINATORS.filter((k) => Array.isArray(s[k]));
    for (const k of combinators) (s[k] as unknown[]).forEach((branch, i) => walk(branch, `${path}/${k}[${i}]`));
    if (types.length === 0 && combinators.length === 0 && !isKey) {
      problems.push(`${at(path)}: has no type, so it admits any JSON value including unbounded strings`);
      return;
    }
    if ((types.includes('string') || isKey) && s.maxLength === undefined) {
      problems.push(`${at(path)}: a string without maxLength (every string input needs a bound)`);
    }
    if (typeof s.multipleOf === 'number' && !isBinaryExactStep(s.multipleOf)) {
      problems.push(
        `${at(path)}: multipleOf ${s.multipleOf} divides in binary floating point and refuses valid values; use x-decimal-places`,
      );
    }
    if (s['x-decimal-places'] !== undefined && !types.includes('number') && !types.includes('integer')) {
      problems.push(`${at(path)}: x-decimal-places applies to numbers only`);
    }
    if (types.includes('object') || s.properties !== undefined) {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const [name, child] of Object.entries(props)) walk(child, path === '' ? name : `${path}.${name}`);
      for (const [pattern, child] of Object.entries((s.patternProperties ?? {}) as Record<string, unknown>)) {
        walk(child, `${path}/patternProperties/${pattern}`);
      }
      const extra = s.additionalProperties;
      if (extra === undefined || extra === true) {
        problems.push(`${at(path)}: admits undeclared properties of any type; set additionalProperties to false or a schema`);
      } else if (extra !== false) {
        walk(extra, `${path}/additionalProperties`);
        if (s.propertyNames === undefined) problems.push(`${at(path)}: an open map needs propertyNames with a maxLength`);
      }
      if (s.propertyNames !== undefined) walk(s.propertyNames, `${path}/propertyNames`, true);
    }
    if (types.includes('array')) {
      if (s.items === undefined) problems.push(`${at(path)}: an array without items admits any JSON value`);
      else walk(s.items, `${path}[]`);
      for (const [i, child] of ((s.prefixItems ?? []) as unknown[]).entries()) walk(child, `${path}[${i}]`);
    }
  };

  walk(schema, '');
  for (const [name, def] of Object.entries((schema.$defs ?? {}) as Record<string, unknown>)) walk(def, `$defs/${name}`);
  return problems;
}
