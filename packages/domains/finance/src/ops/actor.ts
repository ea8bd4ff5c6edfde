/**
 * Who performs an operator write (AsyncAPI `Actor`) and how the books record them. The dashboard
 * acts through the invoke core with the credential `operator:<operator id>` (surface `dashboard`):
 * that is an `operator`, named by their email (`credential.operatorEmail`, the Actor schema's `id`
 * for an operator; `operator:<id>` should a context lack it); any other caller is the API
 * `credential` it used.
 */
import type { HandlerContext } from '@storeops/contract';
import type { Actor } from '../books';

/** The `Actor` of the calling credential: `operator` on the dashboard surface, else `credential`. */
export function actorOf(ctx: Pick<HandlerContext, 'credential' | 'surface'>): Actor {
  const id = ctx.credential.id;
  if (ctx.surface === 'dashboard' && id.startsWith('operator:')) return { type: 'operator', id: ctx.credential.operatorEmail ?? id };
  return { type: 'credential', id };
}

/** How `*_by` columns name an actor: the operator as such, a credential as `api:<credential id>`. */
export function actorLabel(actor: Actor): string {
  if (actor.type === 'credential') return `api:${actor.id ?? 'unknown'}`;
  return actor.id ?? actor.type;
}
