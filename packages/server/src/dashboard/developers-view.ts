/**
 * Markup of Settings > Developers: the store's keys (label, kind, prefix, scopes, auto-apply,
 * allowlist, expiry, created, revoked) with Revoke and the auto-apply toggle, the "Mint a key"
 * form (errors next to their fields, `aria-invalid` + `aria-describedby`), and the one page that
 * shows a new key in clear.
 */
import { submissionField } from './submission-once';
import type { ApiKeyRow } from '@storeops/db';
import { toBool } from '@storeops/db';
import type { MintedKey } from '../auth/keys';
import { KNOWN_SCOPES } from '../auth/scopes';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { csrfField, notice } from './layout';
import { LABEL_MAX, type MintFormField, type MintFormValues } from './mint-form';

function keyStatus(k: ApiKeyRow, now: Date): SafeHtml {
  if (k.revoked_at !== null) return html`<span class="badge badge-revoked">revoked</span> ${when(k.revoked_at)}`;
  if (k.expires_at !== null && Date.parse(k.expires_at) <= now.getTime()) return html`<span class="badge badge-expired">expired</span>`;
  return html`<span class="badge badge-active">active</span>`;
}

function keyActions(k: ApiKeyRow, csrf: string): SafeHtml | null {
  if (k.revoked_at !== null) return null;
  const on = toBool(k.auto_apply);
  return html`<div class="actions">
    <form method="post" action="/dashboard/settings/developers/keys/${k.id}/auto-apply">
      ${csrfField(csrf)}
      <input type="hidden" name="auto_apply" value="${on ? 'off' : 'on'}" />
      <button type="submit" class="small">Turn auto-apply ${on ? 'off' : 'on'}<span class="sr-only"> for ${k.label}</span></button>
    </form>
    <form method="post" action="/dashboard/settings/developers/keys/${k.id}/revoke">
      ${csrfField(csrf)}
      <button type="submit" class="small danger">Revoke<span class="sr-only"> ${k.label}</span></button>
    </form>
  </div>`;
}

export function keysTable(keys: ApiKeyRow[], now: Date, csrf: string): SafeHtml {
  if (keys.length === 0) return html`<p class="muted">This store has no API keys yet.</p>`;
  const rows = keys.map((k) => {
    const allowlist = k.ip_allowlist === null ? [] : (JSON.parse(k.ip_allowlist) as string[]);
    return html`<tr data-key-id="${k.id}">
      <th scope="row">${k.label}</th>
      <td><span class="badge badge-${k.kind}">${k.kind}</span></td>
      <td class="nowrap"><code>${k.key_prefix}…</code></td>
      <td class="mono">${(JSON.parse(k.scopes) as string[]).join(', ')}</td>
      <td>${toBool(k.auto_apply) ? html`<span class="badge badge-on">on</span>` : html`<span class="muted">off</span>`}</td>
      <td class="mono">${allowlist.length === 0 ? html`<span class="muted">any address</span>` : allowlist.join(', ')}</td>
      <td>${k.expires_at === null ? html`<span class="muted">never</span>` : when(k.expires_at)}</td>
      <td>${when(k.created_at)}</td>
      <td>${keyStatus(k, now)}</td>
      <td>${keyActions(k, csrf)}</td>
    </tr>`;
  });
  return dataTable({
    caption: 'API keys of this store',
    columns: ['Label', 'Kind', 'Prefix', 'Scopes', 'Auto-apply', 'IP allowlist', 'Expires', 'Created', 'Status', 'Actions'],
    rows,
  });
}

type Errors = Partial<Record<MintFormField, string>>;

const invalid = (errors: Errors, f: MintFormField) =>
  errors[f] === undefined ? '' : html`aria-invalid="true" aria-describedby="err-${f}"`;
const errorText = (errors: Errors, f: MintFormField) =>
  errors[f] === undefined ? null : html`<p class="error-text" id="err-${f}">${errors[f]}</p>`;

export const EMPTY_FORM: MintFormValues = { label: '', kind: 'live', scopes: [], autoApply: false, ipAllowlist: '', expiry: '30d' };

export function mintForm(v: MintFormValues, errors: Errors, csrf: string): SafeHtml {
  const messages = Object.values(errors);
  const scopeBox = (s: string) => {
    const id = `scope-${s.replace(':', '-')}`;
    return html`<label for="${id}"
      ><input type="checkbox" id="${id}" name="scopes" value="${s}" ${v.scopes.includes(s) ? html`checked` : ''} /> ${s}</label
    >`;
  };
  const kindRadio = (k: string, text: string) =>
    html`<label class="inline"><input type="radio" name="kind" value="${k}" ${v.kind === k ? html`checked` : ''} /> ${text}</label>`;
  return html`<form method="post" action="/dashboard/settings/developers/keys" class="panel" novalidate>
    ${csrfField(csrf)} ${submissionField()}
    ${
      messages.length === 0
        ? null
        : notice(
            'error',
            html`Nothing was created. Fix these fields:
              <ul>
                ${messages.map((m) => html`<li>${m}</li>`)}
              </ul>`,
          )
    }
    <div class="field">
      <label for="label">Label</label>
      <input type="text" id="label" name="label" maxlength="${LABEL_MAX}" value="${v.label}" ${invalid(errors, 'label')} />
      ${errorText(errors, 'label')}
    </div>
    <fieldset ${invalid(errors, 'kind')}>
      <legend>Kind</legend>
      ${kindRadio('live', 'Live: acts on this store')}
      ${kindRadio(
        'sandbox',
        'Sandbox: a private copy of the demo store; its writes apply to the copy only (switch to it in the store menu); at most 7 days',
      )}
      ${errorText(errors, 'kind')}
    </fieldset>
    <fieldset ${invalid(errors, 'scopes')}>
      <legend>Scopes</legend>
      <div class="checks">${KNOWN_SCOPES.map(scopeBox)}</div>
      <p class="hint">read / write / admin are bundles; each <code>group:action</code> scope is one resource and one action.</p>
      ${errorText(errors, 'scopes')}
    </fieldset>
    <div class="field">
      <label class="inline"><input type="checkbox" name="auto_apply" value="on" ${v.autoApply ? html`checked` : ''} /> Auto-apply</label>
      <p class="hint">
        Proposed writes by this key apply at once, with a receipt. Writes that hand authority back to automation still wait for an operator.
      </p>
    </div>
    <div class="field">
      <label for="ip_allowlist">IP allowlist <span class="muted">(optional)</span></label>
      <input
        type="text"
        id="ip_allowlist"
        name="ip_allowlist"
        value="${v.ipAllowlist}"
        placeholder="203.0.113.0/24, 2001:db8::/32"
        ${invalid(errors, 'ip_allowlist')}
      />
      <p class="hint">
        Comma-separated addresses or CIDR ranges; empty allows any address. Elsewhere the key answers 401 address_not_allowed.
      </p>
      ${errorText(errors, 'ip_allowlist')}
    </div>
    <div class="field">
      <label for="expiry">Expires after <span class="muted">(optional)</span></label>
      <input type="text" id="expiry" name="expiry" value="${v.expiry}" placeholder="30d" ${invalid(errors, 'expiry')} />
      <p class="hint">e.g. 30d, 12h, 15m. Empty: never (live) or 7 days (sandbox).</p>
      ${errorText(errors, 'expiry')}
    </div>
    <button type="submit" class="primary">Mint key</button>
  </form>`;
}

export function mintedView(key: MintedKey): SafeHtml {
  return html`${notice(
      'warn',
      html`<strong>Copy this key now.</strong> It is shown only this once: StoreOps keeps only its hash and cannot show it again. If it is
        lost, revoke it and mint another.`,
    )}
    <div class="panel">
      <label for="new-key">Your new ${key.kind} key “${key.label}”</label>
      <input type="text" id="new-key" class="secret" readonly value="${key.key}" />
      <dl class="facts">
        <div>
          <dt>Scopes</dt>
          <dd class="mono">${key.scopes.join(', ')}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>${key.expires_at === null ? 'never' : when(key.expires_at)}</dd>
        </div>
        <div>
          <dt>Use it as</dt>
          <dd><code>Authorization: Bearer &lt;key&gt;</code></dd>
        </div>
      </dl>
    </div>
    ${
      key.kind === 'sandbox'
        ? html`<p>
            This key works on its own sandbox copy of the demo store. Its approval cards wait there:
            <a href="/dashboard/stores/${key.store_id}/approvals">open the sandbox copy</a> (also in the store menu at the top).
          </p>`
        : null
    }
    <p><a class="button" href="/dashboard/settings/developers">I have copied it: back to Settings > Developers</a></p>`;
}
