/**
 * Controls, `<store prefix>/controls` (seed: Risk tiers rule 2, States and transitions): the kill
 * switch, store automation and the store's agents, each agent with its own page
 * (`<store prefix>/controls/agents/<slug>`: mode, recent decisions, the same buttons). Works on the
 * selected store (the operator's own or a sandbox copy; session.ts `selectStore`). Every change
 * runs through the one invoke core (`Invoker.invoke`, surface `dashboard`) with the operator's
 * pseudo-credential, so it passes the same gates and leaves the same receipt, card and events as
 * over the API:
 * - stopping (engaging the kill switch, `set_kill_switch` engaged: true; turning automation off,
 *   `set_automation_enabled` enabled: false; switching an agent off, `disable_automation`) applies
 *   at once;
 * - handing authority back (releasing, turning on, switching an agent to live with
 *   `enable_automation`) makes the core answer `proposed` with an approval card; the operator
 *   pressing the button is the person approving, so the card is approved at once through
 *   `Invoker.decideApproval` (re-validated, applied, receipt, `approval.decided`): one code path,
 *   whoever asks.
 * Each form carries a one-time idempotency key, so a double submit applies once.
 */
import type { Request, Response, Router } from 'express';
import { toBool, type AgentRow, type DecisionRow } from '@storeops/db';
import type { ServiceError } from '../errors';
import { state } from '../http/pipeline';
import { agentView, RECENT_DECISIONS } from './agent-view';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { REASON_MAX, SWITCHES, agentPath, agentsPanel, controlsPath, switchPanel, type StoreSwitch } from './controls-view';
import { writeAsOperator } from './as-operator';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { signed, type Signed } from './session';

const NOTICES: Record<string, SafeHtml> = {
  'kill-switch_on': notice('ok', 'Kill switch engaged: automation applies nothing until it is released.'),
  'kill-switch_off': notice('ok', 'Kill switch released: automation may act again. The release is recorded with a receipt.'),
  automation_on: notice('ok', 'Store automation turned on. The change is recorded with a receipt.'),
  automation_off: notice('ok', 'Store automation turned off: the store’s agents apply nothing until it is turned on.'),
  agent_on: notice('ok', 'Agent switched to live.'),
  agent_off: notice('ok', 'Agent switched off.'),
  repeated: notice('warn', 'That form was already submitted; it was applied once.'),
};

async function show(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  ctx: Signed,
  status: number,
  top: SafeHtml | null,
  code?: ServiceError['code'],
) {
  const store = await deps.db('stores').where({ id: ctx.store.id }).first('kill_switch_engaged', 'automation_enabled');
  const agents: AgentRow[] = await deps.db('agents').where({ store_id: ctx.store.id }).orderBy('name');
  const value = (sw: StoreSwitch) => toBool(sw.argument === 'engaged' ? store.kill_switch_engaged : store.automation_enabled);
  const panels = SWITCHES.map((sw) => switchPanel(sw, value(sw), ctx.csrfToken, deps.invoker.get(sw.operation) !== undefined, ctx.base));
  const body = html`${top} ${panels} ${agentsPanel(agents, ctx.csrfToken, ctx.base)}`;
  await sendPage(deps, req, res, status, page(ctx.frame, 'controls', 'Controls', body), code);
}

/** The agent's page (404 in the frame when the store has no agent with that slug). */
async function showAgent(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  slug: string,
  status: number,
  top: SafeHtml | null,
  code?: ServiceError['code'],
) {
  const ctx = signed(res);
  const agent: AgentRow | undefined = await deps.db('agents').where({ store_id: ctx.store.id, slug }).first();
  if (agent === undefined) {
    const body = html`<p>This store has no agent <code>${slug}</code>.</p>
      <p><a href="${controlsPath(ctx.base)}#agents">See the store’s agents</a></p>`;
    await sendPage(deps, req, res, 404, page(ctx.frame, 'controls', 'Agent not found', body), 'not_found');
    return;
  }
  const decisions: DecisionRow[] = await deps
    .db('decisions')
    .where({ store_id: ctx.store.id, agent: slug })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_DECISIONS);
  const body = agentView(agent, decisions, { csrf: ctx.csrfToken, base: ctx.base, top });
  await sendPage(deps, req, res, status, page(ctx.frame, 'controls', agent.name, body), code);
}

/**
 * Runs one operation through the invoke core as the operator on the selected store; a `proposed`
 * answer (handing authority back) is approved at once by this operator, who just asked for it. A
 * refusal is shown by `refused` (its status, message and code) and answers null.
 */
export async function runAsOperator(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  name: string,
  args: Record<string, unknown>,
  refused: (status: number, message: SafeHtml, code?: ServiceError['code']) => Promise<void>,
): Promise<{ replayed: boolean } | null> {
  const ctx = signed(res);
  const s = state(res);
  const outcome = await writeAsOperator(deps, req, res, name, args);
  if (!outcome.ok) {
    await refused(outcome.error.status, notice('error', outcome.error.message), outcome.error.code);
    return null;
  }
  if (outcome.replayed === true) return { replayed: true };
  const result = outcome.result as Record<string, unknown>;
  if (result.status === 'proposed') {
    const approvalId = String(result.approval_id);
    s.subjectRef = `approval:${approvalId}`;
    const decided = await deps.invoker.decideApproval({
      store: ctx.store,
      operator: { id: ctx.operator.id, email: ctx.operator.email },
      approvalId,
      decision: 'approve',
      requestId: s.requestId,
      now: deps.now(),
    });
    if (decided.status !== 'approved') {
      await refused(409, notice('error', `Not applied (${decided.status}): ${decided.reason ?? ''}`));
      return null;
    }
  }
  return { replayed: false };
}

async function flip(deps: DashboardDeps, req: Request, res: Response, sw: StoreSwitch): Promise<void> {
  const ctx = signed(res);
  const to = field(req.body, sw.argument) === 'true';
  const reason = field(req.body, 'reason');
  state(res).operation = sw.operation;
  const refused = (status: number, message: SafeHtml, code?: ServiceError['code']) => show(deps, req, res, ctx, status, message, code);
  if (reason === '' || reason.length > REASON_MAX) {
    await refused(400, notice('error', `Reason: say why, in 1 to ${REASON_MAX} characters. Nothing was changed.`), 'invalid_request');
    return;
  }
  const done = await runAsOperator(deps, req, res, sw.operation, { [sw.argument]: to, reason }, refused);
  if (done === null) return;
  await redirect(deps, req, res, `${controlsPath(ctx.base)}?notice=${done.replayed ? 'repeated' : `${sw.slug}_${to ? 'on' : 'off'}`}`);
}

export function registerControls(router: Router, deps: DashboardDeps): void {
  router.get('/controls', async (req, res) => {
    const key = typeof req.query.notice === 'string' ? req.query.notice : '';
    await show(deps, req, res, signed(res), 200, NOTICES[key] ?? null);
  });

  for (const sw of SWITCHES) {
    router.post(`/controls/${sw.slug}`, async (req, res) => {
      if (deps.invoker.get(sw.operation) === undefined) {
        await show(deps, req, res, signed(res), 404, notice('error', 'This control is not available.'), 'not_found');
        return;
      }
      await flip(deps, req, res, sw);
    });
  }

  router.get('/controls/agents/:slug', async (req, res) => {
    const key = typeof req.query.notice === 'string' ? req.query.notice : '';
    await showAgent(deps, req, res, String(req.params.slug), 200, NOTICES[key] ?? null);
  });

  router.post('/controls/agents/:slug/:action', async (req, res) => {
    const ctx = signed(res);
    const slug = String(req.params.slug);
    const action = req.params.action;
    const toAgent = field(req.body, 'back') === 'agent';
    if (action !== 'enable' && action !== 'disable') {
      await show(deps, req, res, ctx, 404, notice('error', 'No such control.'), 'not_found');
      return;
    }
    const refused = (status: number, message: SafeHtml, code?: ServiceError['code']) =>
      toAgent ? showAgent(deps, req, res, slug, status, message, code) : show(deps, req, res, ctx, status, message, code);
    const done = await runAsOperator(deps, req, res, `${action}_automation`, { agent: slug }, refused);
    if (done === null) return;
    const to = toAgent ? agentPath(ctx.base, slug) : controlsPath(ctx.base);
    await redirect(deps, req, res, `${to}?notice=${done.replayed ? 'repeated' : action === 'enable' ? 'agent_on' : 'agent_off'}`);
  });
}
