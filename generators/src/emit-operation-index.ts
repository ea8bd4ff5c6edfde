/**
 * Emitter: the operation index (`docs/generated/operations.md`, like openai-node's `api.md`).
 * For every operation of the contract: its domain, risk tier, scope, contract file, handler file
 * and function, the test files that name it, and its anchor in the served API reference, so each
 * is one hop from the operation's name (docs/ARCHITECTURE.md "Finding an operation").
 *
 * The handler is read from the domain's `src/handlers.ts` (the typed map: `op_name: opName`, the
 * identifier imported from the file that implements it; docs/ARCHITECTURE.md "Handlers") with the
 * TypeScript compiler's parser. Tests are the `*.test.ts` files under packages/ and examples/ that
 * name the operation (`get_orders`) or call its SDK method (`.getOrders(`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { camelCase, type OperationIR } from './ir';

/** Where one operation's pieces are, repository-relative (`null`: not found). */
export interface OperationLocation {
  name: string;
  domain: string;
  tier: string;
  scope: string;
  /** The first tag, which Swagger UI's deep links use: `/api/v1/reference#/<tag>/<name>`. */
  tag: string;
  contractFile: string | null;
  handlerFile: string | null;
  /** The identifier the map binds, or `(inline)` for an object literal in the map. */
  handlerFunction: string | null;
  testFiles: string[];
}

/** Source of the files the index reads (the repository on disk, or a table in tests). */
export interface SourceTree {
  /** Repository-relative paths of every file below `dir` (recursive; no node_modules). */
  list(dir: string): string[];
  read(path: string): string | undefined;
}

/** The repository on disk below `root`. */
export function diskTree(root: string): SourceTree {
  const walk = (abs: string, out: string[]): void => {
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const child = join(abs, entry.name);
      if (entry.isDirectory()) walk(child, out);
      else out.push(relative(root, child).split('\\').join('/'));
    }
  };
  return {
    list(dir) {
      const out: string[] = [];
      walk(join(root, dir), out);
      return out.sort();
    },
    read(path) {
      const abs = join(root, path);
      return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    },
  };
}

interface MapEntry {
  identifier: string | null;
  /** Module specifier the identifier is imported from (`./refund`), when it is imported. */
  from: string | null;
}

/** The `handlers` object literal of a domain's map file: key -> bound identifier and its import. */
export function readHandlerMap(source: string): Map<string, MapEntry> {
  const file = ts.createSourceFile('handlers.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const imports = new Map<string, string>();
  const entries = new Map<string, MapEntry>();
  const objectOf = (expr: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    let e: ts.Expression = expr;
    while (ts.isSatisfiesExpression(e) || ts.isAsExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
    return ts.isObjectLiteralExpression(e) ? e : undefined;
  };
  for (const stmt of file.statements) {
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const bindings = stmt.importClause?.namedBindings;
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) imports.set(el.name.text, stmt.moduleSpecifier.text);
      }
    }
  }
  for (const stmt of file.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || decl.name.text !== 'handlers' || decl.initializer === undefined) continue;
      const obj = objectOf(decl.initializer);
      if (obj === undefined) continue;
      for (const prop of obj.properties) {
        if (prop.name === undefined) continue;
        const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined;
        if (key === undefined) continue;
        let identifier: string | null = null;
        if (ts.isShorthandPropertyAssignment(prop)) identifier = prop.name.text;
        else if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.initializer)) identifier = prop.initializer.text;
        entries.set(key, { identifier, from: identifier === null ? null : (imports.get(identifier) ?? null) });
      }
    }
  }
  return entries;
}

function resolveModule(tree: SourceTree, fromDir: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(fromDir, specifier).split('\\').join('/');
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) {
    if (tree.read(candidate) !== undefined) return candidate;
  }
  return null;
}

/** Locates every operation's pieces in `tree`. */
export function locateOperations(
  operations: readonly OperationIR[],
  tree: SourceTree,
  tags: ReadonlyMap<string, string>,
): OperationLocation[] {
  const contracts = new Map<string, string>();
  for (const path of tree.list('spec/openapi/paths')) {
    const m = /\/([a-z0-9_]+)\.yaml$/.exec(path);
    if (m !== null) contracts.set(m[1]!, path);
  }
  const maps = new Map<string, { file: string; entries: Map<string, MapEntry> }>();
  const mapOf = (domain: string): { file: string; entries: Map<string, MapEntry> } | undefined => {
    if (!maps.has(domain)) {
      for (const file of [`packages/domains/${domain}/src/handlers.ts`, `packages/domains/${domain}/src/index.ts`]) {
        const source = tree.read(file);
        if (source === undefined) continue;
        const entries = readHandlerMap(source);
        if (entries.size > 0) {
          maps.set(domain, { file, entries });
          break;
        }
      }
    }
    return maps.get(domain);
  };
  const tests = [...tree.list('packages'), ...tree.list('examples')]
    .filter((p) => p.endsWith('.test.ts'))
    .map((path) => ({ path, text: tree.read(path) ?? '' }));
  return operations.map((op) => {
    const map = mapOf(op.domain);
    const entry = map?.entries.get(op.name);
    let handlerFile: string | null = null;
    let handlerFunction: string | null = null;
    if (map !== undefined && entry !== undefined) {
      handlerFunction = entry.identifier ?? '(inline)';
      const dir = map.file.slice(0, map.file.lastIndexOf('/'));
      handlerFile = entry.from === null ? map.file : resolveModule(tree, dir, entry.from);
    }
    const word = new RegExp(`(?<![A-Za-z0-9_])${op.name}(?![A-Za-z0-9_])`);
    const method = `.${camelCase(op.name)}(`;
    return {
      name: op.name,
      domain: op.domain,
      tier: op.tier,
      scope: op.scope,
      tag: tags.get(op.name) ?? op.domain,
      contractFile: contracts.get(op.name) ?? null,
      handlerFile,
      handlerFunction,
      testFiles: tests.filter((t) => word.test(t.text) || t.text.includes(method)).map((t) => t.path),
    };
  });
}

/** First tag of each operation in the bundled document (`paths.<path>.post.tags[0]`). */
export function operationTags(document: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const paths = (document['paths'] ?? {}) as Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      if (typeof op === 'object' && op !== null && typeof op.operationId === 'string' && Array.isArray(op.tags) && op.tags.length > 0) {
        out.set(op.operationId, op.tags[0]!);
      }
    }
  }
  return out;
}

/** Markdown link relative to `docs/generated/`. */
function link(text: string, path: string): string {
  return `[${text}](../../${path})`;
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The index as Markdown, grouped by domain in catalogue order of names. */
export function emitOperationIndex(locations: readonly OperationLocation[]): string {
  const byDomain = new Map<string, OperationLocation[]>();
  for (const loc of [...locations].sort((a, b) => a.domain.localeCompare(b.domain) || a.name.localeCompare(b.name))) {
    const list = byDomain.get(loc.domain) ?? [];
    list.push(loc);
    byDomain.set(loc.domain, list);
  }
  const lines: string[] = [
    '<!-- Generated from spec/ and the source tree by generators/ (`pnpm gen`). Do not edit: change the spec or the code and regenerate. -->',
    '',
    '# Operation index',
    '',
    `Every operation of the contract (${locations.length}), by domain: its risk tier and scope, the contract file`,
    "under `spec/openapi/paths/`, the handler (the function its domain's `handlers.ts` binds, and the file",
    'that implements it), the test files that name it, and its anchor in the API reference the service',
    'serves at `/api/v1/reference`. How the pieces fit: [ARCHITECTURE.md](../ARCHITECTURE.md).',
    '',
    ...[...byDomain.keys()].map((d) => `- [${d}](#${d}) (${byDomain.get(d)!.length})`),
    '',
  ];
  for (const [domain, ops] of byDomain) {
    lines.push(
      `## ${domain}`,
      '',
      '| operation | tier | scope | contract | handler | tests | reference |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const op of ops) {
      const reference = `\`/api/v1/reference#/${encodeURIComponent(op.tag)}/${op.name}\``;
      const contract = op.contractFile === null ? '—' : link(fileName(op.contractFile), op.contractFile);
      const handler =
        op.handlerFile === null ? '—' : `${link(`\`${op.handlerFunction ?? ''}\``, op.handlerFile)} (${fileName(op.handlerFile)})`;
      const tests = op.testFiles.length === 0 ? '—' : op.testFiles.map((t) => link(fileName(t), t)).join(', ');
      lines.push(`| \`${op.name}\` | ${op.tier} | \`${op.scope}\` | ${contract} | ${handler} | ${tests} | ${reference} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
