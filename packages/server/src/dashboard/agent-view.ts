/**
 * Markup of one agent's page, `<store prefix>/controls/agents/<slug>` (the `dashboard_url` of
 * `get_store_overview`'s `turn_it_on`): the agent's name, slug and description, its mode with the
 * buttons that change it (the same forms as the Controls agents table, returning here), when it
 * last ran, and its most recent decisions (newest first: when, action, subject, state change,
 * bucket, applied).
 */
import type { AgentRow, DecisionRow } from '@storeops/db';
import { toBool } from '@storeops/db';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { agentActions, controlsPath } from './controls-view';

/** Decisions shown on an agent's page. */
export const RECENT_DECISIONS = 20;

function decisionsTable(decisions: DecisionRow[]): SafeHtml {
  if (decisions.length === 0) return html`<p class="muted">This agent has made no decisions yet.</p>`;
  const rows = decisions.map(
    (d) =>
      html`<tr data-decision-id="${d.id}">
        <td class="nowrap">${when(d.created_at)}</td>
        <td><code>${d.action}</code></td>
        <td class="wrap">${d.handle ?? d.subject}</td>
        <td class="nowrap">${d.from_state ?? '—'} <span class="arrow" aria-label="to">→</span> ${d.to_state ?? '—'}</td>
        <td><span class="badge badge-${d.bucket}">${d.bucket}</span></td>
        <td>${toBool(d.applied) ? html`yes ${when(d.applied_at)}` : html`<span class="muted">no</span>`}</td>
      </tr>`,
  );
  return dataTable({
    caption: 'Recent decisions, newest first',
    columns: ['When', 'Action', 'Subject', 'Change', 'Bucket', 'Applied'],
    rows,
  });
}

export function agentView(a: AgentRow, decisions: DecisionRow[], o: { csrf: string; base: string; top: SafeHtml | null }): SafeHtml {
  return html`${o.top}
    <p><a href="${controlsPath(o.base)}#agents">‹ All agents</a></p>
    <section class="panel" aria-labelledby="mode-heading" data-agent="${a.slug}">
      <h2 id="mode-heading">Mode</h2>
      <p class="state"><span class="badge badge-${a.mode}">${a.mode}</span> ${a.description}</p>
      <dl class="facts">
        <div>
          <dt>Slug</dt>
          <dd><code>${a.slug}</code></dd>
        </div>
        <div>
          <dt>Last run</dt>
          <dd>${when(a.last_run_at)}</dd>
        </div>
      </dl>
      ${agentActions(a, o.csrf, o.base, 'agent')}
      <p class="hint">
        Switching off applies at once. Switching to live hands authority back to automation: it is recorded as an approval you give here,
        with a receipt.
      </p>
    </section>
    <section class="panel" aria-labelledby="decisions-heading">
      <h2 id="decisions-heading">Recent decisions</h2>
      ${decisionsTable(decisions)}
    </section>`;
}
