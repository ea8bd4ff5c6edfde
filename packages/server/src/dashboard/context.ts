/**
 * What every dashboard route shares: its dependencies, and the two ways a route answers. Both go
 * through the pipeline's `reply.send`, so every page load, redirect and form post writes its audit
 * row (surface `dashboard`, the operator's store and pseudo-credential) before the response leaves.
 */
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import type { RateLimits } from '../rate-limit/index';
import type { ErrorCode } from '@storeops/contract';
import type { CredentialResolver } from '../auth/credentials';
import type { Invoker } from '../invoke/invoke';
import type { Replier } from '../http/pipeline';
import type { StoreDirectory } from '../stores';
import type { SafeHtml } from './html';
import { messagePage, type PageMessage } from './layout';
import type { OAuthServer } from '../oauth/server';

export interface DashboardDeps {
  db: Knex;
  invoker: Invoker;
  stores: StoreDirectory;
  /** Revoking a key or changing its auto-apply drops it from this cache at once. */
  credentials: CredentialResolver;
  reply: Replier;
  /** Request limits (sign-in attempts are limited per client address). */
  limits: RateLimits;
  now: () => Date;
  log?: (message: string) => void;
  /** The OAuth authorization server (consent page, Connected apps). */
  oauth: OAuthServer;
  /** The request's base URL (the OAuth issuer it is served under). */
  baseUrlOf: (req: Request) => string;
}

/** Audits, then sends, like `reply.send` (the audit row's path includes the `/dashboard` mount point). */
export async function send(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  body: unknown,
  raw: { contentType: string; text: string },
): Promise<void> {
  await deps.reply.send(req, res, status, body, raw);
}

/** Sends a full HTML document; `errorCode` (a stable code) is recorded in the audit row of a 4xx/5xx. */
export async function sendPage(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  document: SafeHtml,
  errorCode?: ErrorCode,
): Promise<void> {
  await send(deps, req, res, status, errorCode === undefined ? null : { error: errorCode }, {
    contentType: 'text/html; charset=utf-8',
    text: `<!doctype html>\n${document.value}`,
  });
}

/** {@link sendPage} of a one-message page (layout `messagePage`). */
export async function sendMessage(
  deps: DashboardDeps,
  req: Request,
  res: Response,
  status: number,
  message: PageMessage,
  errorCode?: ErrorCode,
): Promise<void> {
  await sendPage(deps, req, res, status, messagePage(message), errorCode);
}

/** 404 `not_found` with a "Not found" message page: what is missing and where to go instead. */
export async function sendNotFound(deps: DashboardDeps, req: Request, res: Response, message: Omit<PageMessage, 'title'>): Promise<void> {
  await sendMessage(deps, req, res, 404, { title: 'Not found', ...message }, 'not_found');
}

/** 303 See Other to a dashboard path (the answer to every successful form post: reloads never re-post). */
export async function redirect(deps: DashboardDeps, req: Request, res: Response, location: string): Promise<void> {
  res.setHeader('Location', location);
  await send(deps, req, res, 303, null, { contentType: 'text/plain; charset=utf-8', text: `See ${location}` });
}

/** A single form field as a trimmed string ('' when absent or sent more than once). */
export function field(body: unknown, name: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** A repeated form field (checkboxes) as a list of strings. */
export function fields(body: unknown, name: string): string[] {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
