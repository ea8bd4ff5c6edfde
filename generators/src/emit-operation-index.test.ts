import { describe, expect, it } from 'vitest';
import type { OperationIR } from './ir';
import { emitOperationIndex, locateOperations, operationTags, readHandlerMap, type SourceTree } from './emit-operation-index';

/** A source tree from a table of files (repository-relative path -> text). */
function tableTree(files: Record<string, string>): SourceTree {
  return {
    list: (dir) =>
      Object.keys(files)
        .filter((p) => p.startsWith(`${dir}/`))
        .sort(),
    read: (path) => files[path],
  };
}

function op(name: string, domain: string, tier: OperationIR['tier'] = 'read'): OperationIR {
  return { name, domain, tier, scope: `${domain}:read` } as OperationIR;
}

describe('readHandlerMap', () => {
  const cases: Array<{ given: string; want: Record<string, { identifier: string | null; from: string | null }> }> = [
    {
      given: "import { getOrders } from './orders';\nexport const handlers = { get_orders: getOrders } satisfies OrdersHandlers;",
      want: { get_orders: { identifier: 'getOrders', from: './orders' } },
    },
    {
      given: "import { a, b } from './x';\nexport const handlers = { op_a: a, 'op_b': b, op_c: { preview() {} } };",
      want: {
        op_a: { identifier: 'a', from: './x' },
        op_b: { identifier: 'b', from: './x' },
        op_c: { identifier: null, from: null },
      },
    },
    { given: 'export const other = { op_a: a };', want: {} },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    expect(Object.fromEntries(readHandlerMap(given))).toEqual(want);
  });
});

describe('locateOperations', () => {
  const tree = tableTree({
    'spec/openapi/paths/orders/get_orders.yaml': 'post: {}',
    'packages/domains/orders/src/handlers.ts':
      "import { getOrders } from './orders';\nimport { refund } from './refund';\nexport const handlers = { get_orders: getOrders, storefront_create_refund: refund } satisfies OrdersHandlers;",
    'packages/domains/orders/src/orders.ts': 'export async function getOrders() {}',
    'packages/domains/orders/src/refund/index.ts': 'export const refund = {};',
    'packages/domains/orders/test/orders.test.ts': "await t.call('get_orders', {});",
    'packages/sdk/src/client.test.ts': 'await client.getOrders({});',
    'packages/server/src/other.test.ts': "call('get_orders_summary')",
  });

  it('finds the contract file, the handler file and function, and the tests that name the operation', () => {
    const [getOrders, refund] = locateOperations(
      [op('get_orders', 'orders'), op('storefront_create_refund', 'orders', 'propose_write')],
      tree,
      new Map([['get_orders', 'orders']]),
    );
    expect(getOrders).toEqual({
      name: 'get_orders',
      domain: 'orders',
      tier: 'read',
      scope: 'orders:read',
      tag: 'orders',
      contractFile: 'spec/openapi/paths/orders/get_orders.yaml',
      handlerFile: 'packages/domains/orders/src/orders.ts',
      handlerFunction: 'getOrders',
      // `get_orders_summary` is another operation: a whole-name match only.
      testFiles: ['packages/domains/orders/test/orders.test.ts', 'packages/sdk/src/client.test.ts'],
    });
    expect(refund).toMatchObject({ contractFile: null, handlerFile: 'packages/domains/orders/src/refund/index.ts', testFiles: [] });
  });

  it('renders one table per domain with links relative to docs/generated/', () => {
    const md = emitOperationIndex(locateOperations([op('get_orders', 'orders')], tree, new Map([['get_orders', 'orders']])));
    expect(md).toContain('| `get_orders` | read | `orders:read` |');
    expect(md).toContain(' | `/api/v1/reference#/orders/get_orders` |');
    expect(md).toContain('[`getOrders`](../../packages/domains/orders/src/orders.ts) (orders.ts)');
    expect(md).toContain('[orders.test.ts](../../packages/domains/orders/test/orders.test.ts)');
    expect(md.startsWith('<!-- Generated from spec/')).toBe(true);
  });
});

describe('operationTags', () => {
  it('takes the first tag of each operation', () => {
    const doc = { paths: { '/a': { post: { operationId: 'get_a', tags: ['catalog', 'x'] } }, '/b': { post: { operationId: 'get_b' } } } };
    expect([...operationTags(doc)]).toEqual([['get_a', 'catalog']]);
  });
});
