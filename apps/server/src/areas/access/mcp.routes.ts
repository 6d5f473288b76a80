import { MCP_MAX_BODY_BYTES, MCP_MESSAGES } from '@cadence/shared';
import { hostHeaderValidation } from '@modelcontextprotocol/hono';
import { WebStandardStreamableHTTPServerTransport, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../../config';
import type { AppEnv } from '../../http/app-env';
import { headerOf } from '../../http/node-bindings';
import { allowedOrigins } from '../../http/request-origin';
import type { McpContext } from './mcp-context';
import { buildMcpServer } from './mcp-server';

// docs/product/access.md "The MCP server": /mcp over Streamable HTTP, stateless (a server and a transport
// per request, so any instance answers any request; decision 025). The SDK speaks the protocol; this
// file only checks the request and hands it over.

/** A JSON-RPC error with no request id: what an MCP client expects of a refusal before its message is read. */
const rpcError = (message: string) => ({ jsonrpc: '2.0' as const, error: { code: -32000, message }, id: null });

/**
 * DNS rebinding (docs/product/access.md "The MCP server"): an Origin, when sent, must be the app's own
 * (exactly, port included: another local site on another port is another origin); the Host must be the
 * app's. The app's host check covers every request outside development; in development the SDK
 * adapter's check keeps /mcp to this machine's names and the public one.
 */
export function mcpRequestRules(config: Pick<Config, 'publicUrl' | 'publicOrigin' | 'trustProxy' | 'nodeEnv'>): MiddlewareHandler<AppEnv>[] {
  const origin = createMiddleware<AppEnv>(async (c, next) => {
    const sent = headerOf(c, 'origin');
    if (sent !== undefined && !allowedOrigins(c.req.raw.headers, config).includes(sent)) return c.json(rpcError(MCP_MESSAGES.foreignOrigin), 403);
    await next();
  });
  const rules: MiddlewareHandler<AppEnv>[] = [origin];
  if (config.nodeEnv === 'development') rules.push(hostHeaderValidation([...localhostAllowedHostnames(), new URL(config.publicUrl).hostname]) as MiddlewareHandler<AppEnv>);
  return rules;
}

/** The body's method, if it is one JSON-RPC message: a tools/call gets the tools the token lacks too, to refuse them by name. */
function methodOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { method?: unknown }).method : undefined;
}

export function mcpRoutes(ctx: McpContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: MCP_MAX_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json(rpcError(MCP_MESSAGES.bodyTooLarge), 413);
    },
  });
  router.post('/', limit, async (c) => {
    const text = await c.req.text();
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(text);
    } catch {
      // Not JSON: the transport reads it itself and answers the JSON-RPC parse error.
      parsedBody = undefined;
    }
    const server = buildMcpServer(ctx, c.get('actor'), { refuseOthers: methodOf(parsedBody) === 'tools/call' });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MCP_MAX_BODY_BYTES });
    await server.connect(transport);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    const request = new Request(c.req.url, { method: 'POST', headers, body: text });
    try {
      return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
    } finally {
      await server.close();
    }
  });
  // Stateless: no stream to open with GET, no session to end with DELETE.
  router.on(['GET', 'DELETE'], '/', (c) => {
    c.header('Allow', 'POST');
    return c.json(rpcError(MCP_MESSAGES.postOnly), 405);
  });
  return router;
}
