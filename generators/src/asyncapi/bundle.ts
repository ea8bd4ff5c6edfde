/**
 * Bundles the split AsyncAPI 3.0 document (spec/asyncapi/asyncapi.yaml and the files it refers to)
 * into one self-contained document, the way `redocly bundle` does for spec/openapi (Redocly's
 * AsyncAPI bundler inlines internal references to channel messages, which an AsyncAPI 3.0
 * operation must keep as references, so it is not used here):
 * - a file that the root's `components.<kind>.<name>` entry refers to is inlined there, and every
 *   other reference to that file becomes `#/components/<kind>/<name>`;
 * - a schema file (one under a `schemas/` folder, including spec/openapi's shared component
 *   schemas) is lifted once into `components.schemas.<file name>` and referred to by that name;
 * - any other file is inlined where it is referred to.
 * Local references (`#/...`) are kept, and allowed only in the root file. Every problem found is
 * thrown as one Error.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { JsonSchema } from '../ir';

export interface AsyncApiSource {
  /** Reads a file (absolute path); tests pass an in-memory file system. */
  read(path: string): string;
}

const diskSource: AsyncApiSource = { read: (path) => readFileSync(path, 'utf8') };

function isSchemaFile(path: string): boolean {
  return /[/\\]schemas[/\\]/.test(path);
}

/** Bundles the document whose root file is `rootPath` (absolute). */
export function bundleAsyncApi(rootPath: string, source: AsyncApiSource = diskSource): JsonSchema {
  const problems: string[] = [];
  const cache = new Map<string, unknown>();
  const load = (path: string): unknown => {
    if (!cache.has(path)) cache.set(path, parseYaml(source.read(path)) as unknown);
    return cache.get(path);
  };
  const root = load(rootPath) as JsonSchema;
  const components = (root.components ?? {}) as Record<string, Record<string, unknown>>;

  // Files named by a root component entry: inlined there, referred to by anchor elsewhere.
  const anchorOf = new Map<string, string>();
  for (const [kind, entries] of Object.entries(components)) {
    for (const [name, entry] of Object.entries(entries ?? {})) {
      const ref = (entry as { $ref?: unknown } | null)?.$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) anchorOf.set(resolve(dirname(rootPath), ref), `#/components/${kind}/${name}`);
    }
  }

  const lifted = new Map<string, { path: string; value: unknown }>();
  const walk = (node: unknown, file: string, self: string | null): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, file, self));
    if (node === null || typeof node !== 'object') return node;
    const obj = node as JsonSchema;
    if (typeof obj.$ref === 'string') {
      const ref = obj.$ref;
      if (Object.keys(obj).length !== 1) problems.push(`${file}: a $ref (${ref}) with sibling keys`);
      if (ref.startsWith('#')) {
        if (file !== rootPath) problems.push(`${file}: local $ref ${ref} outside the root file (refer to the file instead)`);
        return { $ref: ref };
      }
      if (ref.includes('#')) {
        problems.push(`${file}: $ref ${ref} into part of a file is not supported (refer to a whole file)`);
        return { $ref: ref };
      }
      const target = resolve(dirname(file), ref);
      const anchor = anchorOf.get(target);
      if (anchor !== undefined && target !== self) return { $ref: anchor };
      let content: unknown;
      try {
        content = load(target);
      } catch (err) {
        problems.push(`${file}: cannot read $ref ${ref}: ${(err as Error).message}`);
        return { $ref: ref };
      }
      if (isSchemaFile(target)) {
        const name = basename(target).replace(/\.ya?ml$/, '');
        const known = lifted.get(name);
        if (known !== undefined && known.path !== target) {
          problems.push(`two schema files named ${name}: ${known.path} and ${target}`);
        } else if (known === undefined) {
          lifted.set(name, { path: target, value: null });
          lifted.set(name, { path: target, value: walk(content, target, null) });
        }
        return { $ref: `#/components/schemas/${name}` };
      }
      return walk(content, target, null);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(obj)) out[key] = walk(value, file, self);
    return out;
  };

  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(root)) {
    if (key !== 'components') out[key] = walk(value, rootPath, null);
  }
  const bundledComponents: Record<string, Record<string, unknown>> = {};
  for (const [kind, entries] of Object.entries(components)) {
    const bundled: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(entries ?? {})) {
      const ref = (entry as { $ref?: unknown } | null)?.$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) {
        const target = resolve(dirname(rootPath), ref);
        bundled[name] = walk({ $ref: ref }, rootPath, target);
      } else {
        bundled[name] = walk(entry, rootPath, null);
      }
    }
    bundledComponents[kind] = bundled;
  }
  const schemas = { ...(bundledComponents.schemas ?? {}) };
  for (const name of [...lifted.keys()].sort()) {
    if (name in schemas) problems.push(`components.schemas.${name} is both declared in the root and lifted from ${lifted.get(name)!.path}`);
    schemas[name] = lifted.get(name)!.value;
  }
  if (Object.keys(schemas).length > 0) bundledComponents.schemas = schemas;
  out.components = bundledComponents;
  if (problems.length > 0) throw new Error(`asyncapi bundle problems:\n- ${problems.join('\n- ')}`);
  return out;
}
