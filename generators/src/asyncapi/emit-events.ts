/**
 * Emitter: the typed events module (`events.ts`), from the events IR. It goes to the verifier
 * package `@storeops/webhooks` (what `verifyWebhook` returns), which is published on its own and
 * so declares `EventDescriptor` itself (`descriptor: 'inline'`); the contract package imports its
 * event types from there (the server's typed `emit`): one copy.
 *
 * It holds: one type per component schema (the `data` payloads and what they refer to),
 * `EventDataMap` (type -> data), `EventType`, `EventData<T>`, `StoreOpsEventOf<T>` (the
 * CloudEvents envelope of one type), `StoreOpsEvent` (the union, discriminated on `type`),
 * `EVENT_TYPES` and `EVENT_CATALOGUE` (type, family, scope, publishing, subject, summary).
 */
import { readFileSync } from 'node:fs';
import { jsDoc, tsBanner, type JsonSchema } from '../ir';
import { declaration, schemaToTs } from '../emit-types';
import type { EventsIR } from './ir';

export interface EmitEventsOptions {
  /** Where `EventDescriptor` comes from: an import path, or `inline` to declare it in the module. */
  descriptor: { import: string } | 'inline';
}

/**
 * `EventDescriptor` for a package that cannot import the contract (the shipped verifier), declared
 * inline from its one source, packages/contract/src/event-descriptor.ts (its module comment dropped).
 */
const INLINE_DESCRIPTOR = `/** One event type of the catalogue (seed: Events); declared in @storeops/contract's event-descriptor.ts. */\n${readFileSync(
  new URL('../../../packages/contract/src/event-descriptor.ts', import.meta.url),
  'utf8',
)
  .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
  .trim()}\n`;

/** The component schemas the events refer to, transitively, in name order. */
function usedSchemas(ir: Pick<EventsIR, 'schemas' | 'events' | 'envelope'>): string[] {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const ref = (node as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(ir.schemas[name]);
      }
      return;
    }
    Object.values(node).forEach(visit);
  };
  for (const e of ir.events) visit({ $ref: `#/components/schemas/${e.dataTypeName}` });
  visit(ir.envelope.properties);
  return [...used].sort();
}

export function emitEvents(ir: Pick<EventsIR, 'schemas' | 'events' | 'envelope'>, options: EmitEventsOptions): string {
  const out: string[] = [tsBanner()];
  out.push(options.descriptor === 'inline' ? INLINE_DESCRIPTOR : `import type { EventDescriptor } from '${options.descriptor.import}';\n`);
  for (const name of usedSchemas(ir)) out.push(declaration(name, ir.schemas[name]!));

  out.push(`/** The \`data\` of each event type. */
export interface EventDataMap {
${ir.events.map((e) => `${jsDoc(e.summary, '  ')}  ${JSON.stringify(e.type)}: ${e.dataTypeName};`).join('\n')}
}

/** Every event type (CloudEvents \`type\`) of the catalogue. */
export type EventType = keyof EventDataMap;

/** The \`data\` of event type \`T\`. */
export type EventData<T extends EventType> = EventDataMap[T];
`);

  const required = new Set(ir.envelope.required);
  const attrs = Object.entries(ir.envelope.properties).map(([name, schema]) => {
    const type = name === 'type' ? 'T' : name === 'data' ? 'EventData<T>' : schemaToTs(schema, '  ');
    const text =
      name === 'subject' ? 'The id the event is about; what it names per type: `EVENT_CATALOGUE[].subject`.' : schema.description;
    const doc = typeof text === 'string' ? jsDoc(text, '  ') : '';
    return `${doc}  ${name}${required.has(name) ? '' : '?'}: ${type};`;
  });
  out.push(`/** The CloudEvents 1.0 envelope (structured mode) of one event type, as delivered. */
export interface StoreOpsEventOf<T extends EventType> {
${attrs.join('\n')}
}

/** Any delivered event, discriminated on \`type\`. */
export type StoreOpsEvent =
${ir.events.map((e) => `  | StoreOpsEventOf<${JSON.stringify(e.type)}>`).join('\n')};

/** Every event type, in catalogue order. */
export const EVENT_TYPES: readonly EventType[] = ${JSON.stringify(
    ir.events.map((e) => e.type),
    null,
    2,
  )};

/** The event catalogue (seed: Events): family, the scope needed to receive it, whether it publishes yet, what \`subject\` names. */
export const EVENT_CATALOGUE: readonly EventDescriptor<EventType>[] = ${JSON.stringify(
    ir.events.map((e) => ({
      type: e.type,
      family: e.family,
      scope: e.scope,
      publishing: e.publishing,
      subject: e.subject,
      summary: e.summary,
    })),
    null,
    2,
  )};
`);
  return out.join('\n');
}
