/**
 * The bench's servers (bench/src/servers.ts) in a child process, for `pnpm bench` and
 * `pnpm bench:mcp`: forks it, waits for the one JSON line it prints (the ports of the full
 * pipeline, the pipeline without the read cache, bare Express and static answers; a minted key;
 * a product handle), and hands back a way to stop it and to ask it for its audit statistics.
 */
import { fork } from 'node:child_process';
import { join, resolve } from 'node:path';

export interface BenchServers {
  ports: { full: number; nocache: number; bare: number; static: number };
  /** A live key of the seeded store (every scope the bench calls). */
  key: string;
  /** A product handle of the seeded store (get_product_detail's argument). */
  handle: string;
  stop: () => void;
  /** The servers' audit group-commit statistics (asked over IPC). */
  stats: () => Promise<unknown>;
}

const root = resolve(import.meta.dirname, '../..');

export async function startBenchServers(): Promise<BenchServers> {
  const child = fork(join(root, 'bench/src/servers.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    cwd: root,
  });
  const line = await new Promise<string>((res, rej) => {
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const i = buf.indexOf('\n');
      if (i >= 0) res(buf.slice(0, i));
    });
    child.on('exit', (code) => rej(new Error(`bench servers exited ${code}`)));
  });
  const info = JSON.parse(line) as { full: number; nocache: number; bare: number; static: number; key: string; handle: string };
  return {
    ports: { full: info.full, nocache: info.nocache, bare: info.bare, static: info.static },
    key: info.key,
    handle: info.handle,
    stop: () => child.kill('SIGTERM'),
    stats: () =>
      new Promise((res) => {
        child.once('message', res);
        child.send('stats');
      }),
  };
}
