/**
 * The gateway's routing, as Supabase's API gateway (Kong) does it: /auth/v1 and /rest/v1 behind
 * key-auth, /functions/v1 open at the gateway but guarded by each function's `verify_jwt`,
 * /api as an alias of the functions, everything else the SPA. REST and function answers are gzipped
 * for clients that accept it.
 */
import { resolveApiPath } from "../../../supabase/functions/_shared/contracts/api-routes.ts";
import { errorResponse } from "../../../supabase/functions/_shared/errors.ts";
import { requestUrl } from "../../../supabase/functions/_shared/request-path.ts";
import { bearerToken, verifyJwt } from "../jwt.ts";
import { checkApiKey, jsonMessage } from "./apikey.ts";
import { preflight, withCors } from "./cors.ts";
import { gzipIfAccepted } from "./compress.ts";
import { proxy } from "./proxy.ts";
import { serveSpa } from "./static.ts";

export interface GatewayRoutes {
  /** GoTrue subset: (request, path below /auth/v1, client ip). */
  auth(req: Request, path: string, ip: string | null): Promise<Response>;
  /** Auth paths that need no apikey (opened from e-mails). */
  openAuthPaths: Set<string>;
  restUrl: string;
  functionsUrl: string;
  /**
   * The base URL of a live worker of a function, when the gateway may call it directly (one proxy
   * hop fewer than through the runtime's router on functionsUrl); null falls back to the router.
   */
  functionWorker?: (name: string) => string | null;
  jwtSecret: string;
  verifyJwt(functionName: string): boolean;
  distDir: string;
}

const API_PREFIXES = /^\/(auth|rest|functions|storage|realtime|graphql|pg)\/v1(?=\/|$)/;

export function gatewayHandler(r: GatewayRoutes): (req: Request, info: { remoteAddr: Deno.Addr }) => Promise<Response> {
  return async (req, info) => {
    // Judged before anything routes on it: parsing folds `%2e%2e` away, so a path that climbs
    // would otherwise reach another service, function or route than the one it names.
    let url: URL;
    try {
      url = requestUrl(req);
    } catch (refused) {
      return withCors(errorResponse(refused));
    }
    const ip = info.remoteAddr.transport === "tcp" ? (info.remoteAddr as Deno.NetAddr).hostname : null;
    const path = url.pathname;
    const api = API_PREFIXES.exec(path);
    if (!api && !path.startsWith("/api/") && path !== "/api") return await serveSpa(r.distDir, req, path);
    if (req.method === "OPTIONS") return preflight(req);
    return withCors(await routeApi(r, req, url, api?.[1] ?? "api", ip));
  };
}

async function routeApi(r: GatewayRoutes, req: Request, url: URL, service: string, ip: string | null): Promise<Response> {
  const rest = url.pathname.replace(API_PREFIXES, "");
  switch (service) {
    case "auth": {
      const denied = r.openAuthPaths.has(rest.replace(/\/+$/, "")) ? null : checkApiKey(req, url);
      return denied ?? await r.auth(req, rest || "/", ip);
    }
    case "rest": {
      const denied = checkApiKey(req, url);
      if (denied) return denied;
      // Kong hands PostgREST the apikey as the bearer when the client sent no Authorization
      const headers: Record<string, string> = {};
      if (!req.headers.has("authorization")) headers.authorization = `Bearer ${req.headers.get("apikey") ?? url.searchParams.get("apikey")}`;
      return gzipIfAccepted(req, await proxy(req, `${r.restUrl}${rest || "/"}${url.search}`, { ip, headers }));
    }
    case "functions": {
      const m = /^\/([^/?#]+)(.*)$/.exec(rest);
      if (!m) return jsonMessage(404, "Requested function was not found", { code: "NOT_FOUND" });
      return await callFunction(r, req, m[1], `/${m[1]}${m[2]}${url.search}`, ip);
    }
    case "api": {
      const resolved = resolveApiPath(url.pathname);
      if (!resolved) return new Response(JSON.stringify({ error: "Not found" }), { status: 404, headers: { "content-type": "application/json" } });
      return await callFunction(r, req, resolved.fn, `/${resolved.fn}${resolved.path}${url.search}`, ip);
    }
    default:
      return jsonMessage(404, "no Route matched with those values");
  }
}

/** `verify_jwt` as the edge runtime enforces it, then the function itself. */
async function callFunction(r: GatewayRoutes, req: Request, name: string, pathAndQuery: string, ip: string | null): Promise<Response> {
  if (r.verifyJwt(name)) {
    const token = bearerToken(req);
    if (!token) return Response.json({ code: 401, message: "Missing authorization header" }, { status: 401 });
    if (!(await verifyJwt(token, r.jwtSecret)).ok) return Response.json({ code: 401, message: "Invalid JWT" }, { status: 401 });
  }
  return gzipIfAccepted(req, await proxy(req, `${r.functionWorker?.(name) ?? r.functionsUrl}${pathAndQuery}`, { ip }));
}
