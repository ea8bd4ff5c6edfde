/**
 * The remote MCP endpoint (`/api/mcp`; mcp/index.ts). It and its SDK load on first use (or on
 * `warmUp`): a start that serves REST only, a CLI or a test app does not pay for them (about
 * 0.2 s). Requests arriving meanwhile wait for the load; a failed load (a broken install) answers
 * the JSON 500 `server_error` every route answers, and the next request tries again.
 */
import { Router, type RequestHandler } from 'express';
import type { McpEndpointOptions } from '../../mcp/index';
import type { Replier } from '../pipeline';

export interface McpRoutes {
  router: Router;
  /** Loads the endpoint now; never rejects (a failure surfaces on the first MCP request instead). */
  warmUp(): Promise<void>;
}

export function mcpRoutes(options: McpEndpointOptions, reply: Replier): McpRoutes {
  let handler: Promise<RequestHandler> | undefined;
  const load = (): Promise<RequestHandler> => (handler ??= import('../../mcp/index').then(({ mcpEndpoint }) => mcpEndpoint(options)));
  const router = Router();
  router.all('/api/mcp', (req, res, next) => {
    load().then(
      (h) => h(req, res, next),
      // Only a broken install fails here: the JSON `server_error` every route answers (logged), not Express's HTML page.
      (err: unknown) => {
        handler = undefined;
        void reply.fail(req, res, err);
      },
    );
  });
  return {
    router,
    warmUp: async () => {
      await load().catch(() => undefined);
    },
  };
}
