/**
 * The events IR every AsyncAPI emitter reads: one object built from the bundled AsyncAPI 3.0
 * document (bundle.ts). Emitters never look at the raw document.
 *
 * Rules checked here (the seed's Events part; spec/asyncapi/asyncapi.yaml):
 * - every `components.messages.<type>` is an event: its key is the CloudEvents `type`
 *   (`<noun>.<verb>` segments of `[a-z_]`), with `x-family` (`store` | `finance`), `x-scope`
 *   (a `<group>:read` scope; `finance:read` for the finance family, whose types start `fin.`),
 *   `x-publishing` (boolean), `x-subject` (what `subject` names) and a `summary`;
 * - its payload is the CloudEvents envelope: the same attributes as every other message, with
 *   `type` a `const` equal to the key and `data` a `$ref` to a component schema;
 * - it is in the channel of its family and sent by exactly one `send` operation whose id is the type.
 */
import { dereference, get, refName, type JsonSchema } from '../ir';

export type EventFamily = 'store' | 'finance';
const FAMILIES: readonly EventFamily[] = ['store', 'finance'];

/** The channel each family is delivered on. */
export const FAMILY_CHANNEL: Record<EventFamily, string> = { store: 'storeEvents', finance: 'financeEvents' };

export interface EventIR {
  /** CloudEvents `type`, e.g. `approval.decided` (the message's and the operation's id). */
  type: string;
  family: EventFamily;
  /** `x-scope`: the read scope a subscription needs to receive it. */
  scope: string;
  /** `x-publishing`: whether anything emits it yet. */
  publishing: boolean;
  /** `x-subject`: what the CloudEvents `subject` names, e.g. `approval id`. */
  subject: string;
  summary: string;
  /** Name of the component schema of `data`, e.g. `ApprovalDecidedData`. */
  dataTypeName: string;
  /** `data`'s schema, dereferenced and self-contained. */
  dataSchema: JsonSchema;
  /** The whole envelope (the message payload), dereferenced and self-contained. */
  envelopeSchema: JsonSchema;
}

export interface EventsIR {
  title: string;
  version: string;
  /** In document order (the seed's table order). */
  events: EventIR[];
  /**
   * The envelope's attributes in order (name -> schema, `$ref`s kept), as in the first message;
   * `type` and `data` differ per event (emitters substitute them), the rest are the same for all.
   */
  envelope: { properties: Record<string, JsonSchema>; required: string[] };
  /** `components.schemas` with `$ref`s kept (the type emitter names them). */
  schemas: Record<string, JsonSchema>;
  /** The bundled document (served as asyncapi.json). */
  document: JsonSchema;
}

const TYPE_PATTERN = /^[a-z]+(\.[a-z_]+)+$/;
const SCOPE_PATTERN = /^[a-z]+:read$/;

/** The envelope without the attributes that differ per type (its `type` const, `subject` text, `data`). */
function envelopeShape(payload: JsonSchema): string {
  const props = { ...(payload.properties as Record<string, unknown>) };
  delete props.type;
  delete props.subject;
  delete props.data;
  return JSON.stringify({ ...payload, description: undefined, properties: props });
}

/** Builds the events IR from the bundled AsyncAPI document; throws one Error listing every problem. */
export function buildEventsIR(document: JsonSchema): EventsIR {
  const problems: string[] = [];
  if (typeof document.asyncapi !== 'string' || !document.asyncapi.startsWith('3.0.')) problems.push('asyncapi must be 3.0.x');
  const schemas = (get(document, ['components', 'schemas']) ?? {}) as Record<string, JsonSchema>;
  const messages = (get(document, ['components', 'messages']) ?? {}) as Record<string, JsonSchema>;
  const operations = (document.operations ?? {}) as Record<string, JsonSchema>;
  const events: EventIR[] = [];
  let shape: string | undefined;
  let envelope: EventsIR['envelope'] = { properties: {}, required: [] };
  for (const [type, message] of Object.entries(messages)) {
    const where = `message ${type}`;
    if (!TYPE_PATTERN.test(type)) problems.push(`${where}: the key must be the event type (<noun>.<verb>, [a-z_] segments)`);
    const family = message['x-family'] as EventFamily;
    const scope = message['x-scope'];
    if (!FAMILIES.includes(family)) problems.push(`${where}: x-family must be one of ${FAMILIES.join(', ')}`);
    if (typeof scope !== 'string' || !SCOPE_PATTERN.test(scope)) problems.push(`${where}: x-scope must be a <group>:read scope`);
    if (family === 'finance' && (scope !== 'finance:read' || !type.startsWith('fin.')))
      problems.push(`${where}: a finance event's type starts with fin. and its x-scope is finance:read`);
    if (family === 'store' && type.startsWith('fin.')) problems.push(`${where}: fin.* types are finance events`);
    if (typeof message['x-publishing'] !== 'boolean') problems.push(`${where}: x-publishing must be a boolean`);
    if (typeof message['x-subject'] !== 'string') problems.push(`${where}: x-subject is required`);
    if (typeof message.summary !== 'string' || message.summary.length === 0) problems.push(`${where}: summary is required`);
    if (message.name !== type) problems.push(`${where}: name must equal the key`);
    const payload = message.payload as JsonSchema | undefined;
    const props = (payload?.properties ?? {}) as Record<string, JsonSchema>;
    if (get(props, ['type', 'const']) !== type) problems.push(`${where}: payload.properties.type must be const ${type}`);
    let dataTypeName = '';
    try {
      dataTypeName = refName(get(props, ['data', '$ref']), `${where} payload.properties.data`);
    } catch (err) {
      problems.push((err as Error).message);
    }
    if (dataTypeName !== '' && schemas[dataTypeName] === undefined)
      problems.push(`${where}: components.schemas.${dataTypeName} must exist`);
    const required = (payload?.required ?? []) as string[];
    for (const attr of ['specversion', 'id', 'source', 'type', 'subject', 'time', 'datacontenttype', 'data'])
      if (!required.includes(attr)) problems.push(`${where}: the envelope must require ${attr}`);
    if (payload !== undefined) {
      const s = envelopeShape(payload);
      if (shape === undefined) {
        shape = s;
        envelope = { properties: props, required };
      } else if (s !== shape) problems.push(`${where}: the envelope differs from the other messages' (only type, subject and data may)`);
    }
    const channel = family === undefined ? undefined : FAMILY_CHANNEL[family];
    if (channel !== undefined && get(document, ['channels', channel, 'messages', type, '$ref']) !== `#/components/messages/${type}`)
      problems.push(`${where}: channels.${channel}.messages.${type} must refer to it`);
    const op = operations[type];
    const opMessages = (op?.messages ?? []) as Array<{ $ref?: string }>;
    if (
      op === undefined ||
      op.action !== 'send' ||
      get(op, ['channel', '$ref']) !== `#/channels/${channel}` ||
      opMessages.length !== 1 ||
      opMessages[0]!.$ref !== `#/channels/${channel}/messages/${type}`
    ) {
      problems.push(`${where}: operations.${type} must send exactly this message on #/channels/${channel}`);
    }
    if (problems.length > 0) continue;
    events.push({
      type,
      family,
      scope: scope as string,
      publishing: message['x-publishing'] as boolean,
      subject: message['x-subject'] as string,
      summary: message.summary as string,
      dataTypeName,
      dataSchema: dereference(schemas[dataTypeName], schemas) as JsonSchema,
      envelopeSchema: dereference(payload, schemas) as JsonSchema,
    });
  }
  for (const id of Object.keys(operations)) if (messages[id] === undefined) problems.push(`operations.${id}: no message ${id}`);
  if (Object.keys(messages).length === 0) problems.push('components.messages: no events');
  if (problems.length > 0) throw new Error(`asyncapi problems:\n- ${problems.join('\n- ')}`);
  return {
    title: String(get(document, ['info', 'title']) ?? ''),
    version: String(get(document, ['info', 'version']) ?? ''),
    events,
    envelope,
    schemas,
    document,
  };
}
