/**
 * One approval card as the operator sees it: title, status, the exact change (each item's
 * resource, field, before → after, exactly as stored on the card), amount, reversibility and how
 * to undo it, deadline, who asked; a requested card carries Approve and Reject (optional reason).
 * A resource is named as a person knows it (a variant by SKU and title, a product by title and
 * handle; its id stays in `data-resource-ref`), the amount is signed when it is the change's net
 * difference (a price cut shows `−4.00 EUR`), dates are in the operator's locale and the store's
 * time zone, and operation names wrap only after an underscore.
 */
import { toMinor, type Types } from '@storeops/contract';
import { changeValue, localWhen, money, operationName, relative, signedMoney, type DateDisplay } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { csrfField, notice } from './layout';

export const REASON_MAX = 500;

/** How a resource is named on a card: by `resource_ref`, e.g. a variant's SKU and title. */
export type ResourceNames = ReadonlyMap<string, { name: string; detail: string | null }>;

function resource(c: Types.ChangeItem, names: ResourceNames): SafeHtml {
  const known = names.get(`${c.resource_kind}:${c.resource_ref}`);
  if (known === undefined) return html`<span class="muted">${c.resource_kind}</span> <code>${c.resource_ref}</code>`;
  return html`<span data-resource-ref="${c.resource_ref}"
    ><span class="muted">${c.resource_kind}</span> <strong>${known.name}</strong>${
      known.detail === null ? null : html` ${known.detail}`
    }</span
  >`;
}

/**
 * The card's amount: signed when the change's numeric before → after values add up to exactly
 * `amount_cents` in size (a price cut `−4.00 EUR`, a rise `+4.00 EUR`), else as stored.
 */
export function cardAmount(a: Pick<Types.Approval, 'amount_cents' | 'currency' | 'change'>): string {
  if (a.amount_cents === null || a.change === null || a.change.changes.length === 0) return money(a.amount_cents, a.currency);
  let net = 0;
  for (const c of a.change.changes) {
    if (typeof c.before !== 'number' || typeof c.after !== 'number') return money(a.amount_cents, a.currency);
    net += toMinor(c.after, a.currency ?? '') - toMinor(c.before, a.currency ?? '');
  }
  return Math.abs(net) === a.amount_cents && net !== 0 ? signedMoney(net, a.currency) : money(a.amount_cents, a.currency);
}

function changeTable(id: string, plan: Types.ChangePlan, names: ResourceNames): SafeHtml {
  const rows = plan.changes.map(
    (c) =>
      html`<tr>
        <td>${resource(c, names)}</td>
        <td><code>${c.field}</code></td>
        <td class="before"><code>${changeValue(c.before)}</code></td>
        <td class="arrow" aria-hidden="true">→</td>
        <td class="after"><code>${changeValue(c.after)}</code></td>
      </tr>`,
  );
  return dataTable({
    caption: 'Exact change',
    captionShown: true,
    columns: ['Resource', 'Field', 'Before', html`<span class="sr-only">to</span>`, 'After'],
    rows,
    className: 'change',
    describedBy: `t-${id}`,
  });
}

function fact(term: string, value: SafeHtml | string): SafeHtml {
  return html`<div>
    <dt>${term}</dt>
    <dd>${value}</dd>
  </div>`;
}

function decisionForms(a: Types.Approval, csrf: string, base: string): SafeHtml {
  return html`<div class="actions">
    <form method="post" action="${base}/approvals/${a.id}/approve">
      ${csrfField(csrf)}
      <button type="submit" class="primary" aria-describedby="t-${a.id}">Approve</button>
    </form>
    <form method="post" action="${base}/approvals/${a.id}/reject">
      ${csrfField(csrf)}
      <div>
        <label for="reason-${a.id}">Reason for rejecting <span class="muted">(optional)</span></label>
        <input type="text" id="reason-${a.id}" name="reason" maxlength="${REASON_MAX}" />
      </div>
      <button type="submit" class="danger" aria-describedby="t-${a.id}">Reject</button>
    </form>
  </div>`;
}

/**
 * `requester`: a readable name for `requested_by` (key label and prefix, or operator email);
 * `base`: the selected store's path prefix (the decision forms post there); `resources`: names of
 * the changed resources by `<kind>:<ref>`; `dates`: the operator's locale and the time zone.
 */
export function approvalCard(
  a: Types.Approval,
  o: { now: Date; csrf: string; requester: string; base: string; resources: ResourceNames; dates: DateDisplay },
): SafeHtml {
  const pending = a.status === 'requested';
  const when = (iso: string | null) => localWhen(iso, o.dates);
  const facts = [
    fact('Operation', a.operation === null ? 'App request' : operationName(a.operation)),
    fact('Amount', cardAmount(a)),
    fact('Reversibility', a.reversibility_class),
    fact(
      'Deadline',
      pending ? html`${when(a.expires_at)} <span class="muted">(${relative(a.expires_at, o.now)})</span>` : when(a.expires_at),
    ),
    fact('Requested by', o.requester),
    fact('Requested', when(a.created_at)),
    !pending && a.decided_by !== null && fact('Decided by', a.decided_by),
    !pending && a.decided_at !== null && fact('Decided', when(a.decided_at)),
    a.receipt_id !== null && fact('Receipt', html`<code>${a.receipt_id}</code>`),
  ];
  const reason = a.reason === null ? null : notice(a.status === 'failed' ? 'error' : 'warn', html`<strong>Reason:</strong> ${a.reason}`);
  return html`<article
    class="card${pending ? ' pending' : ''}"
    data-approval-id="${a.id}"
    data-status="${a.status}"
    aria-labelledby="t-${a.id}"
  >
    <header>
      <h3 id="t-${a.id}">${a.title}</h3>
      <span class="badge badge-${a.status}">${a.status}</span>
    </header>
    <dl class="facts">${facts}</dl>
    ${
      a.change === null
        ? html`<p class="hint">An app asks for this decision; approving it changes nothing in the store by itself.</p>`
        : html`${changeTable(a.id, a.change, o.resources)}
          ${
            a.change.reversal === null
              ? html`<p class="hint">Cannot be undone by another write.</p>`
              : html`<p class="hint">Undo: ${a.change.reversal.description} (${operationName(a.change.reversal.operation)})</p>`
          }`
    }
    ${reason} ${pending ? decisionForms(a, o.csrf, o.base) : null}
  </article>`;
}
