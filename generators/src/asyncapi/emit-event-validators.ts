/**
 * Emitter: event validators (`event-validators.ts`) as ajv standalone code, with the same ajv
 * options, formats and keywords as the request validators (validator-options.ts), compiled at
 * generation time:
 * - `eventDataValidators[type]`: the `data` of one event type;
 * - `eventValidators[type]`: the whole CloudEvents envelope of that type (attributes and `data`).
 * The schemas are the contract's: closed (`additionalProperties: false`) and complete, so they
 * check that the service emits exactly what the AsyncAPI document promises. A receiver should not
 * validate this strictly (version 1 may add properties, see the document's payload conventions).
 */
import { tsBanner } from '../ir';
import { Ajv2020, configureAjv, standaloneCode, VALIDATOR_OPTIONS } from '../validator-options';
import type { EventsIR } from './ir';

/** `approval.requested` -> `approval_requested` (an identifier for the standalone export). */
function ident(type: string): string {
  return type.replace(/\./g, '_');
}

export function emitEventValidators(ir: Pick<EventsIR, 'events'>, eventsModule: string): string {
  const ajv = configureAjv(new Ajv2020({ ...VALIDATOR_OPTIONS, code: { source: true, esm: true, lines: true } }));
  const refs: Record<string, string> = {};
  for (const e of ir.events) {
    ajv.addSchema({ ...e.dataSchema, $id: `urn:storeops:event-data:${e.type}` });
    ajv.addSchema({ ...e.envelopeSchema, $id: `urn:storeops:event:${e.type}` });
    refs[`data_${ident(e.type)}`] = `urn:storeops:event-data:${e.type}`;
    refs[`event_${ident(e.type)}`] = `urn:storeops:event:${e.type}`;
  }
  const code = standaloneCode(ajv, refs).replace(/^"use strict";/, '');
  const table = (prefix: string) => ir.events.map((e) => `  ${JSON.stringify(e.type)}: ${prefix}_${ident(e.type)},`).join('\n');
  return `${tsBanner()}// @ts-nocheck -- ajv standalone output; the exported tables are typed below
import { createRequire } from 'node:module';
import type { EventType } from '${eventsModule}';
const require = createRequire(import.meta.url);
${code}

/** A generated validator: true when valid; otherwise \`errors\` holds the first error (ajv's shape). */
export interface EventValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** Validator of the \`data\` of each event type (the AsyncAPI document's closed schema). */
export const eventDataValidators: Readonly<Record<EventType, EventValidator>> = {
${table('data')}
};

/** Validator of the whole CloudEvents envelope of each event type. */
export const eventValidators: Readonly<Record<EventType, EventValidator>> = {
${table('event')}
};
`;
}
