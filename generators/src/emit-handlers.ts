/**
 * Emitter: one handler interface per domain (`handlers.ts`), e.g. `CatalogHandlers`, whose methods
 * take the typed input and a HandlerContext and return the typed result; plus `AllHandlers`
 * (domain -> interface) and `OperationTypes` (operation -> {input, result}).
 */
import { type ContractIR, type OperationIR, jsDoc, pascalCase, tsBanner } from './ir';

/** Top-level input properties that carry a `default`: present after validation, so required for handlers. */
export function defaultedKeys(o: OperationIR): string[] {
  const props = (o.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.keys(props).filter((k) => props[k]!.default !== undefined);
}

function inputType(o: OperationIR): string {
  const keys = defaultedKeys(o);
  return keys.length === 0 ? `T.${o.inputTypeName}` : `WithDefaults<T.${o.inputTypeName}, ${keys.map((k) => `'${k}'`).join(' | ')}>`;
}

/**
 * The member for one operation, by tier: reads take a HandlerContext; automatic writes a
 * WriteContext (one transaction); proposed writes, and writes that hand authority back to
 * automation (`x-authority: handback`, which always wait for an operator whatever their tier),
 * are a ProposedWriteHandler (preview + apply; their result is the core's approval outcome, so the
 * handler does not build it).
 */
function handlerMember(o: OperationIR): string {
  if (o.tier === 'propose_write' || o.authority === 'handback') return `  ${o.name}: ProposedWriteHandler<${inputType(o)}>;`;
  const ctx = o.tier === 'auto_write' ? 'WriteContext' : 'HandlerContext';
  return `  ${o.name}(input: ${inputType(o)}, ctx: ${ctx}): Promise<T.${o.resultTypeName}>;`;
}

function handlerDoc(o: OperationIR): string {
  return jsDoc(`\`${o.name}\` (${o.tier}, scope \`${o.scope}\`): ${o.summary}`, '  ');
}

/** Where the handler interfaces import the component types from (the SDK's generated types: one copy). */
export const HANDLER_TYPES_IMPORT = '../../../sdk/src/generated/types/index.js';

export function emitHandlers(ir: Pick<ContractIR, 'operations'>, typesImport = HANDLER_TYPES_IMPORT): string {
  const byDomain = new Map<string, OperationIR[]>();
  for (const o of ir.operations) byDomain.set(o.domain, [...(byDomain.get(o.domain) ?? []), o]);
  const domains = [...byDomain.keys()].sort();
  const out: string[] = [
    tsBanner(),
    "import type { HandlerContext, WithDefaults } from '../handler-context';",
    "import type { ProposedWriteHandler, WriteContext } from '../write-context';",
    `import type * as T from '${typesImport}';`,
    '',
    '/** Every domain that owns at least one operation. */',
    `export const DOMAINS = [${domains.map((d) => `'${d}'`).join(', ')}] as const;`,
    'export type Domain = (typeof DOMAINS)[number];',
    '',
  ];
  for (const domain of domains) {
    out.push(`/** Handlers of the \`${domain}\` domain. */`);
    out.push(`export interface ${pascalCase(domain)}Handlers {`);
    for (const o of byDomain.get(domain)!) {
      out.push(handlerDoc(o) + handlerMember(o));
    }
    out.push('}', '');
  }
  out.push('/** The full handler map the server registers: one entry per domain. */');
  out.push('export interface AllHandlers {');
  for (const domain of domains) out.push(`  ${domain}: ${pascalCase(domain)}Handlers;`);
  out.push('}', '');
  out.push('/** Input and result type of every operation. */');
  out.push('export interface OperationTypes {');
  for (const o of ir.operations) out.push(`  ${o.name}: { input: T.${o.inputTypeName}; result: T.${o.resultTypeName} };`);
  out.push('}', '');
  return out.join('\n');
}
