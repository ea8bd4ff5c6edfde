/**
 * storefront_graphql_query (issue 12; seed catalogue "admin:read, read"): a read-only GraphQL view
 * of the store's catalog (products + variants), orders (+ line items, refunds) and customers
 * (derived from the orders' `customer_ref`), using the `graphql` reference implementation.
 *
 * Limits, checked on the parsed document before anything runs (over a limit: `ArgumentError` on
 * `query`, i.e. 400 `invalid_request` naming the computed value):
 * - the document must parse (the message carries line:column) and pass `validate()`;
 * - only `query` operations: a `mutation` or `subscription` is refused;
 * - depth ≤ {@link MAX_DEPTH} (the root selection is depth 1; `__`-prefixed introspection fields
 *   are not counted);
 * - cost ≤ {@link MAX_COST}: every field costs 1 times the product of the `first` of the list
 *   fields above it (a list field's `first` defaults to its schema default);
 * - every list's `first` is an integer 1..{@link MAX_FIRST}.
 * Money is a decimal in the store currency's major units; timestamps ISO 8601 UTC.
 */
import { ArgumentError, type HandlerContext } from '@storeops/contract';
import { toNumber } from '@storeops/db';
import {
  buildSchema,
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export const MAX_DEPTH = 6;
export const MAX_COST = 5000;
export const MAX_FIRST = 100;

/** The schema, written once. */
export const SDL = `"""Read-only view of one store. Money: decimal, store currency, major units. Times: ISO 8601 UTC."""
type Query {
  "The store itself."
  shop: Shop!
  "Products, newest first (first: 1..100, default 20; status: active | draft | archived)."
  products(first: Int = 20, status: String): [Product!]!
  "One product by handle (null when unknown)."
  product(handle: String!): Product
  "Orders, newest first (first: 1..100, default 20; since: ISO 8601 UTC lower bound on created_at)."
  orders(first: Int = 20, since: String): [Order!]!
  "One order by its order number (null when unknown)."
  order(order_number: Int!): Order
  "Customers (derived from orders), by total spent, highest first (first: 1..100, default 20)."
  customers(first: Int = 20): [Customer!]!
  "One customer by reference (null when the store has no order of it)."
  customer(ref: String!): Customer
}

type Shop {
  name: String!
  handle: String!
  currency: String!
  timezone: String!
}

type Product {
  id: ID!
  handle: String!
  title: String!
  vendor: String!
  product_type: String!
  status: String!
  lifecycle_state: String!
  "Lowest variant price."
  price: Float!
  created_at: String!
  "Variants by position (first: 1..100, default 20)."
  variants(first: Int = 20): [Variant!]!
}

type Variant {
  id: ID!
  external_id: String!
  sku: String!
  title: String!
  price: Float!
  compare_at_price: Float
  inventory_quantity: Int!
}

type Order {
  id: ID!
  order_number: Int!
  customer_ref: String!
  channel: String!
  currency: String!
  subtotal: Float!
  discount: Float!
  shipping: Float!
  tax: Float!
  total: Float!
  refunded: Float!
  financial_status: String!
  fulfillment_status: String!
  created_at: String!
  "The order's customer."
  customer: Customer!
  "Line items (first: 1..100, default 20)."
  line_items(first: Int = 20): [LineItem!]!
  "Refunds, oldest first (first: 1..100, default 10)."
  refunds(first: Int = 10): [Refund!]!
}

type LineItem {
  id: ID!
  title: String!
  sku: String
  quantity: Int!
  unit_price: Float!
  total: Float!
  product_id: ID
  variant_id: ID
  "The product sold (null when it was deleted or is not a catalog product)."
  product: Product
}

type Refund {
  id: ID!
  amount: Float!
  reason: String!
  created_at: String!
}

type Customer {
  ref: String!
  order_count: Int!
  "Sum of order totals less refunds."
  total_spent: Float!
  first_order_at: String!
  last_order_at: String!
  "The customer's orders, newest first (first: 1..100, default 10)."
  orders(first: Int = 10): [Order!]!
}
`;

const schema = buildSchema(SDL);

/** List fields and their default `first` (cost multipliers). */
const LIST_DEFAULTS: Record<string, number> = {
  'Query.products': 20,
  'Query.orders': 20,
  'Query.customers': 20,
  'Product.variants': 20,
  'Order.line_items': 20,
  'Order.refunds': 10,
  'Customer.orders': 10,
};

const money = (cents: unknown): number => Math.round(toNumber(cents as number) ?? 0) / 100;

function boundedFirst(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_FIRST) {
    throw new GraphQLError(`first must be an integer 1..${MAX_FIRST}`);
  }
  return n;
}

/** Depth and cost of one operation (fragments expanded; introspection fields not counted). */
export function measure(
  doc: DocumentNode,
  selection: SelectionSetNode,
  variables: Record<string, unknown>,
): { depth: number; cost: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walk = (set: SelectionSetNode, parent: string, depth: number, mult: number): { depth: number; cost: number } => {
    let maxDepth = depth - 1;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name.startsWith('__')) continue;
        cost += mult;
        maxDepth = Math.max(maxDepth, depth);
        const fieldDef = schema.getType(parent);
        const type = fieldDef && 'getFields' in fieldDef ? (fieldDef.getFields()[name]?.type ?? null) : null;
        const child = type ? String(type).replace(/[[\]!]/g, '') : parent;
        const key = `${parent}.${name}`;
        let nextMult = mult;
        if (key in LIST_DEFAULTS) {
          const arg = sel.arguments?.find((a) => a.name.value === 'first');
          const value = arg ? valueFromASTUntyped(arg.value, variables) : LIST_DEFAULTS[key];
          const first = value == null ? LIST_DEFAULTS[key]! : value;
          if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_FIRST) {
            throw new ArgumentError('query', `${key}(first: ${JSON.stringify(first)}): first must be an integer 1..${MAX_FIRST}`);
          }
          nextMult = mult * first;
        }
        if (sel.selectionSet) {
          const inner = walk(sel.selectionSet, child, depth + 1, nextMult);
          maxDepth = Math.max(maxDepth, inner.depth);
          cost += inner.cost;
        }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const inner = walk(sel.selectionSet, sel.typeCondition?.name.value ?? parent, depth, mult);
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += inner.cost;
      } else {
        const frag = fragments.get(sel.name.value);
        if (!frag) continue;
        const inner = walk(frag.selectionSet, frag.typeCondition.name.value, depth, mult);
        maxDepth = Math.max(maxDepth, inner.depth);
        cost += inner.cost;
      }
    }
    return { depth: maxDepth, cost };
  };
  return walk(selection, 'Query', 1, 1);
}

type Row = Record<string, any>;

/** Per-request loaders: each list batches its children in one query. */
function makeRoot(ctx: HandlerContext) {
  const s = ctx.scope;

  const variantsFor = (productIds: string[]) => {
    let loaded: Promise<Map<string, Row[]>> | null = null;
    return (productId: string) => {
      loaded ??= s
        .from('variants')
        .whereIn('product_id', productIds)
        .orderBy(['product_id', 'position', 'id'])
        .then((rows: Row[]) => group(rows, 'product_id'));
      return loaded.then((m) => m.get(productId) ?? []);
    };
  };
  const product = (r: Row, variants: (id: string) => Promise<Row[]>) => ({
    id: r.id,
    handle: r.handle,
    title: r.title,
    vendor: r.vendor,
    product_type: r.product_type,
    status: r.storefront_status,
    lifecycle_state: r.lifecycle_state,
    price: money(r.price_cents),
    created_at: r.created_at,
    variants: async (args: { first: number }) =>
      (await variants(r.id)).slice(0, boundedFirst(args.first)).map((v) => ({
        id: v.id,
        external_id: v.external_id,
        sku: v.sku,
        title: v.title,
        price: money(v.price_cents),
        compare_at_price: v.compare_at_price_cents == null ? null : money(v.compare_at_price_cents),
        inventory_quantity: toNumber(v.inventory_quantity),
      })),
  });
  const products = (rows: Row[]) => {
    const v = variantsFor(rows.map((r) => r.id));
    return rows.map((r) => product(r, v));
  };

  const productsById = (ids: string[]) => {
    let loaded: Promise<Map<string, Row>> | null = null;
    return async (id: string) => {
      loaded ??= s
        .from('products')
        .whereIn('id', [...new Set(ids)])
        .then((rows: Row[]) => {
          const list = products(rows);
          return new Map(list.map((p) => [p.id as string, p as Row]));
        });
      return (await loaded).get(id) ?? null;
    };
  };

  const orders = (rows: Row[]): Row[] => {
    const ids = rows.map((r) => r.id);
    let lines: Promise<Map<string, Row[]>> | null = null;
    let refunds: Promise<Map<string, Row[]>> | null = null;
    let customers: Promise<Map<string, Row[]>> | null = null;
    const refs = [...new Set(rows.map((r) => r.customer_ref as string))];
    return rows.map((r) => ({
      id: r.id,
      order_number: toNumber(r.order_number),
      customer_ref: r.customer_ref,
      channel: r.channel,
      currency: r.currency,
      subtotal: money(r.subtotal_cents),
      discount: money(r.discount_cents),
      shipping: money(r.shipping_cents),
      tax: money(r.tax_cents),
      total: money(r.total_cents),
      refunded: money(r.refunded_cents),
      financial_status: r.financial_status,
      fulfillment_status: r.fulfillment_status,
      created_at: r.created_at,
      customer: async () => {
        customers ??= customerQuery()
          .whereIn('customer_ref', refs)
          .then((x: Row[]) => group(x, 'customer_ref'));
        return customer((await customers).get(r.customer_ref)![0]!);
      },
      line_items: async (args: { first: number }) => {
        lines ??= s
          .from('order_line_items')
          .whereIn('order_id', ids)
          .orderBy(['order_id', 'id'])
          .then((x: Row[]) => group(x, 'order_id'));
        const picked = ((await lines).get(r.id) ?? []).slice(0, boundedFirst(args.first));
        const productOf = productsById(picked.map((l) => l.product_id).filter((id): id is string => id != null));
        return picked.map((l) => ({
          id: l.id,
          title: l.title,
          sku: l.sku,
          quantity: toNumber(l.quantity),
          unit_price: money(l.unit_price_cents),
          total: money(l.total_cents),
          product_id: l.product_id,
          variant_id: l.variant_id,
          product: async () => (l.product_id == null ? null : productOf(l.product_id)),
        }));
      },
      refunds: async (args: { first: number }) => {
        refunds ??= s
          .from('refunds')
          .whereIn('order_id', ids)
          .orderBy(['order_id', 'created_at', 'id'])
          .then((x: Row[]) => group(x, 'order_id'));
        return ((await refunds).get(r.id) ?? []).slice(0, boundedFirst(args.first)).map((f) => ({
          id: f.id,
          amount: money(f.amount_cents),
          reason: f.reason,
          created_at: f.created_at,
        }));
      },
    }));
  };

  const customerQuery = () =>
    s
      .from('orders')
      .select('customer_ref')
      .select(s.raw('count(*) as order_count'))
      .select(s.raw('sum(total_cents - refunded_cents) as spent_cents'))
      .select(s.raw('min(created_at) as first_order_at'))
      .select(s.raw('max(created_at) as last_order_at'))
      .groupBy('customer_ref');
  const customer = (r: Row) => ({
    ref: r.customer_ref,
    order_count: toNumber(r.order_count),
    total_spent: money(r.spent_cents),
    first_order_at: r.first_order_at,
    last_order_at: r.last_order_at,
    orders: async (args: { first: number }) =>
      orders(
        await s
          .from('orders')
          .where('customer_ref', r.customer_ref)
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(boundedFirst(args.first)),
      ),
  });

  return {
    shop: async () => (await s.store().first('name', 'handle', 'currency', 'timezone')) as Row,
    products: async (args: { first: number; status?: string | null }) => {
      const q = s
        .from('products')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(boundedFirst(args.first));
      if (args.status != null) q.where('storefront_status', args.status);
      return products(await q);
    },
    product: async (args: { handle: string }) => {
      const row = await s.from('products').where('handle', args.handle).first();
      return row ? products([row])[0] : null;
    },
    orders: async (args: { first: number; since?: string | null }) => {
      const q = s
        .from('orders')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(boundedFirst(args.first));
      if (args.since != null) {
        const t = Date.parse(args.since);
        if (Number.isNaN(t)) throw new GraphQLError('since must be an ISO 8601 date-time');
        q.where('created_at', '>=', new Date(t).toISOString());
      }
      return orders(await q);
    },
    order: async (args: { order_number: number }) => {
      const row = await s.from('orders').where('order_number', args.order_number).first();
      return row ? orders([row])[0] : null;
    },
    customers: async (args: { first: number }) =>
      (
        await customerQuery()
          .orderBy([
            { column: 'spent_cents', order: 'desc' },
            { column: 'customer_ref', order: 'asc' },
          ])
          .limit(boundedFirst(args.first))
      ).map(customer),
    customer: async (args: { ref: string }) => {
      const row = await customerQuery().where('customer_ref', args.ref).first();
      return row ? customer(row) : null;
    },
  };
}

function group(rows: Row[], key: string): Map<string, Row[]> {
  const m = new Map<string, Row[]>();
  for (const r of rows) {
    const list = m.get(r[key]) ?? [];
    list.push(r);
    m.set(r[key], list);
  }
  return m;
}

export interface GraphqlInput {
  query: string;
  variables?: Record<string, unknown>;
  operation_name?: string;
}

export interface GraphqlResult {
  data: Record<string, unknown> | null;
  errors: Array<{ message: string; path: Array<string | number>; locations: Array<{ line: number; column: number }> }>;
  depth: number;
  cost: number;
}

const fmtErr = (e: GraphQLError) =>
  `${e.message}${e.locations?.length ? ` (line ${e.locations[0]!.line}, column ${e.locations[0]!.column})` : ''}`;

/** Parse, check, run. Request errors throw `ArgumentError`; field errors come back in `errors`. */
export async function runGraphql(input: GraphqlInput, ctx: HandlerContext): Promise<GraphqlResult> {
  let doc: DocumentNode;
  try {
    doc = parse(input.query, { maxTokens: 5000 });
  } catch (e) {
    throw new ArgumentError('query', `syntax error: ${e instanceof GraphQLError ? fmtErr(e) : String(e)}`);
  }
  const operation = getOperationAST(doc, input.operation_name ?? null);
  if (!operation) {
    throw new ArgumentError(
      input.operation_name ? 'operation_name' : 'query',
      input.operation_name
        ? `no operation named ${JSON.stringify(input.operation_name)} in the query`
        : 'the query must hold exactly one operation, or name one with operation_name',
    );
  }
  if (operation.operation !== 'query') {
    throw new ArgumentError('query', `${operation.operation} operations are refused: this GraphQL view is read-only`);
  }
  const problems = validate(schema, doc);
  if (problems.length > 0) throw new ArgumentError('query', problems.slice(0, 5).map(fmtErr).join('; '));
  const variables = input.variables ?? {};
  const { depth, cost } = measure(doc, operation.selectionSet, variables);
  if (depth > MAX_DEPTH) throw new ArgumentError('query', `query depth ${depth} exceeds the limit of ${MAX_DEPTH}`);
  if (cost > MAX_COST) throw new ArgumentError('query', `query cost ${cost} exceeds the limit of ${MAX_COST}`);
  const result = await execute({
    schema,
    document: doc,
    rootValue: makeRoot(ctx),
    variableValues: variables,
    operationName: input.operation_name ?? null,
  });
  if (!('data' in result) || result.data === undefined) {
    throw new ArgumentError('variables', (result.errors ?? []).map(fmtErr).join('; ') || 'invalid variables');
  }
  return {
    data: (result.data ?? null) as Record<string, unknown> | null,
    errors: (result.errors ?? []).map((e) => ({
      message: e.message,
      path: [...(e.path ?? [])],
      locations: (e.locations ?? []).map((l) => ({ line: l.line, column: l.column })),
    })),
    depth,
    cost,
  };
}
