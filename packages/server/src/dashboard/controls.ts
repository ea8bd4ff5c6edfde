/**
 * Controls, `/dashboard/controls` (seed: Risk tiers rule 2, States and transitions): the kill
 * switch, store automation and the store's agents. Every change runs through the one invoke core
 * (`Invoker.invoke`, surface `dashboard`) with the operator's pseudo-credential, so it passes the
 * same gates and leaves the same receipt, card and events as over the API:
 * - stopping (engaging the kill switch, `set_kill_switch` engaged: true; turning automation off,
 *   `set_automation_enabled` enabled: false) applies at once;
 * - handing authority back (releasing, turning on) makes the core answer `proposed` with an
 *   approval card; the operator pressing the button is the person approving, so the card is
 *   approved at once through `Invoker.decideApproval` (re-validated, applied, receipt,
 *   `approval.decided`): one code path, whoever asks;
 * - agents: `enable_automation` (mode live) / `disable_automation` (mode off), automatic writes.
 * Each form carries a one-time idempotency key, so a double submit applies once.
 */
import type { Request, Response, Router } from 'express';
import { toBool, type AgentRow } from '@storeops/db';
import type { ServiceError } from '../errors';
import { state } from '../http/pipeline';
import { field, redirect, sendPage, type DashboardDeps } from './context';
import { PATH, REASON_MAX, SWITCHES, agentsPanel, switchPanel, type StoreSwitch } from './controls-view';
import { html, type SafeHtml } from './html';
import { notice, page } from './layout';
import { operatorCredential, signed, type Signed } from './session';

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
  const panels = SWITCHES.map((sw) => switchPanel(sw, value(sw), ctx.csrfToken, deps.invoker.get(sw.operation) !== undefined));
  const body = html`${top} ${panels} ${agentsPanel(agents, ctx.csrfToken)}`;
  await sendPage(deps, req, res, status, page(ctx.frame, 'controls', 'Controls', body), code);
}

/** Runs one operation through the invoke core as the operator; a refusal shows the page with its message. */
async function invokeAsOperator(deps: DashboardDeps, req: Request, res: Response, name: string, args: Record<string, unknown>) {
  const ctx = signed(res);
  const s = state(res);
  s.operation = name;
  const key = field(req.body, 'idempotency_key');
  const outcome = await deps.invoker.invoke(name, args, {
    credential: operatorCredential(ctx.operator),
    store: ctx.store,
    requestId: s.requestId,
    surface: 'dashboard',
    now: deps.now(),
    ...(key !== '' ? { idempotencyKey: key } : {}),
  });
  s.subjectRef = outcome.subjectRef;
  if (!outcome.ok) {
    await show(deps, req, res, ctx, outcome.error.status, notice('error', outcome.error.message), outcome.error.code);
    return null;
  }
  return { result: outcome.result as Record<string, unknown>, replayed: outcome.replayed === true };
}

async function flip(deps: DashboardDeps, req: Request, res: Response, sw: StoreSwitch): Promise<void> {
  const ctx = signed(res);
  const to = field(req.body, sw.argument) === 'true';
  const reason = field(req.body, 'reason');
  state(res).operation = sw.operation;
  if (reason === '' || reason.length > REASON_MAX) {
    const message = notice('error', `Reason: say why, in 1 to ${REASON_MAX} characters. Nothing was changed.`);
    await show(deps, req, res, ctx, 400, message, 'invalid_request');
    return;
  }
  const done = await invokeAsOperator(deps, req, res, sw.operation, { [sw.argument]: to, reason });
  if (done === null) return;
  if (done.replayed) return redirect(deps, req, res, `${PATH}?notice=repeated`);
  if (done.result.status === 'proposed') {
    // Handing authority back waits for an operator: this operator, who just asked for it.
    const approvalId = String(done.result.approval_id);
    state(res).subjectRef = `approval:${approvalId}`;
    const decided = await deps.invoker.decideApproval({
      store: ctx.store,
      operator: { id: ctx.operator.id, email: ctx.operator.email },
      approvalId,
      decision: 'approve',
      requestId: state(res).requestId,
      now: deps.now(),
    });
    if (decided.status !== 'approved') {
      await show(deps, req, res, ctx, 409, notice('error', `Not applied (${decided.status}): ${decided.reason ?? ''}`));
      return;
    }
  }
  await redirect(deps, req, res, `${PATH}?notice=${sw.slug}_${to ? 'on' : 'off'}`);
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

  router.post('/controls/agents/:slug/:action', async (req, res) => {
    const action = req.params.action;
    if (action !== 'enable' && action !== 'disable') {
      await show(deps, req, res, signed(res), 404, notice('error', 'No such control.'), 'not_found');
      return;
    }
    const done = await invokeAsOperator(deps, req, res, `${action}_automation`, { agent: String(req.params.slug) });
    if (done === null) return;
    await redirect(deps, req, res, `${PATH}?notice=${done.replayed ? 'repeated' : action === 'enable' ? 'agent_on' : 'agent_off'}`);
  });
}
