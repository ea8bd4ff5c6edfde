/**
 * storefront_graphql_query (seed catalogue "admin:read, read"): a read-only GraphQL view
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
 *   fields above it, at the value execution runs with (a variable's value, else its declared
 *   default, else the argument's schema default; graphql-js's own coercion);
 * - every list's `first` is an integer 1..{@link MAX_FIRST}.
 * Money is a decimal in the store currency's major units; timestamps ISO 8601 UTC.
 */
import { ArgumentError, toMajor, type HandlerContext } from '@storeops/contract';
import { toNumber, type StoreScope } from '@storeops/db';
import DataLoader from 'dataloader';
import {
  buildSchema,
  execute,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isListType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  type OperationDefinitionNode,
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

/** A stored cents column (number, numeric string or null) in major units of `currency`. */
const money = (cents: unknown, currency: string): number => toMajor(toNumber(cents as number) ?? 0, currency);

function boundedFirst(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_FIRST) {
    throw new GraphQLError(`first must be an integer 1..${MAX_FIRST}`);
  }
  return n;
}

/** Whether execution runs `node`: graphql-js's own `@skip` / `@include` rule. */
function included(node: FieldNode | InlineFragmentNode | FragmentSpreadNode, variables: Record<string, unknown>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/**
 * Depth and cost of one operation (fragments expanded; introspection fields and fields that
 * `@skip` / `@include` drop not counted). `variables` are the operation's coerced variable values
 * (graphql-js `getVariableValues`: the caller's values, else the variable's declared default), and
 * every argument is read with graphql-js `getArgumentValues`, so `first` is measured at the value
 * execution runs with. A list's `first` that is not an integer 1..{@link MAX_FIRST} throws
 * `ArgumentError` on `query`.
 */
export function measure(
  doc: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): { depth: number; cost: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walk = (set: SelectionSetNode, parent: string, depth: number, mult: number): { depth: number; cost: number } => {
    let maxDepth = depth - 1;
    let cost = 0;
    for (const sel of set.selections) {
      if (!included(sel, variables)) continue;
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (name.startsWith('__')) continue;
        cost += mult;
        maxDepth = Math.max(maxDepth, depth);
        const parentType = schema.getType(parent);
        const field = isObjectType(parentType) ? parentType.getFields()[name] : undefined;
        if (field === undefined) continue; // validate() has refused unknown fields
        let nextMult = mult;
        if (isListType(getNullableType(field.type))) {
          let args: Record<string, unknown>;
          try {
            args = getArgumentValues(field, sel, variables);
          } catch (e) {
            throw new ArgumentError('query', e instanceof GraphQLError ? fmtErr(e) : String(e));
          }
          const first = args.first;
          if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_FIRST) {
            throw new ArgumentError(
              'query',
              `${parent}.${name}(first: ${JSON.stringify(first ?? null)}): first must be an integer 1..${MAX_FIRST}`,
            );
          }
          nextMult = mult * first;
        }
        if (sel.selectionSet) {
          const inner = walk(sel.selectionSet, getNamedType(field.type).name, depth + 1, nextMult);
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
  return walk(operation.selectionSet, 'Query', 1, 1);
}

type Row = Record<string, any>;

/**
 * Per-request loaders (`dataloader`): every child list or object is read for all the parents of
 * one level in one SQL query (the keys collected while graphql-js resolves that level), so the
 * number of queries grows with the depth of the query, not with the number of parents. The cost
 * limit bounds the parents of one level (≤ {@link MAX_COST}), hence the size of an `IN` list.
 */
function makeLoaders(s: StoreScope) {
  const grouped = (key: string, fetch: (keys: readonly string[]) => PromiseLike<Row[]>) =>
    new DataLoader<string, Row[]>(async (keys) => {
      const m = group(await fetch(keys), key);
      return keys.map((k) => m.get(k) ?? []);
    });
  const customerQuery = () =>
    s
      .from('orders')
      .select('customer_ref')
      .select(s.raw('count(*) as order_count'))
      .select(s.raw('sum(total_cents - refunded_cents) as spent_cents'))
      .select(s.raw('min(created_at) as first_order_at'))
      .select(s.raw('max(created_at) as last_order_at'))
      .groupBy('customer_ref');
  // A customer's newest `first` orders, for all customers of a level at once: one loader per `first`.
  const ordersOf = new Map<number, DataLoader<string, Row[]>>();
  return {
    customerQuery,
    variants: grouped('product_id', (ids) =>
      s
        .from('variants')
        .whereIn('product_id', [...ids])
        .orderBy(['product_id', 'position', 'id']),
    ),
    products: grouped('id', (ids) => s.from('products').whereIn('id', [...ids])),
    lineItems: grouped('order_id', (ids) =>
      s
        .from('order_line_items')
        .whereIn('order_id', [...ids])
        .orderBy(['order_id', 'id']),
    ),
    refunds: grouped('order_id', (ids) =>
      s
        .from('refunds')
        .whereIn('order_id', [...ids])
        .orderBy(['order_id', 'created_at', 'id']),
    ),
    customers: grouped('customer_ref', (refs) => customerQuery().whereIn('customer_ref', [...refs])),
    ordersOf(first: number): DataLoader<string, Row[]> {
      let loader = ordersOf.get(first);
      if (loader === undefined) {
        loader = grouped('customer_ref', (refs) => {
          const ranked = s
            .from('orders')
            .select('id')
            .select(s.raw('row_number() over (partition by customer_ref order by created_at desc, id desc) as rn'))
            .whereIn('customer_ref', [...refs])
            .as('ranked');
          return s
            .from('orders', 'o')
            .join(ranked, 'ranked.id', 'o.id')
            .where('ranked.rn', '<=', first)
            .select('o.*')
            .orderBy([
              { column: 'o.created_at', order: 'desc' },
              { column: 'o.id', order: 'desc' },
            ]);
        });
        ordersOf.set(first, loader);
      }
      return loader;
    },
  };
}

/** The root value of one request: resolvers read through {@link makeLoaders}. */
function makeRoot(ctx: HandlerContext) {
  const s = ctx.scope;
  const load = makeLoaders(s);

  const product = (r: Row) => ({
    id: r.id,
    handle: r.handle,
    title: r.title,
    vendor: r.vendor,
    product_type: r.product_type,
    status: r.storefront_status,
    lifecycle_state: r.lifecycle_state,
    price: money(r.price_cents, ctx.store.currency),
    created_at: r.created_at,
    variants: async (args: { first: number }) => {
      const first = boundedFirst(args.first);
      return (await load.variants.load(r.id)).slice(0, first).map((v) => ({
        id: v.id,
        external_id: v.external_id,
        sku: v.sku,
        title: v.title,
        price: money(v.price_cents, ctx.store.currency),
        compare_at_price: v.compare_at_price_cents == null ? null : money(v.compare_at_price_cents, ctx.store.currency),
        inventory_quantity: toNumber(v.inventory_quantity),
      }));
    },
  });

  const order = (r: Row) => ({
    id: r.id,
    order_number: toNumber(r.order_number),
    customer_ref: r.customer_ref,
    channel: r.channel,
    currency: r.currency,
    subtotal: money(r.subtotal_cents, String(r.currency)),
    discount: money(r.discount_cents, String(r.currency)),
    shipping: money(r.shipping_cents, String(r.currency)),
    tax: money(r.tax_cents, String(r.currency)),
    total: money(r.total_cents, String(r.currency)),
    refunded: money(r.refunded_cents, String(r.currency)),
    financial_status: r.financial_status,
    fulfillment_status: r.fulfillment_status,
    created_at: r.created_at,
    customer: async () => customer((await load.customers.load(r.customer_ref))[0]!),
    line_items: async (args: { first: number }) => {
      const first = boundedFirst(args.first);
      return (await load.lineItems.load(r.id)).slice(0, first).map((l) => ({
        id: l.id,
        title: l.title,
        sku: l.sku,
        quantity: toNumber(l.quantity),
        unit_price: money(l.unit_price_cents, String(r.currency)),
        total: money(l.total_cents, String(r.currency)),
        product_id: l.product_id,
        variant_id: l.variant_id,
        product: async () => {
          if (l.product_id == null) return null;
          const [row] = await load.products.load(l.product_id);
          return row === undefined ? null : product(row);
        },
      }));
    },
    refunds: async (args: { first: number }) => {
      const first = boundedFirst(args.first);
      return (await load.refunds.load(r.id)).slice(0, first).map((f) => ({
        id: f.id,
        amount: money(f.amount_cents, String(r.currency)),
        reason: f.reason,
        created_at: f.created_at,
      }));
    },
  });

  const customer = (r: Row) => ({
    ref: r.customer_ref,
    order_count: toNumber(r.order_count),
    total_spent: money(r.spent_cents, ctx.store.currency),
    first_order_at: r.first_order_at,
    last_order_at: r.last_order_at,
    orders: async (args: { first: number }) => (await load.ordersOf(boundedFirst(args.first)).load(r.customer_ref)).map(order),
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
      return ((await q) as Row[]).map(product);
    },
    product: async (args: { handle: string }) => {
      const row = await s.from('products').where('handle', args.handle).first();
      return row ? product(row) : null;
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
      return ((await q) as Row[]).map(order);
    },
    order: async (args: { order_number: number }) => {
      const row = await s.from('orders').where('order_number', args.order_number).first();
      return row ? order(row) : null;
    },
    customers: async (args: { first: number }) =>
      (
        (await load
          .customerQuery()
          .orderBy([
            { column: 'spent_cents', order: 'desc' },
            { column: 'customer_ref', order: 'asc' },
          ])
          .limit(boundedFirst(args.first))) as Row[]
      ).map(customer),
    customer: async (args: { ref: string }) => {
      const row = await load.customerQuery().where('customer_ref', args.ref).first();
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
  // The values execution will run with: the caller's, else each variable's declared default.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 5 });
  if (coerced.errors !== undefined) throw new ArgumentError('variables', coerced.errors.map(fmtErr).join('; '));
  const { depth, cost } = measure(doc, operation, coerced.coerced);
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
