/**
 * Emitter: the bundled AsyncAPI 3.0 document as a data module (`asyncapi-document.ts`), served
 * as `GET /api/v1/asyncapi.json` (seed: Public documents).
 */
import { tsBanner } from '../ir';
import type { EventsIR } from './ir';

export function emitAsyncApiDocument(ir: Pick<EventsIR, 'document'>): string {
  return `${tsBanner()}
/** The bundled AsyncAPI 3.0 document (spec/asyncapi, bundled by generators/src/asyncapi/bundle.ts). */
export const ASYNCAPI_DOCUMENT: Record<string, unknown> = ${JSON.stringify(ir.document, null, 2)};
`;
}
