/**
 * The publishable packages: `@storeops/sdk` and `@storeops/webhooks`. In the
 * workspace their `exports` point at the TypeScript sources; `pnpm pack` / `pnpm publish` swap in
 * `publishConfig.exports`, which point at `dist/` (ES modules + type declarations built by
 * `tsc -p tsconfig.build.json`, module NodeNext). ES modules only: `require()` callers use
 * `import()` (Node 20.19+ and 22.12+ can also `require()` them).
 *
 * {@link checkPublishable} builds one, packs it as a registry would receive it, and runs what a
 * consumer's tooling would: `@arethetypeswrong/cli` (types resolve for node16 ESM and bundlers,
 * profile `esm-only`), `publint`, and plain `node` importing every entry point from the unpacked
 * tarball (dependencies linked from the workspace). `pnpm check:publishable` runs it for both.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';

const run = promisify(execFile);
export const ROOT = resolve(import.meta.dirname, '..');
export const PUBLISHABLE = ['packages/sdk', 'packages/webhooks'] as const;

export interface PublishableReport {
  name: string;
  /** The packed package.json's `exports`. */
  exports: Record<string, unknown>;
  /** Files in the tarball, relative to its root. */
  files: string[];
  /** attw problems (kind and entry point), none when it passes. */
  attw: string[];
  /** publint messages (type and code), none when it passes. */
  publint: string[];
  /** Each entry point's export names as plain `node` imports them from the unpacked tarball. */
  imports: Record<string, string[]>;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/** Builds, packs and checks the package at `pkgPath` (relative to the repository root). */
export async function checkPublishable(pkgPath: string): Promise<PublishableReport> {
  const pkgDir = join(ROOT, pkgPath);
  const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
  rmSync(join(pkgDir, 'dist'), { recursive: true, force: true });
  await run(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: pkgDir });
  const work = mkdtempSync(join(tmpdir(), 'storeops-pack-'));
  try {
    const { stdout } = await run('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', work], { cwd: pkgDir });
    const tarball = stdout.trim().split('\n').at(-1)!.trim();
    const consumer = join(work, 'consumer');
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    const installed = join(consumer, 'node_modules', ...manifest.name.split('/'));
    mkdirSync(installed, { recursive: true });
    await run('tar', ['xzf', tarball, '-C', installed, '--strip-components=1']);
    // The package's dependencies as the workspace installed them.
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      const target = join(consumer, 'node_modules', ...dep.split('/'));
      mkdirSync(join(target, '..'), { recursive: true });
      symlinkSync(join(pkgDir, 'node_modules', ...dep.split('/')), target, 'dir');
    }
    const packed = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

    const attw = await run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], { cwd: work }).then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    );
    const attwProblems = ((JSON.parse(attw) as { analysis?: { problems?: Array<{ kind: string; entrypoint?: string }> } }).analysis
      ?.problems ?? []) as Array<{ kind: string; entrypoint?: string; resolutionKind?: string }>;
    // esm-only: node10 and require() resolution are out of scope by design.
    const relevant = attwProblems.filter((p) => p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs');

    const lint = await publint({ pkgDir: installed, pack: false, level: 'suggestion' });

    const imports: Record<string, string[]> = {};
    for (const entry of Object.keys(packed.exports)) {
      const specifier = entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`;
      const script = join(consumer, 'probe.mjs');
      writeFileSync(script, `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m).sort()));\n`);
      const { stdout: names } = await run(process.execPath, [script], { cwd: consumer });
      imports[entry] = JSON.parse(names) as string[];
    }
    return {
      name: manifest.name,
      exports: packed.exports,
      files: listFiles(installed).sort(),
      attw: relevant.map((p) => `${p.kind}${p.entrypoint !== undefined ? ` (${p.entrypoint})` : ''}`),
      publint: lint.messages.map((m) => `${m.type} ${m.code}`),
      imports,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  let failed = false;
  for (const p of PUBLISHABLE) {
    const r = await checkPublishable(p);
    const problems = [...r.attw, ...r.publint];
    failed ||= problems.length > 0;
    console.log(
      `${r.name}: ${r.files.length} files, entry points ${Object.keys(r.imports).join(' ')}; ${problems.length === 0 ? 'attw and publint: no problems' : problems.join('; ')}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
