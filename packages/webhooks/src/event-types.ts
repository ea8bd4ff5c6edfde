/**
 * The catalogue the envelope check uses, from the generated contract
 * (`src/generated/events.ts`, emitted by `pnpm gen` from spec/asyncapi/asyncapi.yaml).
 */
import { EVENT_TYPES } from './generated/events.js';
import type { EventTypeCheck } from './envelope.js';

const known = new Set<string>(EVENT_TYPES);

export const eventTypeCheck: EventTypeCheck = {
  isKnown: (type) => known.has(type),
};
