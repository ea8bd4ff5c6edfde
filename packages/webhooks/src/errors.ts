/**
 * Why a delivery was refused. The codes are stable (switch on `err.code`); the messages name what
 * is wrong and may change wording.
 *
 * - `missing_header`: one of `webhook-id`, `webhook-timestamp`, `webhook-signature`,
 *   `webhook-key-id` is absent or empty.
 * - `malformed_header`: a header is present but not in the scheme's form (timestamp not a decimal
 *   integer, signature not `v1a,<base64url of 64 bytes>`, a header sent twice, ...).
 * - `timestamp_out_of_tolerance`: `webhook-timestamp` is more than `toleranceSeconds` before or
 *   after now (a replay, or a clock that is off).
 * - `unknown_key`: no ES256 signing key with the `webhook-key-id` in the JWKS, even after one
 *   refetch of a remote JWKS.
 * - `bad_signature`: the signature does not verify over `{id}.{timestamp}.{body}` (a tampered or
 *   re-serialised body, a wrong key, a forged delivery).
 * - `invalid_payload`: the signature is good but the body is not a CloudEvents 1.0 envelope as
 *   StoreOps sends it (not JSON, a missing attribute, `id` not equal to `webhook-id`, ...).
 * - `unknown_event_type`: a well-formed, signed envelope of a `type` this version of the package
 *   does not know: StoreOps added an event type (additive within version 1, see the AsyncAPI
 *   document's payload conventions). Acknowledge it with 2xx and ignore it (answering 4xx would
 *   make StoreOps retry it and, after 20 failures, disable the subscription), or upgrade.
 * - `jwks_unavailable`: the JWKS could not be fetched or is not a valid key set (network error,
 *   non-200 answer, timeout, malformed JSON). Not the sender's fault: answer 5xx so it retries.
 */
export const WEBHOOK_ERROR_CODES = [
  'missing_header',
  'malformed_header',
  'timestamp_out_of_tolerance',
  'unknown_key',
  'bad_signature',
  'invalid_payload',
  'unknown_event_type',
  'jwks_unavailable',
] as const;

export type WebhookErrorCode = (typeof WEBHOOK_ERROR_CODES)[number];

/** The one error `verifyWebhook` rejects with; `code` says why (see {@link WEBHOOK_ERROR_CODES}). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(
    readonly code: WebhookErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
