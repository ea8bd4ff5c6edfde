/**
 * set_automation_enabled (seed catalogue "admin:write, proposed write"): turn the store's
 * automation off or on. Turning it off is a stopping write and applies immediately; turning it on
 * hands authority back and always waits for an operator. Reversible: the reversal sets automation
 * back to its state before.
 */
import type { ProposedWriteHandler, Types } from '@storeops/contract';
import { storeSwitch } from './store-switch';

export const setAutomationEnabled: ProposedWriteHandler<Types.SetAutomationEnabledInput> = storeSwitch({
  operation: 'set_automation_enabled',
  column: 'automation_enabled',
  argument: 'enabled',
  stopping: false,
  title: (on, store) => `Turn automation of ${store} ${on ? 'on' : 'off'}`,
  undo: (before) => (before ? 'Turn automation back on (waits for an operator).' : 'Turn automation off again (applies immediately).'),
});
