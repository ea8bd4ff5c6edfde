/**
 * The "Mint a key" form of Settings > Developers, parsed and validated before anything is
 * created. Each problem names its field; the form is shown again with what was typed.
 * - label: 1..100 characters;
 * - kind: `live` or `sandbox`;
 * - scopes: at least one, each a known scope (auth/scopes.ts);
 * - auto_apply: checkbox;
 * - ip_allowlist: comma- or space-separated IP addresses or CIDR ranges, at most 20; empty = any address;
 * - expiry: `30d`, `12h`, `15m`, `3600s`; empty = never (live) or 7 days (sandbox, which lives at most 7 days).
 */
import { parseCidr } from '../auth/allowlist';
import { parseDuration, SANDBOX_MAX_SECONDS, type KeyKind } from '../auth/keys';
import { KNOWN_SCOPES } from '../auth/scopes';
import { field, fields } from './context';

export const LABEL_MAX = 100;
export const ALLOWLIST_MAX = 20;

/** What was typed, echoed back into the form. */
export interface MintFormValues {
  label: string;
  kind: string;
  scopes: string[];
  autoApply: boolean;
  ipAllowlist: string;
  expiry: string;
}

export interface MintRequest {
  label: string;
  kind: KeyKind;
  scopes: string[];
  autoApply: boolean;
  ipAllowlist: string[] | undefined;
  expiresInSeconds: number | undefined;
}

export type MintFormField = 'label' | 'kind' | 'scopes' | 'ip_allowlist' | 'expiry';

export type MintFormResult =
  | { ok: true; request: MintRequest; values: MintFormValues }
  | { ok: false; errors: Partial<Record<MintFormField, string>>; values: MintFormValues };

export function readMintForm(body: unknown): MintFormValues {
  return {
    label: field(body, 'label'),
    kind: field(body, 'kind'),
    scopes: fields(body, 'scopes'),
    autoApply: field(body, 'auto_apply') === 'on',
    ipAllowlist: field(body, 'ip_allowlist'),
    expiry: field(body, 'expiry'),
  };
}

export function parseMintForm(body: unknown): MintFormResult {
  const values = readMintForm(body);
  const errors: Partial<Record<MintFormField, string>> = {};
  if (values.label.length === 0 || values.label.length > LABEL_MAX)
    errors.label = `Label: give the key a name of 1 to ${LABEL_MAX} characters.`;
  const kind = values.kind === 'live' || values.kind === 'sandbox' ? values.kind : null;
  if (kind === null) errors.kind = 'Kind: choose live or sandbox.';
  const unknown = values.scopes.filter((s) => !KNOWN_SCOPES.includes(s));
  if (values.scopes.length === 0) errors.scopes = 'Scopes: choose at least one scope.';
  else if (unknown.length > 0) errors.scopes = `Scopes: unknown scope ${unknown.join(', ')}.`;
  const cidrs = values.ipAllowlist.split(/[\s,]+/).filter((c) => c !== '');
  if (cidrs.length > ALLOWLIST_MAX) errors.ip_allowlist = `IP allowlist: at most ${ALLOWLIST_MAX} entries (got ${cidrs.length}).`;
  for (const cidr of cidrs) {
    if (errors.ip_allowlist !== undefined) break;
    try {
      parseCidr(cidr);
    } catch (err) {
      errors.ip_allowlist = `IP allowlist: ${(err as Error).message}.`;
    }
  }
  let seconds: number | undefined;
  if (values.expiry !== '') {
    try {
      seconds = parseDuration(values.expiry);
      if (seconds <= 0) errors.expiry = 'Expiry: must be at least 1 second.';
      else if (kind === 'sandbox' && seconds > SANDBOX_MAX_SECONDS) errors.expiry = 'Expiry: a sandbox key lives at most 7 days (7d).';
    } catch {
      errors.expiry = `Expiry: '${values.expiry}' is not a duration (use e.g. 30d, 12h, 15m, 3600s).`;
    }
  }
  if (Object.keys(errors).length > 0 || kind === null) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    request: {
      label: values.label,
      kind,
      scopes: [...new Set(values.scopes)],
      autoApply: values.autoApply,
      ipAllowlist: cidrs.length === 0 ? undefined : cidrs,
      expiresInSeconds: seconds,
    },
  };
}
