/**
 * Markup of Controls: one panel per store switch (the kill switch; store automation), each with
 * its state, a required reason and the one button that flips it, and the agents table with each
 * agent's mode, a link to its page and the buttons that change it. Every form carries the CSRF
 * token and a one-time idempotency key, and posts to the selected store's prefix (`base`).
 */
import { submissionField } from './submission-once';
import type { AgentRow } from '@storeops/db';
import { when } from './format';
import { dataTable } from './table';
import { html, type SafeHtml } from './html';
import { csrfField } from './layout';

/** Controls below a store's path prefix (`/dashboard` or `/dashboard/stores/<id>`). */
export const controlsPath = (base: string): string => `${base}/controls`;
/** One agent's page below a store's path prefix. */
export const agentPath = (base: string, slug: string): string => `${base}/controls/agents/${encodeURIComponent(slug)}`;
export const REASON_MAX = 500;

/** A store-level switch run through one registry operation (`argument` is its boolean input). */
export interface StoreSwitch {
  slug: 'kill-switch' | 'automation';
  operation: 'set_kill_switch' | 'set_automation_enabled';
  argument: 'engaged' | 'enabled';
  heading: string;
  /** Badge and sentence for the switch's value. */
  on: { badge: string; text: string; button: string; hint: string; stops: boolean };
  off: { badge: string; text: string; button: string; hint: string; stops: boolean };
}

export const SWITCHES: readonly StoreSwitch[] = [
  {
    slug: 'kill-switch',
    operation: 'set_kill_switch',
    argument: 'engaged',
    heading: 'Kill switch',
    on: {
      badge: 'engaged',
      text: 'Automation applies nothing.',
      button: 'Release kill switch',
      hint: 'Releasing hands authority back to automation: it is recorded as an approval you give here, with a receipt.',
      stops: false,
    },
    off: {
      badge: 'released',
      text: 'Automation may act.',
      button: 'Engage kill switch',
      hint: 'Engaging stops automation immediately.',
      stops: true,
    },
  },
  {
    slug: 'automation',
    operation: 'set_automation_enabled',
    argument: 'enabled',
    heading: 'Store automation',
    on: {
      badge: 'on',
      text: 'The store’s agents may decide and apply.',
      button: 'Turn automation off',
      hint: 'Turning automation off applies immediately.',
      stops: true,
    },
    off: {
      badge: 'off',
      text: 'The store’s agents decide and apply nothing.',
      button: 'Turn automation on',
      hint: 'Turning automation on hands authority back: it is recorded as an approval you give here, with a receipt.',
      stops: false,
    },
  },
];

/** `available`: the operation is in the registry; otherwise the state is shown without a button. */
export function switchPanel(sw: StoreSwitch, value: boolean, csrf: string, available: boolean, base: string): SafeHtml {
  const side = value ? sw.on : sw.off;
  const id = `${sw.slug}-reason`;
  return html`<section class="panel" aria-labelledby="${sw.slug}-heading" data-switch="${sw.slug}" id="${sw.slug}">
    <h2 id="${sw.slug}-heading">${sw.heading}</h2>
    <p class="state"><span class="badge badge-${side.badge}">${side.badge}</span> ${side.text}</p>
    ${
      available
        ? html`<form method="post" action="${controlsPath(base)}/${sw.slug}" class="actions">
              ${csrfField(csrf)} ${submissionField()}
              <input type="hidden" name="${sw.argument}" value="${value ? 'false' : 'true'}" />
              <div>
                <label for="${id}">Reason</label>
                <input type="text" id="${id}" name="reason" required maxlength="${REASON_MAX}" />
              </div>
              <button type="submit" class="${side.stops ? 'danger' : 'primary'}">${side.button}</button>
            </form>
            <p class="hint">${side.hint}</p>`
        : null
    }
  </section>`;
}

/**
 * The buttons that change an agent's mode: "Switch to live" unless live, "Switch off" unless off.
 * `back`: `agent` makes the answer return to the agent's page instead of Controls.
 */
export function agentActions(a: AgentRow, csrf: string, base: string, back: 'controls' | 'agent' = 'controls'): SafeHtml {
  const action = (op: 'enable' | 'disable', text: string) =>
    html`<form method="post" action="${agentPath(base, a.slug)}/${op}">
      ${csrfField(csrf)} ${submissionField()} ${back === 'agent' ? html`<input type="hidden" name="back" value="agent" />` : null}
      <button type="submit" class="small${op === 'disable' ? ' danger' : ''}">${text}<span class="sr-only"> ${a.name}</span></button>
    </form>`;
  return html`<div class="actions">
    ${a.mode !== 'live' ? action('enable', 'Switch to live') : null} ${a.mode !== 'off' ? action('disable', 'Switch off') : null}
  </div>`;
}

export function agentsPanel(agents: AgentRow[], csrf: string, base: string): SafeHtml {
  const rows = agents.map(
    (a) =>
      html`<tr data-agent="${a.slug}">
        <th scope="row">
          <a href="${agentPath(base, a.slug)}">${a.name}</a><br /><code class="muted">${a.slug}</code><br />
          <a href="${agentPath(base, a.slug)}#decisions-heading" class="small-link"
            >Recent decisions<span class="sr-only"> of ${a.name}</span></a
          >
        </th>
        <td>${a.description}</td>
        <td><span class="badge badge-${a.mode}">${a.mode}</span></td>
        <td>${when(a.last_run_at)}</td>
        <td>${agentActions(a, csrf, base)}</td>
      </tr>`,
  );
  return html`<section class="panel" aria-labelledby="agents-heading" id="agents">
    <h2 id="agents-heading">Agents</h2>
    ${dataTable({ columns: ['Agent', 'What it does', 'Mode', 'Last run', 'Change'], rows })}
  </section>`;
}
