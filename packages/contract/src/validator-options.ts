/**
 * The ajv configuration of the contract's validators (validators.ts: request inputs and events,
 * compiled from the contract documents on first use), also used by bench/src/validators.ts and
 * the generator's tests, so every compile validates exactly alike.
 *
 * Money: decimal amounts carry `x-decimal-places: <n>` instead of a float
 * `multipleOf: 0.01`. `multipleOf` divides in binary floating point, so `111848.18 / 0.01` is
 * 11184817.999999998 and about one two-decimal price in ten up to 1,000,000 was refused. The
 * keyword is a JSON Schema annotation for every other consumer (openapi.json, MCP `inputSchema`,
 * the SDK), which read the rule from the field's description; here it compiles to an exact check.
 */
import { _, str, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import addFormatsModule from 'ajv-formats';

type Ucs2length = ((text: string) => number) & { code: string };
const ucs2length = ((ucs2lengthModule as unknown as { default?: Ucs2length }).default ?? ucs2lengthModule) as Ucs2length;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: unknown,
  formats: string[],
) => void;

type AjvCtor = typeof import('ajv/dist/2020.js').default;
/** ajv's JSON Schema 2020-12 class (its CommonJS default export, as ESM sees it). */
export const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;

/**
 * Keywords that are annotations in OpenAPI 3.1 documents, not validation vocabulary ajv knows.
 * `x-egress-target: true` marks a top-level string argument that is an outbound URL the service
 * will connect to (a webhook `url`): the invoke core checks it with the egress policy (https,
 * public addresses only) before the write runs; for ajv it is only an annotation.
 */
export const ANNOTATIONS = ['example', 'x-examples', 'x-egress-target'];

/** The largest `x-decimal-places` accepted (the check is exact for |x| < 2^53 / 10^places). */
export const MAX_DECIMAL_PLACES = 6;

/**
 * `x-decimal-places: n` (number instances only): the number has at most n digits after the
 * decimal point, i.e. it is the double nearest to some decimal with n places. Compiled to
 * `Number.isInteger(x) || Math.round(x * 10^n) / 10^n === x`, which is exact: for such an x,
 * `Math.round(x * 10^n)` is that decimal's integer k (the product's error is far below 0.5 while
 * |x| < 2^53 / 10^n; for n = 2 that is 9.0e13, money fields stop at 1e6), and `k / 10^n` is the
 * correctly rounded quotient, the double nearest to k / 10^n, which is x itself. For any other x
 * the quotient is the double nearest to a different decimal, so it differs from x.
 * Error: keyword `x-decimal-places`, params `{ limit: n }`.
 */
export const DECIMAL_PLACES_KEYWORD: CodeKeywordDefinition = {
  keyword: 'x-decimal-places',
  type: 'number',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 0, maximum: MAX_DECIMAL_PLACES },
  error: {
    message: ({ schema }) => str`must have at most ${schema as number} decimal places`,
    params: ({ schema }) => _`{limit: ${schema as number}}`,
  },
  code(cxt: KeywordCxt) {
    const scale = 10 ** (cxt.schema as number);
    cxt.fail(_`!Number.isInteger(${cxt.data}) && Math.round(${cxt.data} * ${scale}) / ${scale} !== ${cxt.data}`);
  },
};

/**
 * `maxLength` / `minLength` as JSON Schema defines them (Unicode code points, ajv's ucs2length),
 * with the same errors as ajv's own keywords (`must NOT have more than N characters`, params
 * `{ limit: N }`), but counting only when the UTF-16 length cannot decide: a string has between
 * length / 2 and length code points, so `length <= N` passes maxLength and `length > 2N` fails it
 * without a scan. Every string input has a maxLength, so the common short value
 * costs one comparison and an oversized one (say 1 MB) is refused without reading it.
 */
export function lengthKeyword(keyword: 'maxLength' | 'minLength'): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'number',
    metaSchema: { type: 'integer', minimum: 0 },
    error: {
      message: ({ schema }) => str`must NOT have ${keyword === 'maxLength' ? 'more' : 'fewer'} than ${schema as number} characters`,
      params: ({ schema }) => _`{limit: ${schema as number}}`,
    },
    code(cxt: KeywordCxt) {
      const { data, gen } = cxt;
      const n = cxt.schema as number;
      const count = gen.scopeValue('func', { ref: ucs2length, code: _`require("ajv/dist/runtime/ucs2length").default` });
      if (keyword === 'maxLength') cxt.fail(_`${data}.length > ${n} && (${data}.length > ${2 * n} || ${count}(${data}) > ${n})`);
      else cxt.fail(_`${data}.length < ${n} || (${data}.length < ${2 * n} && ${count}(${data}) < ${n})`);
    },
  };
}

/** The custom and annotation keywords ajv is told about. */
const KEYWORDS: Array<string | CodeKeywordDefinition> = [...ANNOTATIONS, DECIMAL_PLACES_KEYWORD];

/** The ajv options of the contract's validators. */
export const VALIDATOR_OPTIONS = {
  // Every violation, not only the first: the server names each failing argument (at most 10) in
  // one `invalid_request`, the first one first. The order of the errors is the same as with
  // `allErrors: false`, so `errors[0]` is still the first violation.
  allErrors: true,
  useDefaults: true,
  strict: true,
  // `multipleOf` is kept for steps that are exact in binary (e.g. 0.5); decimal money uses
  // `x-decimal-places` (the generator refuses a `multipleOf` such as 0.01, see input-bounds.ts).
  multipleOfPrecision: 9,
  // `type: [number, string, 'null']` is plain JSON Schema (e.g. an intent's `desired`).
  allowUnionTypes: true,
  keywords: KEYWORDS,
} as const;

/** The formats the contract uses. */
export const VALIDATOR_FORMATS = ['uuid', 'date-time', 'date', 'uri', 'email'];

/** Structural view of the ajv instance methods used here (any ajv 8 class). */
interface AjvLike {
  removeKeyword(keyword: string): unknown;
  addKeyword(def: CodeKeywordDefinition): unknown;
}

/**
 * Finishes an ajv instance built with VALIDATOR_OPTIONS: the contract's formats and the
 * length keywords above in place of ajv's own.
 */
export function configureAjv<A extends AjvLike>(ajv: A): A {
  addFormats(ajv, VALIDATOR_FORMATS);
  for (const keyword of ['maxLength', 'minLength'] as const) {
    ajv.removeKeyword(keyword);
    ajv.addKeyword(lengthKeyword(keyword));
  }
  return ajv;
}
