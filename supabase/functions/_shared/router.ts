import type { AuthLevel, Authorize, Caller } from "./auth.ts";
import { AppError, errorResponse } from "./errors.ts";
import { preflight } from "./responses.ts";

export interface RouteContext {
  url: URL;
  params: Record<string, string | undefined>;
  /** The verified caller; null only on public routes. */
  caller: Caller | null;
}

export type RouteHandler = (req: Request, ctx: RouteContext) => Response | Promise<Response>;

export interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path without the function's prefix, e.g. "/settings" or "/players/:id". */
  pattern: string;
  auth: AuthLevel;
  handler: RouteHandler;
}

/**
 * One function's route table. Hosted Supabase passes `/<group>/...`; the path is accepted with or
 * without that prefix. Every failure, thrown or routed, leaves as the one JSON error shape.
 */
export function createRouter(group: string, routes: Route[], authorize: Authorize): (req: Request) => Promise<Response> {
  const table = routes.map((route) => ({ ...route, url: new URLPattern({ pathname: `{/${group}}?${route.pattern}{/}?` }) }));
  return async (req) => {
    if (req.method === "OPTIONS") return preflight();
    try {
      const url = new URL(req.url);
      const matching = table.filter((route) => route.url.test({ pathname: url.pathname }));
      if (matching.length === 0) throw new AppError("not_found", `Not found: ${req.method} ${url.pathname}`);
      const route = matching.find((r) => r.method === req.method || (req.method === "HEAD" && r.method === "GET"));
      if (!route) {
        const allow = [...new Set(matching.map((r) => r.method)), "OPTIONS"].join(", ");
        throw new AppError("method_not_allowed", `Method not allowed: ${req.method} ${url.pathname}`, undefined, { Allow: allow });
      }
      const params = route.url.exec({ pathname: url.pathname })?.pathname.groups ?? {};
      const caller = await authorize(req, route.auth);
      return await route.handler(req, { url, params, caller });
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** The verified user of a route with auth "user" (the router checked it before the handler ran). */
export function requireUser(ctx: RouteContext): Caller & { userId: string } {
  const caller = ctx.caller;
  if (!caller?.userId) throw new Error("route reached without a verified user: give it auth 'user'");
  return caller as Caller & { userId: string };
}
