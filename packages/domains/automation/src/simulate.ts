/**
 * simulate (seed: "Simulation request", Non-tool endpoints `/api/v1/simulate`; read tier): runs an
 * action through the store's gates inside a transaction that is always rolled back, and answers
 * what each gate would decide. The gates are the invoke core's own (`ctx.governance`, the same
 * function every real write passes; server governance/gates.ts documents them), so simulation can
 * never disagree with what a real write does.
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';

/** Thrown inside the simulation's transaction to roll it back, carrying the answer out. */
class Rollback extends Error {
  constructor(readonly result: Types.SimulateResult) {
    super('simulation rollback');
  }
}

export async function simulate(input: Types.SimulateInput, ctx: HandlerContext): Promise<Types.SimulateResult> {
  const amount = input.facts.amount_cents;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0))
    throw new ArgumentError('facts.amount_cents', 'must be a non-negative integer (cents of the store currency)');
  try {
    await ctx.scope.transaction(async (scope) => {
      throw new Rollback(await ctx.governance.evaluate(scope, { domain: input.domain, action: input.action, facts: input.facts }));
    });
  } catch (err) {
    if (err instanceof Rollback) return err.result;
    throw err;
  }
  throw new Error('unreachable: the simulation transaction committed');
}
