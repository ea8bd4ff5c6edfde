/**
 * One approval card as the operator sees it: title, status, the exact change (each item's
 * resource, field, before → after, exactly as stored on the card), amount, reversibility and how
 * to undo it, deadline, who asked; a requested card carries Approve and Reject (optional reason).
 */
import type { Types } from '@storeops/contract';
import { changeValue, money, relative, when } from './format';
import { html, type SafeHtml } from './html';
import { csrfField, notice } from './layout';

export const REASON_MAX = 500;

function changeTable(id: string, plan: Types.ChangePlan): SafeHtml {
  const rows = plan.changes.map(
    (c) =>
      html`<tr>
        <td><span class="muted">${c.resource_kind}</span> <code>${c.resource_ref}</code></td>
        <td><code>${c.field}</code></td>
        <td class="before"><code>${changeValue(c.before)}</code></td>
        <td class="arrow" aria-hidden="true">→</td>
        <td class="after"><code>${changeValue(c.after)}</code></td>
      </tr>`,
  );
  return html`<div class="scroll">
    <table class="change" aria-describedby="t-${id}">
      <caption>
        Exact change
      </caption>
      <thead>
        <tr>
          <th scope="col">Resource</th>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col"><span class="sr-only">to</span></th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
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
 * `base`: the selected store's path prefix (the decision forms post there).
 */
export function approvalCard(a: Types.Approval, o: { now: Date; csrf: string; requester: string; base: string }): SafeHtml {
  const pending = a.status === 'requested';
  const facts = [
    fact('Operation', a.operation === null ? 'App request' : html`<code>${a.operation}</code>`),
    fact('Amount', money(a.amount_cents, a.currency)),
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
        : html`${changeTable(a.id, a.change)}
          ${
            a.change.reversal === null
              ? html`<p class="hint">Cannot be undone by another write.</p>`
              : html`<p class="hint">Undo: ${a.change.reversal.description} (<code>${a.change.reversal.operation}</code>)</p>`
          }`
    }
    ${reason} ${pending ? decisionForms(a, o.csrf, o.base) : null}
  </article>`;
}
