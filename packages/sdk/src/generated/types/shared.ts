// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/**
 * State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final.
 */
export type ApprovalStatus = "requested" | "approved" | "rejected" | "expired" | "withdrawn" | "failed";

/**
 * An AsyncAPI 3.0 document (https://www.asyncapi.com/docs/reference/specification/v3.0.0) describing every webhook event: one message per event type, its payload the CloudEvents 1.0 envelope with the typed `data`, and the delivery headers and signature scheme. The top-level fields are typed here; nested objects follow the AsyncAPI 3.0 specification and carry `x-` extensions on messages (`x-family`, `x-scope`, `x-publishing`, `x-subject`).
 */
export interface AsyncApiDocument {
  /**
   * AsyncAPI version (3.0.x).
   */
  asyncapi: string;
  /**
   * Identifier of the described application.
   */
  id?: string;
  /**
   * Title, version and description (delivery, envelope, payload conventions, signature).
   */
  info: {
    /**
     * Document title.
     */
    title: string;
    /**
     * Events version (`1`, as the API).
     */
    version: string;
    /**
     * Overview in Markdown.
     */
    description?: string;
    [key: string]: unknown;
  };
  /**
   * Content type of the deliveries (`application/cloudevents+json; charset=utf-8`).
   */
  defaultContentType?: string;
  /**
   * The subscriber's endpoint (`subscriber`), where the service sends events.
   */
  servers?: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * `storeEvents` and `financeEvents`: a subscription's `url`, by family.
   */
  channels: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * One `send` operation per event type, keyed by the type.
   */
  operations: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * Messages (one per event type, keyed by the type), schemas, traits and the `webhookSignature` security scheme.
   */
  components: {
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * One audit row: one REST call, MCP message, dashboard action or public document request, written before the audited call's response is sent; or one finished run of an asynchronous job (surface `system`).
 */
export interface AuditEntry {
  /**
   * Audit row identifier (time-sortable, e.g. `aud_01JDQ8ZK3M4N5P0001`).
   */
  id: string;
  /**
   * The request's identifier (`x-request-id` / error `request_id`).
   */
  request_id: string;
  /**
   * When the request was received (ISO 8601, UTC).
   */
  created_at: string;
  /**
   * Surface that served it: `rest` this API, `mcp` the MCP endpoint, `alt` the alternate surface, `dashboard` the operator dashboard, `public` a public document, `system` work the service did on its own: a job run (queued by a `run_*` or export operation) when it finished, with `method` `JOB`, `path` `job:<kind>`, `operation` the job's kind, `credential_id` the credential that queued it, `subject_ref` `job_run:<id>`, an empty `ip`, and status 200 (succeeded) or 500 `server_error` (failed; the job run's `error` says why).
   */
  surface: "rest" | "mcp" | "alt" | "dashboard" | "public" | "system";
  /**
   * HTTP method of the request (e.g. `POST`); for MCP, of the HTTP request that carried the message.
   */
  method: string;
  /**
   * Request path without the query string (e.g. `/api/v1/tools/get_alerts`).
   */
  path: string;
  /**
   * What was called: the operation (tool) name, e.g. `storefront_update_variant_price` (also for MCP `tools/call`); for other MCP messages the JSON-RPC method (`initialize`, `tools/list`, ...); `audit_list` for reading this log; `dashboard.<action>` for dashboard actions; null for requests that named none (an unknown path, a public document, a dashboard page view).
   */
  operation: string | null;
  /**
   * HTTP status of the reply.
   */
  status: number;
  /**
   * The reply's stable `error` code; null on success.
   */
  error_code: string | null;
  /**
   * Identifier of the credential that made the call; null when none was verified. API keys are their key id; an OAuth access token is `oauth:<grant id>` (the grant is stable across token refreshes; Settings > Connected apps lists it); the dashboard is `operator:<operator id>`.
   */
  credential_id: string | null;
  /**
   * The OAuth `client_id` of the app whose access token made the call (a Client ID Metadata Document URL, or an id issued by dynamic client registration); null for API keys, the dashboard and unauthenticated requests.
   */
  client_id: string | null;
  /**
   * What the call acted on, `<kind>:<id>` (e.g. `order:<uuid>`); null when not about one subject. Filter on it to answer "which call made this refund?".
   */
  subject_ref: string | null;
  /**
   * Client IP address (IPv4 or IPv6).
   */
  ip: string;
  /**
   * Time to serve the request, in milliseconds.
   */
  duration_ms: number;
}

/**
 * One page of audit rows, newest first. To read older rows pass `next_cursor` as `before`; stop when `has_more` is false.
 */
export interface AuditPage {
  /**
   * Audit rows of the credential's store, newest first, at most `limit`.
   */
  data: AuditEntry[];
  /**
   * `true` when older rows exist beyond this page.
   */
  has_more: boolean;
  /**
   * Opaque cursor: pass it as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Authorization server metadata (RFC 8414) of the service's OAuth 2.1 server, served at `/.well-known/oauth-authorization-server`. Every URL is built from the issuer: the public base URL (`STOREOPS_PUBLIC_URL`) when configured, else the origin the request reached. States exactly what the server does: authorization code with PKCE `S256` only, no implicit or password grant, no ID tokens (this is not an OpenID provider; `openid` is not a scope here), Client ID Metadata Documents as `client_id`.
 */
export interface AuthorizationServerMetadata {
  /**
   * The issuer identifier: the service's base URL (scheme, host and port, no trailing slash). Equals the `iss` parameter of every authorization response (RFC 9207) and the one entry of a protected resource's `authorization_servers`.
   */
  issuer: string;
  /**
   * `<issuer>/api/oauth/authorize` (GET only).
   */
  authorization_endpoint: string;
  /**
   * `<issuer>/api/oauth/token`.
   */
  token_endpoint: string;
  /**
   * `<issuer>/api/oauth/register`: dynamic client registration (RFC 7591), deprecated; new registrations stop on 2027-09-06. Prefer a Client ID Metadata Document URL as `client_id`.
   */
  registration_endpoint: string;
  /**
   * `<issuer>/api/oauth/revoke` (RFC 7009).
   */
  revocation_endpoint: string;
  /**
   * Every scope an app may ask for: the bundles, then `<group>:read` / `<group>:write` of every group, including `creative:*`, `finance:*` and `admin:*` (operations require them, so the OAuth list offers them).
   */
  scopes_supported: Scope[];
  /**
   * `["code"]`.
   */
  response_types_supported: "code"[];
  /**
   * `["query"]`: the authorization response is in the redirect URI's query.
   */
  response_modes_supported: "query"[];
  /**
   * `["authorization_code", "refresh_token"]`.
   */
  grant_types_supported: OAuthGrantType[];
  /**
   * `["S256"]`: PKCE is required of every client, `plain` is refused.
   */
  code_challenge_methods_supported: "S256"[];
  /**
   * `none` (a public client: `client_id` in the body, PKCE proves possession; every Client ID Metadata Document client), `client_secret_basic` and `client_secret_post` (a client registered with a secret through dynamic client registration).
   */
  token_endpoint_auth_methods_supported: OAuthClientAuthMethod[];
  /**
   * The same client authentication methods as the token endpoint.
   */
  revocation_endpoint_auth_methods_supported: OAuthClientAuthMethod[];
  /**
   * `true`: a client may use the https URL of its Client ID Metadata Document as `client_id` (draft-ietf-oauth-client-id-metadata-document), with no registration.
   */
  client_id_metadata_document_supported: true;
  /**
   * `true`: every authorization response (success or error) carries `iss` (RFC 9207); a client checks it equals `issuer` (mix-up defence).
   */
  authorization_response_iss_parameter_supported: true;
  /**
   * The API reference, `<issuer>/api/v1/reference`.
   */
  service_documentation: string;
}

/**
 * Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).
 */
export type CalibrationMetric = "roas" | "cpa_cents" | "conversion_rate" | "refund_rate";

/**
 * Thresholds of one metric. Values are in the metric's unit: ratios for `roas`, `conversion_rate` and `refund_rate`; cents of the store currency for `cpa_cents`.
 */
export interface CalibrationThreshold {
  metric: CalibrationMetric;
  /**
   * Lower threshold; below it the service alerts or acts (e.g. `roas_below_floor`).
   */
  floor: number;
  /**
   * Upper threshold.
   */
  ceiling: number;
  /**
   * Distribution of the metric over the calibration sample.
   */
  percentiles: {
    /**
     * 10th percentile.
     */
    p10: number;
    /**
     * 25th percentile.
     */
    p25: number;
    /**
     * Median.
     */
    p50: number;
    /**
     * 75th percentile.
     */
    p75: number;
    /**
     * 90th percentile.
     */
    p90: number;
  };
  /**
   * Number of observations the thresholds were computed from.
   */
  sample_size: number;
  /**
   * Days of history the sample covers.
   */
  window_days: number;
  /**
   * When this metric was calibrated (ISO 8601).
   */
  calibrated_at: string;
}

/**
 * One field of one resource, before and after the change. Money in the store currency's major units.
 */
export interface ChangeItem {
  /**
   * Kind of resource, e.g. `variant`, `store`, `agent`.
   */
  resource_kind: string;
  /**
   * Identifier of the resource (a UUID, a slug or the store id).
   */
  resource_ref: string;
  /**
   * The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`.
   */
  field: string;
  /**
   * Value now (when proposed), as JSON.
   */
  before: unknown;
  /**
   * Value after the change, as JSON.
   */
  after: unknown;
}

/**
 * The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.
 */
export interface ChangePlan {
  /**
   * One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`.
   */
  title: string;
  changes: ChangeItem[];
  /**
   * Money at stake in cents of the store currency, when the change has a monetary size.
   */
  amount_cents: number | null;
  reversibility_class: ReversibilityClass;
  /**
   * How to undo it; null when it cannot be undone by another write.
   */
  reversal: Reversal | null;
  /**
   * Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id.
   */
  creates?: boolean;
}

/**
 * Changes and deprecations of the API, generated from `spec/deprecations.yaml` (the same source as the `Deprecation`, `Sunset` and `Link` headers).
 */
export interface Changelog {
  /**
   * API version the changelog describes.
   */
  api_version: "1";
  /**
   * Entries, newest announcement first.
   */
  entries: ChangelogEntry[];
}

/**
 * One announced change. A deprecated subject keeps working until `sunset` (at least 365 days after `announced`); until then each of its responses carries `Deprecation`, `Sunset` and `Link: <link>; rel="deprecation"`.
 */
export interface ChangelogEntry {
  /**
   * Stable identifier; also the anchor of `link`.
   */
  id: string;
  /**
   * Kind of change (only `deprecation` in this version).
   */
  kind: "deprecation";
  /**
   * What is deprecated.
   */
  subject: {
    /**
     * HTTP method.
     */
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    /**
     * Path, from the base address.
     */
    path: string;
  };
  /**
   * Date the deprecation was announced (YYYY-MM-DD).
   */
  announced: string;
  /**
   * Date the subject stops working (YYYY-MM-DD).
   */
  sunset: string;
  /**
   * What to use instead.
   */
  instead: string;
  /**
   * This entry in the changelog (`/api/v1/changelog.json#<id>`).
   */
  link: string;
}

/**
 * The body of `credentials_diagnose`: an empty object (no arguments).
 */
export type CredentialDiagnoseInput = Record<string, never>;

/**
 * Facts about the presented credential only (never another credential's). Answered by `POST /api/v1/credentials/diagnose`.
 */
export interface CredentialDiagnosis {
  /**
   * `revoked`: an API key revoked in Settings > Developers or with `pnpm keys revoke` (every call answers 401 `unauthorized`). `expired`: past `expires_at` (calls answer 401 `expired`). `active`: neither.
   */
  status: "active" | "revoked" | "expired";
  /**
   * Whether a call from `request_address` would pass authentication now (active, its store exists, address allowed); scopes are not judged here.
   */
  usable: boolean;
  /**
   * What the status means for calls and what to do about it, in one or two sentences.
   */
  message: string;
  /**
   * The credential's id as audit rows name it (an API key's UUID, or `oauth:<grant id>` for an access token).
   */
  credential_id: string;
  /**
   * An API key minted in the dashboard or with `pnpm keys create`, or an OAuth 2.1 access token.
   */
  credential_type: "api_key" | "oauth_access_token";
  /**
   * `sandbox`: its store is a private copy of the demo store (7 days); `live` otherwise.
   */
  kind: "live" | "sandbox";
  /**
   * The key's label, or the connected app's name for an access token.
   */
  label: string;
  /**
   * An API key's first 16 characters (as Settings > Developers lists it); null for an access token.
   */
  key_prefix: string | null;
  /**
   * The OAuth client an access token was issued to; null for an API key.
   */
  client_id: string | null;
  /**
   * The store the credential acts on; null when that store no longer exists (an expired sandbox key's copy is dropped).
   */
  store: {
    /**
     * The store's id.
     */
    id: string;
    /**
     * The store's name.
     */
    name: string;
  } | null;
  /**
   * The scopes the credential carries (for an access token, those of its grant it was issued with).
   */
  scopes: string[];
  /**
   * When the credential expires (UTC); null for a key without expiry.
   */
  expires_at: string | null;
  /**
   * When an API key was revoked (UTC); null otherwise (a disconnected app's tokens no longer exist and answer `credential_rejected`).
   */
  revoked_at: string | null;
  /**
   * Whether ordinary proposed writes of this credential apply at once (opt-in per credential; writes handing authority back always wait).
   */
  auto_apply: boolean;
  /**
   * The CIDR ranges the credential may be used from; null (or empty) when it has none.
   */
  ip_allowlist: string[] | null;
  /**
   * The address this request came from, as the allowlist sees it.
   */
  request_address: string;
  /**
   * Whether `request_address` is on `ip_allowlist` (true when there is no allowlist).
   */
  address_allowed: boolean;
}

/**
 * ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).
 */
export type Currency = string;

/**
 * One decision row, with the bucket the Decisions page files it under.
 */
export interface Decision {
  /**
   * Decision identifier.
   */
  id: string;
  /**
   * Slug of the agent that made the decision.
   */
  agent: string;
  /**
   * What the decision does, e.g. `transition_state`, `adjust_price`, `pause_campaign`, `raise_budget`, `lower_budget`, `hold`.
   */
  action: string;
  /**
   * What it is about, `<kind>:<ref>` (e.g. `product:linen-overshirt`, `campaign:<id>`).
   */
  subject: string;
  /**
   * State of the subject before (UPPERCASE, e.g. `TESTING`).
   */
  from_state: string;
  /**
   * State the decision moves the subject to (UPPERCASE, e.g. `WINNER`).
   */
  to_state: string;
  /**
   * Confidence the reviewing judge gave the decision (0..1).
   */
  judge_score: number;
  tier: Tier;
  /**
   * Evidence the decision rests on, one sentence each.
   */
  evidence: string[];
  /**
   * How to undo the decision.
   */
  reversal: string;
  /**
   * `true`: the row reached the storefront platform. `false` does not mean it is a proposal; see `bucket`.
   */
  applied: boolean;
  /**
   * When it was applied (ISO 8601); null if it was not.
   */
  applied_at: string | null;
  /**
   * Who applied it, an agent slug or `operator:<email>`; null if it was not applied.
   */
  applied_by: string | null;
  bucket: DecisionBucket;
  /**
   * Handle of the product the decision is about; null when the subject is not a product.
   */
  handle: string | null;
  /**
   * When the decision was made (ISO 8601).
   */
  created_at: string;
}

/**
 * Bucket the Decisions page files a decision row under: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change (bookkeeping; usually most rows).
 */
export type DecisionBucket = "live" | "queued" | "failed" | "suggested" | "reverted" | "noop";

/**
 * Decision rows per bucket.
 */
export interface DecisionBucketCounts {
  /**
   * Rows applied.
   */
  live: number;
  /**
   * Rows that run next.
   */
  queued: number;
  /**
   * Rows that failed.
   */
  failed: number;
  /**
   * Rows a merchant can still act on.
   */
  suggested: number;
  /**
   * Rows reverted.
   */
  reverted: number;
  /**
   * Rows that changed nothing (bookkeeping); usually the majority.
   */
  noop: number;
}

/**
 * Catalogue domain an operation belongs to (one folder of the operation catalogue).
 */
export type Domain = "general" | "catalog" | "analytics" | "automation" | "cs" | "orders" | "ads" | "creative" | "finance" | "costs" | "admin" | "merchant" | "promotions" | "research" | "disputes" | "reputation";

/**
 * The one error body of the API. `error` is the contract; `message` is for a person and may change. `rate_limited` adds `limit` and `retry_after_seconds`; `insufficient_scope` adds `required_scopes`; `field_already_owned` adds `intent_id`; `policy_denied` and `spend_ceiling_exceeded` add `policy_id` and `gates` (and `spend_ceiling_exceeded` `retry_after_seconds`); `idempotency_in_flight` adds `retry_after_seconds`, and so does `unavailable` when the database could not be reached (a retry shortly may succeed). No other code adds fields in this version; ignore fields you do not know.
 */
export interface Error {
  error: ErrorCode;
  /**
   * Explanation for a person (for `invalid_request`, it names the argument). Not part of the contract: never parse it.
   */
  message: string;
  /**
   * Identifier of the request; equals the `x-request-id` header and resolves to the audit row the request wrote. Quote it in support requests.
   */
  request_id: string;
  /**
   * Link to documentation about this error code.
   */
  docs?: string;
  /**
   * Present exactly when `error` is `rate_limited`: the credential's per-minute request limit that was exceeded.
   */
  limit?: number;
  /**
   * Present exactly when `error` is `rate_limited`, `idempotency_in_flight` or `spend_ceiling_exceeded`, or `unavailable` because the database could not be reached: seconds to wait before asking again (same value as the `Retry-After` header); for `spend_ceiling_exceeded`, the seconds until the ceiling's period (UTC day, ISO week or calendar month) ends.
   */
  retry_after_seconds?: number;
  /**
   * Present exactly when `error` is `insufficient_scope`: scopes that would allow the call; any one of them suffices (for a `read`-scoped general tool, any read-capable scope).
   */
  required_scopes?: Scope[];
  /**
   * Present exactly when `error` is `field_already_owned`: the declaration that owns the field (null while the competing declaration still waits for approval; see its approval card).
   */
  intent_id?: string | null;
  /**
   * Present exactly when `error` is `policy_denied` or `spend_ceiling_exceeded`: the rule or spend ceiling that decided (see `policy_list`).
   */
  policy_id?: string;
  /**
   * Present exactly when `error` is `policy_denied` or `spend_ceiling_exceeded`: what each gate decided for this write, in the same shape and order as `simulate`'s `gates` (rules, ownership, spend_ceiling).
   */
  gates?: SimulationGate[];
}

/**
 * Stable error code; branch on this, never on `message`. Removing or renaming a code is a breaking change. HTTP status by code: 400 `invalid_request` (request malformed or an argument unusable; the message names which), `invalid_body` (the body is not a JSON object); 401 `unauthorized` (no credential, or an invalid one: expired, revoked and unknown are deliberately not distinguished), `expired` (credential verified and its expiry has passed), `address_not_allowed` (the credential's IP allowlist does not include the caller), `credential_rejected` (a credential-diagnosis call could not resolve the credential at all), `no_credential` (a credential-diagnosis call had no Authorization header), `invalid_client` (client authentication did not verify: an unknown or unusable OAuth `client_id` or a wrong client secret; the OAuth endpoints `/api/oauth/token` and `/api/oauth/revoke` answer it in their RFC 6749 error body, `OAuthError`, not in this object); 403 `forbidden` (valid credential lacks a scope the operation requires), `insufficient_scope` (as `forbidden`, and the body names `required_scopes`), `policy_denied` (a write the store's rules deny, or an automatic write a rule says needs approval, which an automatic write cannot wait for; refused before anything was written or any card created; the body names the deciding `policy_id` and every gate's decision in `gates`, exactly as `simulate` reports them); 404 `not_found` (no operation of that name is exposed to this credential); 409 `idempotency_conflict` (key already used with different arguments), `idempotency_in_flight` (a request with this key still runs; ask again after `Retry-After`), `field_already_owned` (an intent declaration names a field that another declaration already owns or is waiting to own: one owner per field, refused rather than raced; the body names the owning `intent_id`, or null while the other declaration still waits for approval; a write to a field another credential owns is refused the same way), `spend_ceiling_exceeded` (the write's amount would take the approved spend of the current period over one of the store's spend ceilings; refused before a card exists; the body names the ceiling's `policy_id` and the `gates`, and `Retry-After` / `retry_after_seconds` say when that period ends); 413 `payload_too_large` (body over 1 MiB); 429 `rate_limited` (per-minute limit exceeded; body has `limit` and `retry_after_seconds`); 500 `server_error` (failure on the service side; the request may or may not have taken effect); 503 `idempotency_unavailable` (idempotency claim could not be taken; the write was not attempted), `unavailable` (a read could not be served; nothing written or exported), `rls_scoped_execution_unavailable` (the deployment is not running the row-level-scoped mode the surface requires and refuses rather than run with wider reach), `corpus_unavailable` (the corpus the endpoint reads could not be loaded).
 */
export type ErrorCode = "invalid_request" | "invalid_body" | "unauthorized" | "expired" | "address_not_allowed" | "credential_rejected" | "no_credential" | "invalid_client" | "forbidden" | "insufficient_scope" | "policy_denied" | "not_found" | "idempotency_conflict" | "idempotency_in_flight" | "field_already_owned" | "spend_ceiling_exceeded" | "payload_too_large" | "rate_limited" | "server_error" | "idempotency_unavailable" | "unavailable" | "rls_scoped_execution_unavailable" | "corpus_unavailable";

/**
 * One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`).
 */
export type EventTypeFilter = string;

/**
 * Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours.
 */
export type IdempotencyKey = string;

/**
 * JSON Web Key Set (RFC 7517) of the webhook signing keys, newest first.
 */
export interface Jwks {
  keys: {
    kty: "EC";
    crv: "P-256";
    /**
     * The x coordinate, base64url (32 bytes).
     */
    x: string;
    /**
     * The y coordinate, base64url (32 bytes).
     */
    y: string;
    /**
     * Key id (RFC 7638 thumbprint); a delivery's `webhook-key-id` names it.
     */
    kid: string;
    alg: "ES256";
    use: "sig";
  }[];
}

/**
 * The liveness probe's answer (`GET /healthz`).
 */
export interface Liveness {
  status: "ok";
}

/**
 * Exchanges the authorization code of a redirect for tokens (RFC 6749 §4.1.3, PKCE RFC 7636 §4.5). A code works once and lives 60 seconds.
 */
export interface OAuthAuthorizationCodeGrant {
  grant_type: "authorization_code";
  /**
   * The `code` of the authorization response.
   */
  code: string;
  /**
   * Exactly the `redirect_uri` of the authorization request.
   */
  redirect_uri: string;
  /**
   * The PKCE verifier (RFC 7636 §4.1: 43..128 characters of `A-Z a-z 0-9 - . _ ~`) whose SHA-256, base64url, was the request's `code_challenge`.
   */
  code_verifier: string;
  /**
   * The client: the https URL of its Client ID Metadata Document, or the id dynamic client registration issued. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
  /**
   * RFC 8707 resource indicator: one of those the authorization request named (default: the one it named, else this server's origin). Anything that is not this server answers `invalid_target`.
   */
  resource?: string;
}

/**
 * How a client authenticates at the token and revocation endpoints (RFC 7591 §2): `none` (a public client sends `client_id` only; PKCE protects the code), `client_secret_basic` (HTTP Basic with the client id and secret of a dynamically registered client), `client_secret_post` (`client_id` and `client_secret` in the form body).
 */
export type OAuthClientAuthMethod = "none" | "client_secret_basic" | "client_secret_post";

/**
 * The registered client (RFC 7591 §3.2.1): the issued `client_id` and every metadata value as registered, defaults filled in (including the library's OpenID defaults `id_token_signed_response_alg`, `require_auth_time`, `subject_type` and `dpop_bound_access_tokens`, which mean nothing here: no ID tokens are issued). Other registered metadata the request set is echoed too. Keep `registration_access_token`: with it, `GET <registration_client_uri>` reads the registration back (RFC 7592 §2.1). The `client_id` keeps working after registration's sunset.
 */
export interface OAuthClientRegistration {
  /**
   * The issued client identifier; send it as `client_id` at the authorization, token and revocation endpoints.
   */
  client_id: string;
  /**
   * When the id was issued, in Unix seconds.
   */
  client_id_issued_at: number;
  /**
   * The client secret, answered once: present when a secret was issued (always for `client_secret_basic` / `client_secret_post`).
   */
  client_secret?: string;
  /**
   * `0`: the secret does not expire. Present with `client_secret`.
   */
  client_secret_expires_at?: number;
  /**
   * `<issuer>/api/oauth/register/<client_id>`: read the registration back with `registration_access_token` as a Bearer token.
   */
  registration_client_uri: string;
  /**
   * Bearer token for `registration_client_uri` only; not an API credential.
   */
  registration_access_token: string;
  /**
   * The scopes the client may ask for, as registered (absent when none was sent).
   */
  scope?: string;
  redirect_uris: string[];
  grant_types: OAuthGrantType[];
  response_types: "code"[];
  token_endpoint_auth_method: OAuthClientAuthMethod;
  application_type: "web" | "native";
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  /**
   * Library default (`ES256`); unused (no ID tokens).
   */
  id_token_signed_response_alg?: string;
  /**
   * Library default (`false`); unused.
   */
  require_auth_time?: boolean;
  /**
   * Library default (`public`); unused.
   */
  subject_type?: string;
  /**
   * `false`: tokens are Bearer tokens, not DPoP-bound.
   */
  dpop_bound_access_tokens?: boolean;
  [key: string]: unknown;
}

/**
 * Client metadata for dynamic client registration (RFC 7591 §2), as a JSON object. Members not listed here are ignored (and not echoed).
 */
export interface OAuthClientRegistrationRequest {
  /**
   * Optional (RFC 7591 §2): the space-separated scopes this client may ever ask for, each one of the OAuth scopes (see the `oauth2` security scheme); another value answers `invalid_client_metadata`. An authorization request for a scope outside it answers `invalid_scope`. Without it the client may ask for any scope. Either way the operator picks what is granted on the consent page. A Client ID Metadata Document's `scope` means the same.
   */
  scope?: string;
  /**
   * Every redirect URI the client will use (absolute, no fragment); the authorization request's `redirect_uri` must equal one exactly, except that a `native` client's loopback URI (`http://127.0.0.1/...`, `http://[::1]/...`) matches on any port (RFC 8252 §7.3).
   */
  redirect_uris: string[];
  /**
   * Shown to the operator on the consent page and in Settings > Connected apps.
   */
  client_name?: string;
  /**
   * The app's home page.
   */
  client_uri?: string;
  /**
   * The app's logo (the consent page names its host; the logo itself is not loaded).
   */
  logo_uri?: string;
  /**
   * Ways to reach the app's developers (e.g. e-mail addresses).
   */
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  /**
   * `native` for an app on the user's device (loopback or private-use-scheme redirect URIs, RFC 8252).
   */
  application_type?: "web" | "native";
  /**
   * Leave out `refresh_token` to get no refresh tokens. Any other grant type answers `invalid_client_metadata`.
   */
  grant_types?: OAuthGrantType[];
  response_types?: "code"[];
  /**
   * `none` (default; a public client, PKCE only) or a secret (`client_secret_basic`, `client_secret_post`), which the 201 answers once in `client_secret`.
   */
  token_endpoint_auth_method?: OAuthClientAuthMethod;
}

/**
 * An OAuth error body (RFC 6749 §5.2; RFC 7591 §3.2.2 at registration; RFC 7009 §2.2.1 at revocation): what the token, registration and revocation endpoints answer, instead of the API's `Error` object (no `message`, `request_id` or `docs`; the `x-request-id` header still identifies the request). Branch on `error`; `error_description` is for a person. Codes: `invalid_request` (a parameter missing, repeated or malformed, or a body that is not `application/x-www-form-urlencoded` (token, revocation) or `application/json` (registration); after 2027-09-06 also every new registration, with HTTP 410), `invalid_client` (client authentication did not verify: an unknown `client_id`, a Client ID Metadata Document that cannot be fetched or used, a wrong secret; HTTP 401; the seed's 401 `invalid_client`), `invalid_grant` (the code or refresh token is unknown, expired, already used, issued to another client, or its `redirect_uri` or `code_verifier` does not match; a refresh token that was already rotated also revokes its whole grant), `unauthorized_client` (the client may not use this grant type), `unsupported_grant_type` (a grant type other than `authorization_code` and `refresh_token`), `invalid_scope` (a refresh asks for a scope the refresh token does not carry), `invalid_target` (`resource` does not name this server, RFC 8707), `invalid_client_metadata` and `invalid_redirect_uri` (registration refused, RFC 7591), `server_error` (failure on the service side).
 */
export interface OAuthError {
  /**
   * The OAuth error code (see the schema description).
   */
  error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "invalid_client_metadata" | "invalid_redirect_uri" | "server_error";
  /**
   * Explanation for a person. Not part of the contract; never parse it.
   */
  error_description: string;
  /**
   * Present exactly when `error` is `invalid_scope`: the space-separated scopes asked for that the refresh token does not carry.
   */
  scope?: string;
}

/**
 * An OAuth grant type this server supports: `authorization_code` (with PKCE `S256`) and `refresh_token` (rotated on every use).
 */
export type OAuthGrantType = "authorization_code" | "refresh_token";

/**
 * Exchanges a refresh token for a new access token and a new refresh token (RFC 6749 §6). Refresh tokens rotate on every use: the one sent stops working, and presenting it again answers `invalid_grant` and revokes the whole grant (every access and refresh token of it; the app must connect again). A grant revoked in Settings > Connected apps refreshes no more.
 */
export interface OAuthRefreshTokenGrant {
  grant_type: "refresh_token";
  /**
   * The latest refresh token (30 days from its issue).
   */
  refresh_token: string;
  /**
   * The client the refresh token was issued to. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
  /**
   * Optional narrowing: space-separated scopes, each carried by the refresh token; the new access token carries only these. A scope the refresh token does not carry answers `invalid_scope`. Omit to keep every granted scope.
   */
  scope?: string;
  /**
   * RFC 8707 resource indicator, one of those granted; anything that is not this server answers `invalid_target`.
   */
  resource?: string;
}

/**
 * Token revocation request (RFC 7009 §2.1), sent as `application/x-www-form-urlencoded`, with the same client authentication as the token endpoint.
 */
export interface OAuthRevocationRequest {
  /**
   * The access or refresh token to revoke. Either revokes its whole grant (every access and refresh token of it).
   */
  token: string;
  /**
   * Which kind `token` is, to find it faster (optional).
   */
  token_type_hint?: "access_token" | "refresh_token";
  /**
   * The client the token was issued to. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
}

/**
 * The token request (RFC 6749 §3.2), sent as `application/x-www-form-urlencoded`, one of two grants chosen by `grant_type`. Client authentication: a public client (every Client ID Metadata Document client, and registered clients with `token_endpoint_auth_method: none`) sends `client_id`; a registered client with a secret uses HTTP Basic (`client_secret_basic`) or sends `client_id` and `client_secret` (`client_secret_post`).
 */
export type OAuthTokenRequest = OAuthAuthorizationCodeGrant | OAuthRefreshTokenGrant;

/**
 * A successful token response (RFC 6749 §5.1), sent with `Cache-Control: no-store`. Tokens are opaque (never parse them) and stored hashed by the service.
 */
export interface OAuthTokenResponse {
  /**
   * The access token: send it as `Authorization: Bearer <access_token>` to REST (`/api/v1`), `/api/mcp` or through the SDK; the same admission gate as an API key applies (scopes, store, rate limit, audit). Lives 1 hour.
   */
  access_token: string;
  /**
   * Always `Bearer`.
   */
  token_type: "Bearer";
  /**
   * Seconds the access token lives: 3600 (1 hour; seed: Limits). Read it rather than assume it; refresh before it ends (a token past it answers 401 `expired`).
   */
  expires_in: number;
  /**
   * A new refresh token, issued when the client's metadata allows the `refresh_token` grant (absent otherwise). Lives 30 days from its issue and works once: each refresh answers a new one, and presenting a used one again answers `invalid_grant` and revokes the whole grant (every token of it).
   */
  refresh_token?: string;
  /**
   * The space-separated scopes the access token carries: those the operator granted on the consent page (never more), or the narrower set a refresh asked for.
   */
  scope: string;
}

/**
 * An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0) describing every operation, generated from the live registry. The top-level fields are typed here; nested objects follow the OpenAPI 3.1 specification and may carry `x-` extensions (`x-scope`, `x-tier`, `x-domain`, `x-requires-storefront` on operations).
 */
export interface OpenApiDocument {
  /**
   * OpenAPI version (3.1.x).
   */
  openapi: string;
  /**
   * Title, version and description of the API.
   */
  info: {
    /**
     * API title.
     */
    title: string;
    /**
     * API version (`1`).
     */
    version: string;
    /**
     * Overview in Markdown.
     */
    description?: string;
    [key: string]: unknown;
  };
  /**
   * Base addresses.
   */
  servers?: {
    /**
     * Base address.
     */
    url: string;
    [key: string]: unknown;
  }[];
  /**
   * Default security requirements.
   */
  security?: {
    [key: string]: string[];
  }[];
  /**
   * Operation groups (domains).
   */
  tags?: {
    /**
     * Tag name.
     */
    name: string;
    /**
     * What the tag covers.
     */
    description?: string;
    [key: string]: unknown;
  }[];
  /**
   * Path items keyed by path; each holds the operations on it.
   */
  paths: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * Reusable schemas, responses, headers and security schemes.
   */
  components?: {
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`. Times are ISO 8601 UTC. `external_id`, `cancelled_at`, `cancel_reason` and `shipping_address` are present on every order the service shows now; `order.created` events recorded before them may lack them.
 */
export interface Order {
  /**
   * Order identifier.
   */
  id: string;
  /**
   * Order number shown to the customer, increasing per store (from 1001).
   */
  order_number: number;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Sales channel.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale";
  currency: Currency;
  /**
   * Sum of line items before discount, shipping and tax.
   */
  subtotal: number;
  /**
   * Discount deducted (a positive amount).
   */
  discount: number;
  /**
   * Shipping charged.
   */
  shipping: number;
  /**
   * Tax charged.
   */
  tax: number;
  /**
   * Amount charged.
   */
  total: number;
  /**
   * Amount refunded so far (sum of `refunds`).
   */
  refunded: number;
  /**
   * Payment state.
   */
  financial_status: "paid" | "partially_refunded" | "refunded";
  /**
   * Shipping state.
   */
  fulfillment_status: "fulfilled" | "partial" | "unfulfilled";
  /**
   * Number of line items (the length of `line_items`).
   */
  line_item_count: number;
  /**
   * Lines of the order.
   */
  line_items: OrderLineItem[];
  /**
   * Refunds recorded against the order, oldest first; empty when none.
   */
  refunds: OrderRefund[];
  /**
   * When the order was placed (ISO 8601).
   */
  created_at: string;
  /**
   * The storefront's own order id (digits, e.g. `5000000006300`); null for an order that did not come from the storefront (e.g. the wholesale business). The order writes accept it as `order_id`.
   */
  external_id: string | null;
  /**
   * When the order was cancelled (ISO 8601 UTC); null when it is not cancelled.
   */
  cancelled_at: string | null;
  /**
   * Why it was cancelled; null when it is not cancelled.
   */
  cancel_reason: "customer" | "inventory" | "fraud" | "declined" | "other" | null;
  /**
   * Where the order ships; null when it has none (e.g. a point-of-sale order).
   */
  shipping_address: OrderAddress | null;
}

/**
 * A postal address of an order (shipping). Country: ISO 3166-1 alpha-2; province: the ISO 3166-2 subdivision code without the country prefix (e.g. `NY`, `NH`), null where not used.
 */
export interface OrderAddress {
  /**
   * Recipient's name.
   */
  name: string;
  /**
   * Street and number.
   */
  address1: string;
  /**
   * Apartment, floor, company; null when none.
   */
  address2: string | null;
  /**
   * City or town; null when none was given.
   */
  city: string | null;
  /**
   * Subdivision code (e.g. `NY`); null when none.
   */
  province_code: string | null;
  /**
   * Postal code; null when none.
   */
  postal_code: string | null;
  /**
   * ISO 3166-1 alpha-2 country code (e.g. `NL`).
   */
  country_code: string;
  /**
   * Recipient's phone; null when none.
   */
  phone: string | null;
}

/**
 * One line of an order. Money in the order's currency, major units.
 */
export interface OrderLineItem {
  /**
   * Line identifier (`line_item_id` of storefront_create_refund).
   */
  id: string;
  /**
   * Line title as sold.
   */
  title: string;
  /**
   * SKU sold; null when the line had none.
   */
  sku: string | null;
  /**
   * Units sold.
   */
  quantity: number;
  /**
   * Price per unit.
   */
  unit_price: number;
  /**
   * Line total.
   */
  total: number;
  /**
   * Product sold; null when it is not (or no longer) in the catalogue.
   */
  product_id: string | null;
  /**
   * Variant sold; null when it is not (or no longer) in the catalogue.
   */
  variant_id: string | null;
  /**
   * Units of this line refunded so far (by refunds with line items); at most `quantity`.
   */
  refunded_quantity: number;
}

/**
 * One refund recorded against an order.
 */
export interface OrderRefund {
  /**
   * Refund identifier.
   */
  id: string;
  /**
   * Amount refunded, decimal in the order's currency, major units.
   */
  amount: number;
  /**
   * Why it was refunded.
   */
  reason: "damaged" | "not_as_described" | "late_delivery" | "changed_mind" | "other";
  /**
   * When the refund was recorded (ISO 8601).
   */
  created_at: string;
  /**
   * Note recorded with the refund; null when none.
   */
  note: string | null;
  /**
   * Whether refunded units went back into stock (per line in `line_items`).
   */
  restock: boolean;
  /**
   * Where the refund was recorded: `service` (an approved storefront_create_refund or storefront_cancel_order), `storefront` (a refund seen by the order sync) or `seed` (the demo history).
   */
  source: "seed" | "service" | "storefront";
  /**
   * Refunded units per order line; empty for an amount-only refund (all seeded refunds are amount-only).
   */
  line_items: {
    /**
     * The order line (`line_items[].id` of the order).
     */
    line_item_id: string;
    /**
     * Units refunded.
     */
    quantity: number;
    /**
     * Part of the refund's `amount` for these units (order currency, major units).
     */
    amount: number;
    /**
     * Whether these units went back into stock.
     */
    restock: boolean;
  }[];
}

/**
 * Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.
 */
export interface ProposalOutcome {
  /**
   * `proposed` (waits for an operator) or `applied` (done).
   */
  status: "proposed" | "applied";
  /**
   * True only when the change has been applied by this call.
   */
  applied: boolean;
  /**
   * The approval card (also for changes applied at once, as their record).
   */
  approval_id: string | null;
  /**
   * The card's state (`requested` while waiting, `approved` when applied at once).
   */
  approval_status: ApprovalStatus | null;
  /**
   * Deadline of a waiting card (72 hours after the proposal); null otherwise.
   */
  expires_at: string | null;
  change: ChangePlan;
  /**
   * Receipt of the applied change; null until applied.
   */
  receipt_id: string | null;
  /**
   * Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.
   */
  reveal?: {
    [key: string]: unknown;
  };
  /**
   * What happens next, for a person or a model.
   */
  message: string;
}

/**
 * Protected resource metadata (RFC 9728): how to get a token for this resource. `/.well-known/oauth-protected-resource` describes the whole API (`resource` = the base URL); `/.well-known/oauth-protected-resource/api/mcp` describes the MCP endpoint (`resource` = `<base>/api/mcp`), the path-suffixed form RFC 9728 §3.1 derives from that endpoint's URL. Every 401 of a credential check names the matching document in its `WWW-Authenticate: Bearer ... resource_metadata="..."` challenge.
 */
export interface ProtectedResourceMetadata {
  /**
   * The resource identifier: the base URL (whole API) or `<base>/api/mcp` (MCP endpoint). Pass it as `resource` (RFC 8707) to the authorization and token endpoints; a token of this server works on REST, MCP and the SDK whichever of the three resources it names.
   */
  resource: string;
  /**
   * The one authorization server: this service's issuer (its base URL); its metadata is at `<issuer>/.well-known/oauth-authorization-server`.
   */
  authorization_servers: string[];
  /**
   * Every scope an app may ask for (the same list as the authorization server's).
   */
  scopes_supported: Scope[];
  /**
   * `["header"]`: send the token as `Authorization: Bearer <token>`; never in a query or body.
   */
  bearer_methods_supported: "header"[];
  /**
   * `Store Operations API`, or `Store Operations API (MCP)` for `/api/mcp`.
   */
  resource_name: string;
  /**
   * The API reference, `<base>/api/v1/reference`.
   */
  resource_documentation: string;
}

/**
 * The readiness probe's answer (`GET /readyz`): `ready` (HTTP 200) when no check is `down` or `draining` (a `degraded` Redis keeps it ready), else `not_ready` (HTTP 503).
 */
export interface Readiness {
  status: "ready" | "not_ready";
  checks: {
    process: ReadinessCheck;
    database: ReadinessCheck;
    migrations: ReadinessCheck;
    redis: ReadinessCheck;
  };
}

/**
 * One readiness check: `ok`; `down` (with `error`, a short reason such as `ECONNREFUSED`, never a connection string); `degraded` (`redis` configured but not answering, with `error`: the process still serves, counting rate limits in the process, so this is not a failure); `not_configured` (`redis` without `REDIS_URL`; not a failure); `draining` (`process` after SIGTERM).
 */
export interface ReadinessCheck {
  status: "ok" | "down" | "degraded" | "not_configured" | "draining";
  error?: string;
}

/**
 * The write that undoes the change.
 */
export interface Reversal {
  /**
   * Operation name to call, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * Its arguments.
   */
  arguments: {
    [key: string]: unknown;
  };
  /**
   * What the reversal does, for a person.
   */
  description: string;
}

/**
 * How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set.
 */
export type ReversibilityClass = "reversible" | "compensatable" | "irreversible";

/**
 * A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.
 */
export type Scope = "read" | "write" | "admin" | "catalog:read" | "catalog:write" | "ads:read" | "ads:write" | "analytics:read" | "analytics:write" | "merchant:read" | "merchant:write" | "orders:read" | "orders:write" | "cs:read" | "cs:write" | "promotions:read" | "promotions:write" | "costs:read" | "costs:write" | "automation:read" | "automation:write" | "research:read" | "research:write" | "reputation:read" | "reputation:write" | "disputes:read" | "disputes:write" | "creative:read" | "creative:write" | "finance:read" | "finance:write" | "admin:read" | "admin:write";

/**
 * What a gate (or the whole simulation) decides: `allow` (would go ahead), `require_approval` (would wait for an operator), `deny` (would be refused). Overall: `deny` if any gate denies, else `require_approval` if any gate requires it, else `allow`.
 */
export type SimulationDecision = "allow" | "deny" | "require_approval";

/**
 * What one gate would decide, and why.
 */
export interface SimulationGate {
  /**
   * `rules`: the store's enabled rules for this domain and action whose conditions hold on the facts. `ownership`: whether another credential owns the field (an active intent declaration). `spend_ceiling`: whether the action's `amount_cents` fits under the enabled spend ceilings.
   */
  gate: "rules" | "ownership" | "spend_ceiling";
  decision: SimulationDecision;
  /**
   * Why, for a person or a model (names the policy, intent or sums involved).
   */
  reason: string;
  /**
   * The deciding policy (rule or spend ceiling); null when none applied or for the ownership gate.
   */
  policy_id: string | null;
  /**
   * Ownership gate: the active intent declaration on the field; null otherwise.
   */
  intent_id: string | null;
}

/**
 * Risk tier. `read` answers and changes nothing; `auto_write` applies when the credential carries the write scope; `propose_write` creates an approval card and changes nothing until a person approves it in the dashboard.
 */
export type Tier = "read" | "auto_write" | "propose_write";
