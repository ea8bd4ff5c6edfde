/**
 * vitest global setup: compiles the server (packages/server/dist) once, before any test file runs,
 * when it is missing or stale. The tests that start the service the way `pnpm start` does
 * (service-process.ts) then find it current instead of compiling side by side.
 */
import { ensureCompiled } from './compiled-server.mjs';

export default async function setup(): Promise<void> {
  await ensureCompiled({ log: (line) => console.error(`global setup: ${line}`) });
}
