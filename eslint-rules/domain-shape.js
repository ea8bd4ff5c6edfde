// Local ESLint plugin: the shape of a domain package (docs/ARCHITECTURE.md "Handlers").
//
// - `index-reexports`: a domain's `src/index.ts` holds named re-exports only (`export { x } from
//   './y'`, `export type { T } from './y'`) and re-exports `handlers` from './handlers'.
// - `handlers-map`: a domain's `src/handlers.ts` is imports plus `export const handlers = { ... }
//   satisfies <Domain>Handlers`, whose properties are all `operation_name: operationName`: one
//   identifier per operation, named after it (camelCase of the operation name).
// - `no-catch-all-files`: no `service.ts` or `repo.ts` under a domain's `src/`: rules and queries
//   live in files named for what they do.
//
// The order of a handler's parameters, `(input, ctx)`, is enforced by the type checker: the map's
// values are the functions themselves, checked against the generated handler interface.

/** `get_disputes` -> `getDisputes`. */
export function camelCase(name) {
  return name.replace(/_([a-z0-9])/g, (_m, c) => c.toUpperCase());
}

/** `admin` -> `AdminHandlers`; `cs` -> `CsHandlers`. */
export function handlersTypeName(domain) {
  return `${camelCase(domain).replace(/^[a-z]/, (c) => c.toUpperCase())}Handlers`;
}

/** The domain a file belongs to (`packages/domains/<domain>/src/...`), or null. */
function domainOf(filename) {
  const m = /(?:^|[\\/])packages[\\/]domains[\\/]([^\\/]+)[\\/]src[\\/]/.exec(filename);
  return m ? m[1] : null;
}

function baseName(filename) {
  return filename.split(/[\\/]/).pop() ?? filename;
}

function exportedName(spec) {
  return spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
}

const indexReexports = {
  meta: {
    type: 'problem',
    docs: { description: "A domain's index.ts holds named re-exports only, and re-exports `handlers` from './handlers'." },
    schema: [],
    messages: {
      notReexport:
        "index.ts holds named re-exports only (`export { name } from './file'`); move this code to a file named for what it does.",
      exportAll: "index.ts re-exports by name (`export { name } from './file'`), not `export *`.",
      noHandlers: "index.ts must re-export the handler map: `export { handlers } from './handlers';`.",
    },
  },
  create(context) {
    return {
      Program(program) {
        let handlers = false;
        for (const statement of program.body) {
          if (statement.type === 'ExportAllDeclaration') {
            context.report({ node: statement, messageId: 'exportAll' });
            continue;
          }
          if (statement.type !== 'ExportNamedDeclaration' || statement.declaration || !statement.source) {
            context.report({ node: statement, messageId: 'notReexport' });
            continue;
          }
          if (
            statement.source.value === './handlers' &&
            statement.exportKind !== 'type' &&
            statement.specifiers.some((s) => exportedName(s) === 'handlers' && s.exportKind !== 'type')
          ) {
            handlers = true;
          }
        }
        if (!handlers) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'noHandlers' });
      },
    };
  },
};

const handlersMap = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A domain's handlers.ts is imports plus `export const handlers = { operation_name: operationName, ... } satisfies <Domain>Handlers`.",
    },
    schema: [],
    messages: {
      extraStatement: 'handlers.ts holds imports and the handler map only; move this code to a file named for what it does.',
      noMap: 'handlers.ts must declare `export const handlers = { ... } satisfies <Domain>Handlers;`.',
      notSatisfies: 'The handler map must be checked with `satisfies {{expected}}` (the generated handler interface).',
      wrongInterface: 'The handler map must satisfy `{{expected}}`, not `{{actual}}`.',
      notProperty: 'Each entry is `operation_name: operationName` (no spread, no method, no computed key).',
      notIdentifier:
        '`{{key}}` must map to one identifier named after it, `{{expected}}`, imported from the file that implements it (no inline function or wrapper).',
      wrongName: '`{{key}}` must map to `{{expected}}` (the camelCase of the operation name), not `{{actual}}`.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const domain = domainOf(filename);
    const expectedType = domain ? handlersTypeName(domain) : null;
    return {
      Program(program) {
        let map = null;
        for (const statement of program.body) {
          if (statement.type === 'ImportDeclaration') continue;
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
          const declarator =
            declaration &&
            declaration.type === 'VariableDeclaration' &&
            declaration.kind === 'const' &&
            declaration.declarations.length === 1
              ? declaration.declarations[0]
              : null;
          if (!map && declarator && declarator.id.type === 'Identifier' && declarator.id.name === 'handlers') {
            map = declarator;
            continue;
          }
          context.report({ node: statement, messageId: 'extraStatement' });
        }
        if (!map) {
          context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'noMap' });
          return;
        }
        const init = map.init;
        if (!init || init.type !== 'TSSatisfiesExpression' || init.expression.type !== 'ObjectExpression') {
          context.report({ node: map, messageId: 'notSatisfies', data: { expected: expectedType ?? '<Domain>Handlers' } });
          return;
        }
        const annotation = init.typeAnnotation;
        const actual =
          annotation.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' && !annotation.typeArguments
            ? annotation.typeName.name
            : null;
        if (!actual || !/^[A-Z][A-Za-z0-9]*Handlers$/.test(actual)) {
          context.report({ node: annotation, messageId: 'notSatisfies', data: { expected: expectedType ?? '<Domain>Handlers' } });
        } else if (expectedType && actual !== expectedType) {
          context.report({ node: annotation, messageId: 'wrongInterface', data: { expected: expectedType, actual } });
        }
        for (const property of init.expression.properties) {
          if (property.type !== 'Property' || property.computed || property.method || property.kind !== 'init') {
            context.report({ node: property, messageId: 'notProperty' });
            continue;
          }
          const key =
            property.key.type === 'Identifier' ? property.key.name : typeof property.key.value === 'string' ? property.key.value : null;
          if (key === null) {
            context.report({ node: property, messageId: 'notProperty' });
            continue;
          }
          const expected = camelCase(key);
          if (property.value.type !== 'Identifier') {
            context.report({ node: property.value, messageId: 'notIdentifier', data: { key, expected } });
          } else if (property.value.name !== expected) {
            context.report({ node: property.value, messageId: 'wrongName', data: { key, expected, actual: property.value.name } });
          }
        }
      },
    };
  },
};

const noCatchAllFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No catch-all `service.ts` / `repo.ts` in a domain: files are named for what they do.' },
    schema: [{ type: 'object', properties: { names: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      catchAll:
        '`{{name}}` is a catch-all name: name the file for the rules or queries it holds (e.g. `refund.ts`, `reviews.ts`, `paging.ts`).',
    },
  },
  create(context) {
    const names = context.options[0]?.names ?? ['service.ts', 'repo.ts'];
    const name = baseName(context.filename ?? context.getFilename());
    return {
      Program(program) {
        if (names.includes(name)) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'catchAll', data: { name } });
      },
    };
  },
};

/** The plugin (`domain-shape/<rule>` in eslint.config.js). */
export default {
  meta: { name: 'domain-shape' },
  rules: {
    'index-reexports': indexReexports,
    'handlers-map': handlersMap,
    'no-catch-all-files': noCatchAllFiles,
  },
};
