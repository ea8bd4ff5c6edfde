/**
 * Emitter: the bundled AsyncAPI 3.0 document as JSON (`asyncapi.json`, part of the contract
 * artefact: packages/contract/src/documents.ts loads it once), served as
 * `GET /api/v1/asyncapi.json` (seed: Public documents) and the source of the event validators
 * and the event reference page.
 */
import type { EventsIR } from './ir';

/** Two-space indented with a final newline; no banner (JSON has no comments; .gitattributes marks it generated). */
export function emitAsyncApiJson(ir: Pick<EventsIR, 'document'>): string {
  return `${JSON.stringify(ir.document, null, 2)}\n`;
}
