/**
 * The body of a verified delivery: a CloudEvents 1.0 structured-mode JSON envelope (seed: Events:
 * "Webhook deliveries are CloudEvents 1.0 envelopes") with `specversion` `1.0`, `id` (equal to the
 * `webhook-id` header), `source` (`/stores/<store id>`), `type` (a catalogued StoreOps type),
 * `subject` (what the event is about, per type), `time` (RFC 3339), `datacontenttype` `application/json`, `data` (an
 * object) and, for events of a sandbox copy, `sandbox: true`.
 */
import { WebhookVerificationError } from './errors.js';

/** What the envelope check knows about event types. */
export interface EventTypeCheck {
  /** Whether `type` is a StoreOps event type this package was generated with. */
  isKnown(type: string): boolean;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

const fail = (message: string): never => {
  throw new WebhookVerificationError('invalid_payload', message);
};

function requireString(envelope: Record<string, unknown>, name: string): string {
  const value = envelope[name];
  if (value === undefined) fail(`the CloudEvents attribute ${name} is missing`);
  if (typeof value !== 'string' || value === '') fail(`the CloudEvents attribute ${name} must be a non-empty string`);
  return value as string;
}

/**
 * Parses `text` and checks the envelope (module comment). `data` is not checked against its
 * type's schema: within version 1 payloads only grow (new properties, new values of open
 * vocabularies), and a receiver ignores what it does not know; extra attributes are kept.
 * @throws WebhookVerificationError `invalid_payload` naming the attribute that is wrong, or
 *   `unknown_event_type` for a well-formed envelope of a type this package does not know.
 */
export function parseEnvelope(text: string, webhookId: string, types: EventTypeCheck): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    fail(`the body is not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('the body must be a JSON object (a CloudEvents envelope)');
  const envelope = value as Record<string, unknown>;
  if (envelope.specversion !== '1.0')
    fail(`the CloudEvents attribute specversion must be "1.0", got ${JSON.stringify(envelope.specversion)}`);
  const id = requireString(envelope, 'id');
  if (id !== webhookId) fail(`the CloudEvents id ${JSON.stringify(id)} is not the webhook-id header ${JSON.stringify(webhookId)}`);
  requireString(envelope, 'source');
  const type = requireString(envelope, 'type');
  requireString(envelope, 'subject');
  if (!RFC3339.test(requireString(envelope, 'time'))) fail('the CloudEvents attribute time must be an RFC 3339 timestamp');
  if (envelope.datacontenttype !== 'application/json') {
    fail(`the CloudEvents attribute datacontenttype must be "application/json", got ${JSON.stringify(envelope.datacontenttype)}`);
  }
  if (envelope.sandbox !== undefined && typeof envelope.sandbox !== 'boolean') fail('the extension attribute sandbox must be a boolean');
  const data = envelope.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('the CloudEvents attribute data must be a JSON object');
  if (!types.isKnown(type)) {
    throw new WebhookVerificationError(
      'unknown_event_type',
      `the event type ${JSON.stringify(type)} is newer than this version of @storeops/webhooks: acknowledge it (2xx) and ignore it, or upgrade the package`,
    );
  }
  return envelope;
}
