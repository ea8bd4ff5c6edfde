/**
 * vitest global setup: compiles the server (packages/server/dist) once, before any test file runs,
 * when it is missing or stale. The tests that start the service the way `pnpm start` does
 * (service-process.ts) then find it current instead of compiling side by side.
 *
 * A compile failure does not stop the run: it is reported here, and only the tests that start the
 * compiled server fail (they compile again and show the error themselves); every other test runs.
 */
import { ensureCompiled } from './compiled-server.mjs';

export default async function setup(): Promise<void> {
  const log = (line: string): void => console.error(`global setup: ${line}`);
  try {
    await ensureCompiled({ log });
  } catch (err) {
    log(
      `the server did not compile; tests that run the compiled server will fail: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    );
  }
}
