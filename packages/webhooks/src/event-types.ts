/**
 * The catalogue the envelope check uses, from the generated contract
 * (`src/generated/events.ts`, emitted by `pnpm gen` from spec/asyncapi/asyncapi.yaml).
 */
import { EVENT_TYPES } from './generated/events';
import type { EventTypeCheck } from './envelope';

const known = new Set<string>(EVENT_TYPES);

export const eventTypeCheck: EventTypeCheck = {
  isKnown: (type) => known.has(type),
};
