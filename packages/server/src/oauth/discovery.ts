/**
 * Protected resource metadata (RFC 9728) and the `WWW-Authenticate` challenge that points to it,
 * so an MCP client that has nothing but the URL finds the authorization server by itself (MCP
 * authorization spec: "Authorization Server Discovery").
 *
 * - `GET /.well-known/oauth-protected-resource`: the whole API (`resource` = the base URL);
 * - `GET /.well-known/oauth-protected-resource/api/mcp`: the MCP endpoint (`resource` =
 *   `<base>/api/mcp`), the path-suffixed form RFC 9728 §3.1 derives from the endpoint's URL;
 * - every 401 from REST or `/api/mcp` carries
 *   `WWW-Authenticate: Bearer realm="storeops", resource_metadata="<document URL>", scope="read"`
 *   (the small default scope a client without other knowledge asks for), plus
 *   `error="invalid_token"` when a credential was sent and did not verify (RFC 6750 §3.1).
 * Both documents name this server as the one authorization server, every OAuth scope, and the
 * header as the only way to send a token.
 */
import { OAUTH_SCOPES } from './server';

export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';

/** The RFC 9728 document for `resourcePath` (`''` for the whole API, `/api/mcp`). */
export function protectedResourceMetadata(baseUrl: string, resourcePath: '' | '/api/mcp'): Record<string, unknown> {
  return {
    resource: `${baseUrl}${resourcePath}`,
    authorization_servers: [baseUrl],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: resourcePath === '/api/mcp' ? 'Store Operations API (MCP)' : 'Store Operations API',
    resource_documentation: `${baseUrl}/api/v1/reference`,
  };
}

/**
 * The scope a 401 challenge asks for (RFC 6750 §3 `scope`; MCP authorization "scope selection"):
 * a client that has nothing but the challenge asks for this, not for every scope in
 * `scopes_supported` (least privilege by default). The operator can grant more only when
 * the app asks for more.
 */
export const CHALLENGE_SCOPE = 'read';

/** The `WWW-Authenticate` value of a 401 on `resourcePath`; `invalidToken` when a credential was presented. */
export function bearerChallenge(baseUrl: string, resourcePath: '' | '/api/mcp', invalidToken: boolean): string {
  const parts = [
    `realm="storeops"`,
    `resource_metadata="${baseUrl}${PROTECTED_RESOURCE_PATH}${resourcePath}"`,
    `scope="${CHALLENGE_SCOPE}"`,
  ];
  if (invalidToken) parts.push('error="invalid_token"');
  return `Bearer ${parts.join(', ')}`;
}
