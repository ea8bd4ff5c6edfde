/**
 * The dashboard's calls into the invoke core as the signed-in operator on the selected store
 * (surface `dashboard`, the operator's pseudo-credential; docs/ARCHITECTURE.md "One invoke core"):
 * a page's read, and a form's write with the form's one-time idempotency key. Every dashboard page
 * reads and writes through these two, so the gates, the audit row and the idempotency of the API
 * apply to the dashboard alike.
 */
import type { Request, Response } from 'express';
import { state } from '../http/pipeline';
import type { InvokeContext, InvokeOutcome } from '../invoke/invoke';
import { field, type DashboardDeps } from './context';
import { operatorCredential, signed } from './session';

function asOperator(deps: DashboardDeps, res: Response): InvokeContext {
  const ctx = signed(res);
  return {
    credential: operatorCredential(ctx.operator, ctx.store.id),
    store: ctx.store,
    requestId: state(res).requestId,
    surface: 'dashboard',
    now: deps.now(),
  };
}

/** A read through the invoke core as the operator; answers its result, throws its refusal (the dashboard's error page). */
export async function readAsOperator<T>(deps: DashboardDeps, res: Response, name: string, args: Record<string, unknown>): Promise<T> {
  const outcome = await deps.invoker.invoke(name, args, asOperator(deps, res));
  if (!outcome.ok) throw outcome.error;
  return outcome.result as T;
}

/**
 * A form's write through the invoke core as the operator, with the form's `idempotency_key` (a
 * repeated form answers the first outcome, `replayed`). Records the operation and the outcome's
 * subject on the request state (the audit row). Answers the outcome; a refusal is the caller's to show.
 */
export async function writeAsOperator(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  name: string,
  args: Record<string, unknown>,
): Promise<InvokeOutcome> {
  const s = state(res);
  s.operation = name;
  const key = field(req.body, 'idempotency_key');
  const outcome = await deps.invoker.invoke(name, args, { ...asOperator(deps, res), ...(key !== '' ? { idempotencyKey: key } : {}) });
  s.subjectRef = outcome.subjectRef;
  return outcome;
}
