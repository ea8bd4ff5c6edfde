/**
 * set_kill_switch (seed catalogue "admin:write, proposed write"): engage or release the store kill
 * switch. Engaging is a stopping write and applies immediately; releasing hands authority back and
 * always waits for an operator (docs/ARCHITECTURE.md "Handlers"). Reversible: the reversal sets the
 * switch back to its state before.
 */
import type { ProposedWriteHandler, Types } from '@storeops/contract';
import { storeSwitch } from './store-switch';

export const setKillSwitch: ProposedWriteHandler<Types.SetKillSwitchInput> = storeSwitch({
  operation: 'set_kill_switch',
  column: 'kill_switch_engaged',
  argument: 'engaged',
  stopping: true,
  title: (on, store) => `${on ? 'Engage' : 'Release'} the kill switch of ${store}`,
  undo: (before) => (before ? 'Engage the kill switch again.' : 'Release the kill switch again (waits for an operator).'),
});
