/**
 * Reading and parsing the four delivery headers (seed: Events, "Signature and delivery"):
 * `webhook-id`, `webhook-timestamp` (Unix seconds), `webhook-signature` (`v1a,<base64url(r||s)>`)
 * and `webhook-key-id` (the JWK `kid`). Header names are case-insensitive.
 */
import { WebhookVerificationError } from './errors.js';

/**
 * The request headers, as any runtime hands them over: a fetch `Headers` (Deno, Bun, edge
 * runtimes, `Request.headers`), a Node `IncomingHttpHeaders` (`req.headers`), or a plain record
 * whose names may be in any case.
 */
export type WebhookHeaders = { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined | null>>;

/** The parsed headers of one delivery. */
export interface DeliveryHeaders {
  /** `webhook-id`: the CloudEvents `id`, the same on every retry; deduplicate on it. */
  id: string;
  /** `webhook-timestamp`: when this attempt was signed, Unix seconds. */
  timestamp: number;
  /** The `webhook-timestamp` text exactly as sent (it is part of the signed content). */
  timestampText: string;
  /** Every `v1a` signature in `webhook-signature`, decoded (64 bytes each: r || s). */
  signatures: Uint8Array[];
  /** `webhook-key-id`: the `kid` of the JWKS key that signed. */
  keyId: string;
}

const NAMES = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'webhook-key-id'] as const;
type Name = (typeof NAMES)[number];

/** Visible ASCII, no spaces: what an id or a kid may hold (at most 256 characters). */
const TOKEN = /^[\x21-\x7e]{1,256}$/;
/** 64 bytes in unpadded base64url are 86 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

function fromHeaders(headers: WebhookHeaders): Record<Name, string | undefined> {
  const out: Record<Name, string | undefined> = {
    'webhook-id': undefined,
    'webhook-timestamp': undefined,
    'webhook-signature': undefined,
    'webhook-key-id': undefined,
  };
  if (typeof (headers as { get?: unknown }).get === 'function') {
    const h = headers as { get(name: string): string | null };
    for (const name of NAMES) out[name] = h.get(name) ?? undefined;
    return out;
  }
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined | null>)) {
    const name = key.toLowerCase() as Name;
    if (!NAMES.includes(name) || value === undefined || value === null) continue;
    const values = typeof value === 'string' ? [value] : value;
    // Two spellings of one name in a record, or a repeated header: signatures may be listed, nothing else.
    const all = out[name] === undefined ? values : [out[name]!, ...values];
    if (all.length > 1 && name !== 'webhook-signature') {
      throw new WebhookVerificationError('malformed_header', `${name} was sent ${all.length} times; it must be sent once`);
    }
    out[name] = all.join(' ');
  }
  return out;
}

/** Decodes unpadded base64url (already checked against {@link SIGNATURE}) without Node's Buffer. */
function decodeBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * `webhook-signature` is a space-separated list of `<version>,<signature>` (Standard Webhooks'
 * form, which allows several signatures during a migration); the `v1a` entries are ours, other
 * versions are ignored. Each must be the 64-byte r||s in unpadded base64url.
 */
function parseSignatures(value: string): Uint8Array[] {
  const entries = value.split(/[\s]+/).filter((e) => e !== '');
  const versions: string[] = [];
  const signatures: Uint8Array[] = [];
  for (const entry of entries) {
    const comma = entry.indexOf(',');
    const version = comma < 0 ? entry : entry.slice(0, comma);
    versions.push(version);
    if (version !== 'v1a') continue;
    const text = entry.slice(comma + 1).replace(/,$/, '');
    if (!SIGNATURE.test(text)) {
      const hint = /[+/=]/.test(text) ? ' (standard base64 is not accepted: + / = must be - _ and no padding)' : '';
      throw new WebhookVerificationError(
        'malformed_header',
        `webhook-signature v1a value must be 86 base64url characters (the 64-byte ES256 r||s), got ${text.length} characters${hint}`,
      );
    }
    signatures.push(decodeBase64url(text));
  }
  if (signatures.length === 0) {
    throw new WebhookVerificationError(
      'malformed_header',
      `webhook-signature has no v1a entry (expected "v1a,<base64url signature>"; found ${versions.length === 0 ? 'nothing' : versions.map((v) => JSON.stringify(v)).join(', ')})`,
    );
  }
  return signatures;
}

/**
 * The four headers, checked for presence and form.
 * @throws WebhookVerificationError `missing_header` (names every missing header) or `malformed_header`.
 */
export function readDeliveryHeaders(headers: WebhookHeaders): DeliveryHeaders {
  const raw = fromHeaders(headers);
  const missing = NAMES.filter((n) => raw[n] === undefined || raw[n]!.trim() === '');
  if (missing.length > 0) {
    throw new WebhookVerificationError('missing_header', `missing ${missing.join(', ')} header${missing.length > 1 ? 's' : ''}`);
  }
  const id = raw['webhook-id']!;
  if (!TOKEN.test(id))
    throw new WebhookVerificationError('malformed_header', 'webhook-id must be 1 to 256 visible ASCII characters without spaces');
  const keyId = raw['webhook-key-id']!;
  if (!TOKEN.test(keyId)) {
    throw new WebhookVerificationError('malformed_header', 'webhook-key-id must be 1 to 256 visible ASCII characters without spaces');
  }
  const timestampText = raw['webhook-timestamp']!;
  if (!/^[0-9]{1,12}$/.test(timestampText)) {
    throw new WebhookVerificationError(
      'malformed_header',
      `webhook-timestamp must be Unix seconds as a decimal integer, got ${JSON.stringify(timestampText.slice(0, 40))}`,
    );
  }
  return { id, timestamp: Number(timestampText), timestampText, signatures: parseSignatures(raw['webhook-signature']!), keyId };
}
