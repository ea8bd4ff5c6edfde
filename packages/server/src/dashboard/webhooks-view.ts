/**
 * Markup of Settings > Developers > Webhooks (see webhooks.ts): the tabs of Settings > Developers,
 * the store's subscriptions (endpoint, events, state and why, failures, a Re-enable button for a
 * disabled or unsubscribed one, a link to its deliveries), and the selected subscription's recent
 * deliveries (event, state, attempts, last response code, latency, next retry or finish, each
 * attempt, a Redeliver button for a finished delivery of an active subscription). Every form
 * carries the CSRF token and a one-time idempotency key and posts to the selected store's prefix.
 */
import type { Types } from '@storeops/contract';
import { submissionField } from './submission-once';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { csrfField } from './layout';

/** The Webhooks page below a store's path prefix (`/dashboard` or `/dashboard/stores/<id>`). */
export const WEBHOOKS_PATH = '/settings/developers/webhooks';
export const webhooksPath = (base: string): string => `${base}${WEBHOOKS_PATH}`;

/** The tabs of Settings > Developers: API keys (the operator's own store) and Webhooks (the selected store). */
export function developerTabs(current: 'keys' | 'webhooks', base: string): SafeHtml {
  const tab = (id: 'keys' | 'webhooks', href: string, text: string) =>
    html`<li><a href="${href}" ${id === current ? html`aria-current="page"` : ''}>${text}</a></li>`;
  return html`<nav aria-label="Developer settings">
    <ul class="tabs">
      ${tab('keys', '/dashboard/settings/developers', 'API keys')} ${tab('webhooks', webhooksPath(base), 'Webhooks')}
    </ul>
  </nav>`;
}

function events(s: Types.WebhookSubscription): SafeHtml {
  const filter =
    s.event_types === null
      ? html`<span class="muted">every type its scopes may read</span>`
      : html`<code>${s.event_types.join(', ')}</code>`;
  return html`${filter}<br /><span class="hint">receives ${s.receives.length} type${s.receives.length === 1 ? '' : 's'}</span>`;
}

function reEnable(s: Types.WebhookSubscription, csrf: string, base: string): SafeHtml | null {
  if (s.state === 'active') return null;
  return html`<form method="post" action="${webhooksPath(base)}/${s.id}/enable">
    ${csrfField(csrf)} ${submissionField()}
    <button type="submit" class="small primary">Re-enable<span class="sr-only"> ${s.url}</span></button>
  </form>`;
}

/** The subscriptions table; `selected` is the one whose deliveries are shown. */
export function subscriptionsTable(
  subs: readonly Types.WebhookSubscription[],
  entities: ReadonlyMap<string, string>,
  selected: string | null,
  csrf: string,
  base: string,
): SafeHtml {
  if (subs.length === 0) {
    return html`<p class="muted">
      This store has no webhook subscriptions. Create one with <code>POST /api/v1/subscriptions</code> (operation
      <code>subscription_create</code>).
    </p>`;
  }
  const rows = subs.map(
    (s) =>
      html`<tr data-subscription-id="${s.id}" ${s.id === selected ? html`class="selected"` : ''}>
        <th scope="row" class="wrap">
          <code>${s.url}</code>${s.description === null ? null : html`<br /><span class="muted">${s.description}</span>`}
        </th>
        <td>${s.kind === 'store' ? 'store' : html`finance: ${entities.get(s.entity_id ?? '') ?? s.entity_id}`}</td>
        <td>${events(s)}</td>
        <td>
          <span class="badge badge-${s.state}">${s.state}</span>${
            s.state_reason === null ? null : html`<br /><span class="hint" data-field="state_reason">${s.state_reason}</span>`
          }
        </td>
        <td>${s.consecutive_failures}</td>
        <td>${when(s.created_at)}</td>
        <td>
          <div class="actions">
            <a href="${webhooksPath(base)}?subscription=${s.id}#deliveries-heading" class="small-link"
              >Deliveries<span class="sr-only"> of ${s.url}</span></a
            >
            ${reEnable(s, csrf, base)}
          </div>
        </td>
      </tr>`,
  );
  return dataTable({
    caption: 'Webhook subscriptions of this store',
    columns: ['Endpoint', 'Kind', 'Events', 'State', 'Failures in a row', 'Created', 'Actions'],
    rows,
  });
}

function attemptsList(d: Types.WebhookDelivery): SafeHtml | null {
  if (d.attempt_log.length === 0) return null;
  const items = d.attempt_log.map(
    (a) =>
      html`<li>
        #${a.attempt} ${when(a.started_at, true)}:
        ${a.status_code === null ? html`<span class="muted">no answer</span>` : `HTTP ${a.status_code}`}${
          a.latency_ms === null ? null : ` in ${Math.round(a.latency_ms)} ms`
        }
        (${a.outcome})${a.error === null ? null : html` <span class="mono">${a.error}</span>`}
      </li>`,
  );
  return html`<details>
    <summary>${d.attempt_log.length} attempt${d.attempt_log.length === 1 ? '' : 's'}</summary>
    <ul>
      ${items}
    </ul>
  </details>`;
}

function redeliver(d: Types.WebhookDelivery, sub: Types.WebhookSubscription, csrf: string, base: string): SafeHtml | null {
  if (d.state === 'pending') return html`<span class="hint">being sent</span>`;
  if (sub.state !== 'active') return html`<span class="hint">re-enable the endpoint to redeliver</span>`;
  return html`<form method="post" action="${webhooksPath(base)}/deliveries/${d.id}/redeliver">
    ${csrfField(csrf)} ${submissionField()}
    <input type="hidden" name="subscription" value="${sub.id}" />
    <button type="submit" class="small">Redeliver<span class="sr-only"> ${d.event_type} ${d.event_id}</span></button>
  </form>`;
}

/** The selected subscription's recent deliveries. */
export function deliveriesTable(
  sub: Types.WebhookSubscription,
  deliveries: readonly Types.WebhookDelivery[],
  csrf: string,
  base: string,
): SafeHtml {
  if (deliveries.length === 0) return html`<p class="muted">No deliveries to <code>${sub.url}</code> yet.</p>`;
  const rows = deliveries.map(
    (d) =>
      html`<tr data-delivery-id="${d.id}">
        <th scope="row">
          <code>${d.event_type}</code><br /><span class="mono muted">${d.event_id}</span>${
            d.redelivery_of === null ? null : html`<br /><span class="hint">redelivery</span>`
          }
        </th>
        <td><span class="badge badge-${d.state}">${d.state}</span></td>
        <td>${d.attempts}</td>
        <td data-field="status">${d.last_status_code === null ? html`<span class="muted">—</span>` : d.last_status_code}</td>
        <td data-field="latency">
          ${d.last_latency_ms === null ? html`<span class="muted">—</span>` : `${Math.round(d.last_latency_ms)} ms`}
        </td>
        <td>
          ${d.state === 'pending' ? html`next attempt ${when(d.next_attempt_at, true)}` : when(d.finished_at, true)}${
            d.last_error === null ? null : html`<br /><span class="mono hint">${d.last_error}</span>`
          }
          ${attemptsList(d)}
        </td>
        <td>${redeliver(d, sub, csrf, base)}</td>
      </tr>`,
  );
  return dataTable({
    caption: html`Recent deliveries to ${sub.url}`,
    columns: ['Event', 'State', 'Attempts', 'Response', 'Latency', 'When', 'Actions'],
    rows,
  });
}
