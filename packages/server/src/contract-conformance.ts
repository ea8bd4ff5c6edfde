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
