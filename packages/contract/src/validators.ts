/**
 * The contract's JSON Schema validators (JSON Schema 2020-12, the dialect of OpenAPI 3.1 and of
 * the AsyncAPI payloads), compiled by ajv from the contract documents (documents.ts) with the
 * options of validator-options.ts (formats, `x-decimal-places`, code-point lengths):
 * - `inputValidators[operation]`: the request body of one operation. Applies the schema's
 *   `default`s to the object it is given and reports every error (`allErrors`, the first
 *   violation first), which the server renders as one `invalid_request`;
 * - `eventDataValidators[type]` / `eventValidators[type]`: the `data` / the whole CloudEvents
 *   envelope of one event type. The schemas are the contract's: closed and complete, so they
 *   check that the service emits exactly what the AsyncAPI document promises (a receiver should
 *   not validate this strictly: version 1 may add properties).
 *
 * Each validator is compiled on its first call and kept (a few milliseconds for a large schema),
 * so start-up compiles nothing and a process pays only for the operations and events it uses.
 * A validator is a function `(data) => boolean` whose `errors` afterwards hold ajv's errors of
 * that call (null when valid), as an ajv validate function does.
 */
import type { EventType } from '../../webhooks/src/generated/events';
import { EVENT_TYPES } from '../../webhooks/src/generated/events';
import { ASYNCAPI_DOCUMENT, componentSchemas } from './documents';
import type { OperationName } from './generated/registry';
import { OPERATIONS } from './operations';
import { dereference, refName, type JsonSchema } from './schema-refs';
import { Ajv2020, configureAjv, VALIDATOR_OPTIONS } from './validator-options';

/** One error of a validator call (ajv's `ErrorObject`, the fields read here). */
export interface SchemaValidationError {
  /** JSON Pointer of the failing value, e.g. `/limit` (empty for the root). */
  instancePath: string;
  schemaPath: string;
  /** The failing keyword, e.g. `maximum`, `required`, `x-decimal-places`. */
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: true when `data` is valid; otherwise `errors` holds every error of the call. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: SchemaValidationError[] | null;
}

/** A validator of events (the same shape). */
export type EventValidator = SchemaValidator;

type AjvInstance = InstanceType<typeof Ajv2020>;
let ajv: AjvInstance | undefined;

/** The one ajv instance, made on the first compile. */
function compiler(): AjvInstance {
  return (ajv ??= configureAjv(new Ajv2020({ ...VALIDATOR_OPTIONS, keywords: [...VALIDATOR_OPTIONS.keywords] })));
}

/** A validator of the schema `schema()` returns, compiled on its first call. */
export function schemaValidator(schema: () => JsonSchema): SchemaValidator {
  let compiled: (((data: unknown) => boolean) & { errors?: unknown }) | undefined;
  const validate: SchemaValidator = (data: unknown): boolean => {
    compiled ??= compiler().compile(schema());
    const valid = compiled(data);
    validate.errors = (compiled.errors ?? null) as SchemaValidationError[] | null;
    return valid;
  };
  validate.errors = null;
  return validate;
}

/** Input validator per operation name. */
export const inputValidators: Readonly<Record<OperationName, SchemaValidator>> = Object.fromEntries(
  OPERATIONS.map((op) => [op.name, schemaValidator(() => op.inputSchema)]),
) as Record<OperationName, SchemaValidator>;

const eventSchemas = componentSchemas(ASYNCAPI_DOCUMENT);

/** The message payload (the envelope) of event `type` in the AsyncAPI document. */
function payload(type: string): JsonSchema {
  const messages = (ASYNCAPI_DOCUMENT.components as { messages?: Record<string, { payload?: JsonSchema }> } | undefined)?.messages;
  const schema = messages?.[type]?.payload;
  if (schema === undefined) throw new Error(`asyncapi.json has no message ${type} (run pnpm gen)`);
  return schema;
}

/** The `data` schema of event `type`, self-contained (resolved from asyncapi.json). */
export function eventDataSchema(type: string): JsonSchema {
  const data = (payload(type).properties as Record<string, JsonSchema> | undefined)?.data;
  const name = refName(data?.$ref, `asyncapi.json message ${type} payload.properties.data`);
  return dereference(eventSchemas[name], eventSchemas) as JsonSchema;
}

/** Validator of the `data` of each event type (the AsyncAPI document's closed schema). */
export const eventDataValidators: Readonly<Record<EventType, EventValidator>> = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, schemaValidator(() => eventDataSchema(type))]),
) as Record<EventType, EventValidator>;

/** The whole envelope's schema (the message payload) of event `type`, self-contained (resolved from asyncapi.json). */
export function eventEnvelopeSchema(type: string): JsonSchema {
  return dereference(payload(type), eventSchemas) as JsonSchema;
}

/** Validator of the whole CloudEvents envelope of each event type. */
export const eventValidators: Readonly<Record<EventType, EventValidator>> = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, schemaValidator(() => eventEnvelopeSchema(type))]),
) as Record<EventType, EventValidator>;
