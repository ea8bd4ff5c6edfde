/**
 * Test support: validates a response body against the contract. Every operation's result is
 * checked against its registry `outputSchema`, and every error body against the `Error` schema of
 * the bundled document, with ajv (JSON Schema 2020-12).
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { OPENAPI_DOCUMENT, OPERATIONS } from '@storeops/contract';

type AjvCtor = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: unknown) => void;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>(OPERATIONS.map((op) => [op.name, ajv.compile(op.outputSchema)]));
const components = (OPENAPI_DOCUMENT as { components: { schemas: Record<string, object> } }).components;
// The Error schema's `$ref`s point into `#/components/...`: compile it with the components at its root.
const validateError = ajv.compile({ ...components.schemas.Error!, components });

/** Returns the schema violations of `result` for `operation` (empty when it conforms). */
export function resultViolations(operation: string, result: unknown): string[] {
  const validate = validators.get(operation);
  if (validate === undefined) return [`no operation ${operation}`];
  return validate(result) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

export function errorViolations(body: unknown): string[] {
  return validateError(body) ? [] : (validateError.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Violations of `body` against a named component schema of the contract (e.g. `Changelog`, `AuditPage`). */
export function componentViolations(name: string, body: unknown): string[] {
  const schema = components.schemas[name];
  if (schema === undefined) return [`no component ${name}`];
  const validate = ajv.compile({ ...schema, components });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/**
 * Headers every HTTP response may carry that describe the message itself (framing and
 * representation), which OpenAPI does not list per response.
 */
const MESSAGE_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

type HeaderObject = { required?: boolean };
type ResponseObject = { headers?: Record<string, HeaderObject | { $ref: string }> };
type RefOr<T> = T | { $ref: string };

/** Resolves a local `#/components/...` reference of the bundled document. */
function deref<T>(value: RefOr<T>): T {
  if (value === null || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const path = value.$ref.replace(/^#\//, '').split('/');
  let node: unknown = OPENAPI_DOCUMENT;
  for (const key of path) node = (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(node as RefOr<T>);
}

/**
 * Violations of one response's headers against the contract's response object for
 * `method path status`: every header sent (but the message headers above) is declared for that
 * response, and every header the contract marks `required` is sent. Empty when they agree.
 */
export function headerViolations(method: string, path: string, status: number, headers: Headers): string[] {
  const op = (OPENAPI_DOCUMENT as { paths: Record<string, Record<string, { responses?: Record<string, RefOr<ResponseObject>> }>> }).paths[
    path
  ]?.[method.toLowerCase()];
  if (op === undefined) return [`${method} ${path} is not in the contract`];
  const documented = op.responses?.[String(status)];
  if (documented === undefined) return [`${method} ${path} does not document a ${status} response`];
  const declared = new Map(
    Object.entries(deref(documented).headers ?? {}).map(([name, h]) => [name.toLowerCase(), deref<HeaderObject>(h)] as const),
  );
  const where = `${method} ${path} ${status}`;
  const violations: string[] = [];
  headers.forEach((_value, name) => {
    if (!MESSAGE_HEADERS.has(name) && !declared.has(name)) violations.push(`${where}: sends ${name}, which the contract does not declare`);
  });
  for (const [name, h] of declared) {
    if (h.required === true && !headers.has(name)) violations.push(`${where}: the contract requires ${name}, which was not sent`);
  }
  return violations;
}
