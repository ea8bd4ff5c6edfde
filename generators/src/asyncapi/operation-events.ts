/**
 * The link between the two documents: an OpenAPI operation's `x-events` lists the event types
 * (AsyncAPI messages) it can cause. Checked here against the AsyncAPI catalogue, and rendered
 * into the served OpenAPI document: each such operation's description ends with an "Events"
 * list linking every event to its entry in the event reference (`/api/v1/events#message-<type>`,
 * the anchors of the generated HTML).
 *
 * Rule: an operation answered with an approval card (`x-tier: propose_write`, or
 * `x-authority: handback`) lists `approval.requested`, `approval.decided` and `approval.expired`:
 * its card waits (requested), is decided (or applied at once: decided), or expires.
 */
import type { JsonSchema, OperationIR } from '../ir';
import type { EventsIR } from './ir';

/** Path of the HTML event reference the links point to (relative to the service's base URL). */
export const EVENT_DOCS_PATH = '/api/v1/events';

/** The anchor of an event's entry in the HTML reference (the html-template's message ids). */
export function eventAnchor(type: string): string {
  return `message-${type}`;
}

const CARD_EVENTS = ['approval.requested', 'approval.decided', 'approval.expired'];

type OperationFacts = Pick<OperationIR, 'name' | 'tier' | 'authority' | 'events'>;

/** Every problem with the operations' `x-events`, one line each. */
export function operationEventProblems(operations: readonly OperationFacts[], events: Pick<EventsIR, 'events'>): string[] {
  const known = new Set(events.events.map((e) => e.type));
  const problems: string[] = [];
  for (const op of operations) {
    for (const type of op.events) if (!known.has(type)) problems.push(`${op.name}: x-events names ${type}, which is not in spec/asyncapi`);
    if (new Set(op.events).size !== op.events.length) problems.push(`${op.name}: x-events lists a type twice`);
    if (op.tier === 'propose_write' || op.authority === 'handback') {
      const missing = CARD_EVENTS.filter((t) => !op.events.includes(t));
      if (missing.length > 0) problems.push(`${op.name}: answered with an approval card, so x-events must list ${missing.join(', ')}`);
    }
  }
  return problems;
}

/** The markdown appended to an operation's description. */
export function eventsMarkdown(types: readonly string[], events: Pick<EventsIR, 'events'>): string {
  const lines = types.map((type) => {
    const e = events.events.find((x) => x.type === type)!;
    return `- [\`${type}\`](${EVENT_DOCS_PATH}#${eventAnchor(type)}): ${e.summary}`;
  });
  return `**Events** (webhooks; see the [event reference](${EVENT_DOCS_PATH})):\n\n${lines.join('\n')}\n`;
}

/**
 * A copy of the bundled OpenAPI document whose operations with `x-events` end their description
 * with the events list. Throws when an `x-events` entry is not a catalogued event.
 */
export function linkOperationEvents(
  document: JsonSchema,
  operations: readonly OperationFacts[],
  events: Pick<EventsIR, 'events'>,
): JsonSchema {
  const problems = operationEventProblems(operations, events);
  if (problems.length > 0) throw new Error(`x-events problems:\n- ${problems.join('\n- ')}`);
  const byName = new Map(operations.map((o) => [o.name, o]));
  const out = structuredClone(document) as JsonSchema & { paths?: Record<string, Record<string, JsonSchema>> };
  for (const item of Object.values(out.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (op === null || typeof op !== 'object') continue;
      const ir = byName.get(String(op.operationId));
      if (ir === undefined || ir.events.length === 0) continue;
      const text = typeof op.description === 'string' ? op.description.trimEnd() : '';
      op.description = `${text}\n\n${eventsMarkdown(ir.events, events)}`;
    }
  }
  return out;
}
