// RuleTester cases for the domain-shape rules (eslint-rules/domain-shape.js; docs/ARCHITECTURE.md "Handlers").
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin, { camelCase, handlersTypeName } from './domain-shape.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const INDEX = 'packages/domains/disputes/src/index.ts';
const HANDLERS = 'packages/domains/disputes/src/handlers.ts';

describe('camelCase and handlersTypeName', () => {
  it('name a handler and the interface after the operation and the domain', () => {
    const cases: Array<[string, string]> = [
      [camelCase('get_disputes'), 'getDisputes'],
      [camelCase('storefront_create_refund'), 'storefrontCreateRefund'],
      [camelCase('simulate'), 'simulate'],
      [camelCase('get_top_10_products'), 'getTop10Products'],
      [handlersTypeName('cs'), 'CsHandlers'],
      [handlersTypeName('finance'), 'FinanceHandlers'],
    ];
    for (const [got, want] of cases) if (got !== want) throw new Error(`${got} !== ${want}`);
  });
});

tester.run('index-reexports', plugin.rules['index-reexports'], {
  valid: [
    { filename: INDEX, code: "/** Doc. */\nexport { handlers } from './handlers';" },
    {
      filename: INDEX,
      code: "export { handlers } from './handlers';\nexport { jobBodies } from './jobs';\nexport type { Books } from './books';\nexport { LANES, type Lane } from './lanes';",
    },
  ],
  invalid: [
    { filename: INDEX, code: "export { LANES } from './lanes';", errors: [{ messageId: 'noHandlers' }] },
    { filename: INDEX, code: "export type { handlers } from './handlers';", errors: [{ messageId: 'noHandlers' }] },
    {
      filename: INDEX,
      code: "// The map, inline.\nimport type { DisputesHandlers } from '@storeops/contract';\nimport { getDisputes } from './disputes';\nexport const handlers = { get_disputes: getDisputes } satisfies DisputesHandlers;",
      errors: [{ messageId: 'noHandlers' }, { messageId: 'notReexport' }, { messageId: 'notReexport' }, { messageId: 'notReexport' }],
    },
    {
      filename: INDEX,
      code: "export { handlers } from './handlers';\nexport function helper() { return 1; }",
      errors: [{ messageId: 'notReexport' }],
    },
    {
      filename: INDEX,
      code: "export { handlers } from './handlers';\nconst x = 1;\nexport { x };",
      errors: [{ messageId: 'notReexport' }, { messageId: 'notReexport' }],
    },
    { filename: INDEX, code: "export { handlers } from './handlers';\nexport * from './lanes';", errors: [{ messageId: 'exportAll' }] },
  ],
});

tester.run('handlers-map', plugin.rules['handlers-map'], {
  valid: [
    {
      filename: HANDLERS,
      code: "import type { DisputesHandlers } from '@storeops/contract';\nimport { getDisputes } from './disputes';\nexport const handlers = { get_disputes: getDisputes } satisfies DisputesHandlers;",
    },
    {
      filename: 'packages/domains/orders/src/handlers.ts',
      code: "import { getOrders } from './orders';\nimport { storefrontCreateRefund } from './refund';\nexport const handlers = { get_orders: getOrders, 'storefront_create_refund': storefrontCreateRefund } satisfies OrdersHandlers;",
    },
    {
      filename: 'packages/domains/automation/src/handlers.ts',
      code: "import { simulate } from './simulate';\nexport const handlers = { simulate } satisfies AutomationHandlers;",
    },
  ],
  invalid: [
    {
      filename: HANDLERS,
      code: 'export const handlers = { get_disputes: (input, ctx) => getDisputes(ctx, input) } satisfies DisputesHandlers;',
      errors: [{ messageId: 'notIdentifier' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers = { get_disputes: disputes } satisfies DisputesHandlers;',
      errors: [{ messageId: 'wrongName' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers = { ...more, get_disputes: getDisputes } satisfies DisputesHandlers;',
      errors: [{ messageId: 'notProperty' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers = { async get_disputes(input, ctx) { return getDisputes(input, ctx); } } satisfies DisputesHandlers;',
      errors: [{ messageId: 'notProperty' }],
    },
    {
      filename: HANDLERS,
      code: "export const handlers = { ['get_disputes']: getDisputes } satisfies DisputesHandlers;",
      errors: [{ messageId: 'notProperty' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers: DisputesHandlers = { get_disputes: getDisputes };',
      errors: [{ messageId: 'notSatisfies' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers = { get_disputes: getDisputes } satisfies Partial<DisputesHandlers>;',
      errors: [{ messageId: 'notSatisfies' }],
    },
    {
      filename: HANDLERS,
      code: 'export const handlers = { get_disputes: getDisputes } satisfies ReputationHandlers;',
      errors: [{ messageId: 'wrongInterface' }],
    },
    {
      filename: HANDLERS,
      code: 'const limit = 25;\nexport const handlers = { get_disputes: getDisputes } satisfies DisputesHandlers;',
      errors: [{ messageId: 'extraStatement' }],
    },
    {
      filename: HANDLERS,
      code: "// Elsewhere.\nexport { handlers } from './map';",
      errors: [{ messageId: 'noMap' }, { messageId: 'extraStatement' }],
    },
  ],
});

tester.run('no-catch-all-files', plugin.rules['no-catch-all-files'], {
  valid: [
    { filename: 'packages/domains/orders/src/refund.ts', code: 'export const x = 1;' },
    { filename: 'packages/domains/analytics/src/performance.ts', code: 'export const x = 1;' },
    { filename: 'packages/domains/orders/src/service.ts', code: 'export const x = 1;', options: [{ names: ['utils.ts'] }] },
  ],
  invalid: [
    { filename: 'packages/domains/orders/src/service.ts', code: 'export const x = 1;', errors: [{ messageId: 'catchAll' }] },
    { filename: 'packages/domains/catalog/src/repo.ts', code: 'export const x = 1;', errors: [{ messageId: 'catchAll' }] },
    {
      filename: 'packages/domains/orders/src/utils.ts',
      code: 'export const x = 1;',
      options: [{ names: ['utils.ts'] }],
      errors: [{ messageId: 'catchAll' }],
    },
  ],
});
