/**
 * The last two handlers of the app (seed "Errors"): anything no route answered is 404 `not_found`
 * (audited); an error thrown by middleware or a route is answered by `reply.fail`: a client's
 * fault raised by a library (body-parser, the router, static files) maps to the seed's 4xx codes
 * (http/pipeline.ts `bodyErrorToServiceError`; never a 500 or a logged stack trace), anything else
 * is a 500 `server_error`.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { excerpt } from '@storeops/contract';
import { ServiceError } from '../../errors';
import { bodyErrorToServiceError, type Replier } from '../pipeline';

export function notFound(reply: Replier): RequestHandler {
  return async (req: Request, res: Response) => {
    await reply.fail(
      req,
      res,
      new ServiceError(
        'not_found',
        `No endpoint ${req.method} ${excerpt(req.path)}. Tool operations are POST /api/v1/tools/{name}; see /api/v1/openapi.json.`,
      ),
    );
  };
}

export function errorAnswer(reply: Replier): ErrorRequestHandler {
  return async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    await reply.fail(req, res, bodyErrorToServiceError(err));
  };
}
