import type { z } from "npm:zod@4.6.7";
import type { AuthLevel, Authorize, Caller } from "./auth.ts";
import { type Endpoint, functionPath } from "./contracts/endpoint.ts";
import { AppError, errorResponse } from "./errors.ts";
import { parseJson, parseQuery, parseWith } from "./input.ts";
import { preflight } from "./responses.ts";
import { requestUrl } from "./request-path.ts";

/**
 * Where a route's input comes from: the query string, or a JSON object body (`optional`: empty
 * body = `{}`; `ignored`: the body is never read, the input is the schema's `{}`).
 */
export type InputSource<S extends z.ZodType> = { query: S } | { body: S; optional?: boolean; ignored?: boolean };

/** The caller a handler gets: routes with auth "user" always have a user id. */
export type CallerOf<A extends AuthLevel> = A extends "public" ? null : A extends "user" ? Caller & { userId: string } : Caller;

/** What a handler receives: the request, its parsed input, the verified caller and the time. */
export interface RouteContext<I = undefined, C extends Caller | null = Caller | null> {
  req: Request;
  url: URL;
  params: Record<string, string | undefined>;
  caller: C;
  input: I;
  /** Epoch ms of this request, from the function's clock (tests pin it). */
  now: number;
}

export interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path without the function's prefix, e.g. "/settings" or "/players/:id". */
  pattern: string;
  auth: AuthLevel;
  /** Parsed by the router after auth and before the handler; a failure is a 400 naming the fields. */
  input?: InputSource<z.ZodType>;
  /** The answer's contract: checked on every 2xx JSON answer when CHECK_RESPONSE_CONTRACTS=1 (the test stacks). */
  output?: z.ZodType;
  /**
   * The handler's first database read refuses a token whose session has ended (401), before any
   * other work: the router then makes no separate session check (AuthorizeOptions).
   */
  sessionCheckedByRead?: boolean;
  // deno-lint-ignore no-explicit-any
  handler: (ctx: RouteContext<any, any>) => Response | Promise<Response>;
}

export interface RouteDefinition<A extends AuthLevel, S extends z.ZodType> {
  method: Route["method"];
  pattern: string;
  auth: A;
  input?: InputSource<S>;
  output?: z.ZodType;
  handler: (ctx: RouteContext<z.output<S>, CallerOf<A>>) => Response | Promise<Response>;
}

/** One row of a route table, typed: the handler's input is its schema's output, its caller the auth level's. */
export function route<A extends AuthLevel, S extends z.ZodType = z.ZodType<undefined>>(definition: RouteDefinition<A, S>): Route {
  return definition as Route;
}

export interface EndpointRouteDefinition<A extends AuthLevel, E extends Endpoint> {
  /** The endpoint's contract: its method, path, request (query or body) and response come from it. */
  endpoint: E;
  auth: A;
  /** A body that may be left empty (clients of the spec send none): read as `{}`. */
  optionalBody?: boolean;
  /** An endpoint that takes nothing (`noRequest`): whatever body comes is never read. */
  ignoreBody?: boolean;
  /** See Route: the handler's first read refuses an ended session itself. */
  sessionCheckedByRead?: boolean;
  handler: (ctx: RouteContext<z.output<E["request"]>, CallerOf<A>>) => Response | Promise<Response>;
}

/** The route row of a contract's endpoint (contracts/endpoint.ts): the SPA calls the same object. */
export function endpointRoute<A extends AuthLevel, E extends Endpoint>(definition: EndpointRouteDefinition<A, E>): Route {
  const { endpoint: e } = definition;
  return {
    method: e.method,
    pattern: functionPath(e),
    auth: definition.auth,
    input: e.method === "GET" ? { query: e.request } : { body: e.request, optional: definition.optionalBody, ignored: definition.ignoreBody },
    output: e.response,
    ...(definition.sessionCheckedByRead ? { sessionCheckedByRead: true } : {}),
    handler: definition.handler,
  };
}

export interface RouterOptions {
  authorize: Authorize;
  /** Epoch ms; default Date.now. */
  now?: () => number;
  /** Check answers against their route's output schema; default the CHECK_RESPONSE_CONTRACTS env. */
  checkResponses?: boolean;
}

/**
 * One function's route table. Hosted Supabase passes `/<group>/...`; the path is accepted with or
 * without that prefix. Every failure, thrown or routed, leaves as the one JSON error shape.
 */
export function createRouter(group: string, routes: Route[], options: RouterOptions): (req: Request) => Promise<Response> {
  const table = routes.map((route) => ({ ...route, url: new URLPattern({ pathname: `{/${group}}?${route.pattern}{/}?` }) }));
  const matchingRoutes = routeMatcher(group, table);
  const now = options.now ?? Date.now;
  const checkResponses = options.checkResponses ?? contractChecksEnabled();
  return async (req) => {
    if (req.method === "OPTIONS") return preflight();
    try {
      // the path as it arrived, checked before matching: one that climbs to another route is a 404
      const url = requestUrl(req);
      const matching = matchingRoutes(url.pathname);
      if (matching.length === 0) throw new AppError("not_found", `Not found: ${req.method} ${url.pathname}`);
      const route = matching.find((r) => r.method === req.method || (req.method === "HEAD" && r.method === "GET"));
      if (!route) {
        const allow = [...new Set(matching.map((r) => r.method)), "OPTIONS"].join(", ");
        throw new AppError("method_not_allowed", `Method not allowed: ${req.method} ${url.pathname}`, undefined, { Allow: allow });
      }
      const params = isFixed(route.pattern) ? {} : route.url.exec({ pathname: url.pathname })?.pathname.groups ?? {};
      const caller = await authorize(options.authorize, req, route);
      const input = await inputOf(req, url, route, options.authorize);
      const res = await route.handler({ req, url, params, caller, input, now: now() });
      return checkResponses && route.output ? await checkedAnswer(res, route.output, `${route.method} ${route.pattern}`) : res;
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** A pattern with no parameter, wildcard or group names one path. */
function isFixed(pattern: string): boolean {
  return !/[:*(){}?+\\]/.test(pattern);
}

/**
 * The routes whose pattern matches a path, in table order. Most patterns name one fixed path: those
 * are found in a map (with and without the `/<group>` prefix, with or without a trailing slash, as
 * their URLPattern matches), and only the others are matched as patterns, which cost far more on
 * every request of the hottest routes.
 */
export function routeMatcher<R extends { pattern: string; url: URLPattern }>(group: string, table: R[]): (pathname: string) => R[] {
  const fixed = new Map<string, { route: R; order: number }[]>();
  const patterned: { route: R; order: number }[] = [];
  table.forEach((route, order) => {
    if (!isFixed(route.pattern)) patterned.push({ route, order });
    else fixed.set(route.pattern, [...fixed.get(route.pattern) ?? [], { route, order }]);
  });
  const prefix = `/${group}`;
  return (pathname) => {
    const bare = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    const paths = bare.startsWith(`${prefix}/`) ? [bare, bare.slice(prefix.length)] : [bare];
    const found = new Set(paths.flatMap((path) => fixed.get(path) ?? []));
    for (const entry of patterned) if (entry.route.url.test({ pathname })) found.add(entry);
    return [...found].sort((a, b) => a.order - b.order).map((entry) => entry.route);
  };
}

async function authorize(authorizer: Authorize, req: Request, route: Route): Promise<Caller | null> {
  const level: AuthLevel = route.auth;
  const caller = await authorizer(req, level, { sessionCheckedByRead: route.sessionCheckedByRead });
  if (level === "user" && !caller?.userId) throw new AppError("unauthorized", "Unauthorized: a signed-in user is required");
  return caller;
}

/**
 * The request's input. A route whose first read checks the session never reaches that read with
 * input it refuses: the session is then checked here, before the 400, so an ended session's token
 * is 401 at every route whatever it sends.
 */
async function inputOf(req: Request, url: URL, route: Route, authorizer: Authorize): Promise<unknown> {
  try {
    return await readInput(req, url, route.input);
  } catch (error) {
    if (route.sessionCheckedByRead) await authorize(authorizer, req, { ...route, sessionCheckedByRead: false });
    throw error;
  }
}

function readInput(req: Request, url: URL, source: InputSource<z.ZodType> | undefined): unknown {
  if (!source) return undefined;
  if ("query" in source) return parseQuery(url, source.query);
  if (source.ignored) return parseWith(source.body, {});
  return parseJson(req, source.body, { optional: source.optional });
}

function contractChecksEnabled(): boolean {
  try {
    return Deno.env.get("CHECK_RESPONSE_CONTRACTS") === "1";
  } catch {
    return false; // no env permission: production-like, no checks
  }
}

/** A 2xx JSON answer that does not match its contract becomes a 500 naming the broken fields (tests only). */
async function checkedAnswer(res: Response, output: z.ZodType, name: string): Promise<Response> {
  if (!res.ok || !res.headers.get("Content-Type")?.includes("application/json")) return res;
  const body = await res.clone().json();
  const checked = output.safeParse(body);
  if (checked.success) return res;
  const fields = checked.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
  console.error(`${name} answered outside its contract: ${fields}`);
  return new Response(JSON.stringify({ error: `Response broke its contract: ${fields}`, code: "contract" }), {
    status: 500,
    headers: res.headers,
  });
}

/** The context of a route with auth "user". */
export type UserRouteContext<I = undefined> = RouteContext<I, Caller & { userId: string }>;
