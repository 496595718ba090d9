import { z } from "npm:zod@4.6.7";
import { resolveApiPath } from "./api-routes.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One endpoint of the product's API as both tiers know it: its method and `/api` path (spec 01 and
 * 02 §7), what it takes (GET: the query; otherwise the JSON body) and what it answers. The
 * function's route row and the SPA's call are both made from it, so neither tier can ask for or
 * answer anything else.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: `/api/${string}`;
  request: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(definition: Endpoint<Req, Res>): Endpoint<Req, Res> {
  if (!resolveApiPath(definition.path)) throw new Error(`${definition.path} is not in the /api table (api-routes.ts)`);
  return definition;
}

/**
 * The request of an endpoint that takes nothing: a GET whatever its query, a POST whose body its
 * route never reads (endpointRoute's `ignoreBody`). The SPA sends `{}`.
 */
export const noRequest = z.object({});

/** The path inside its function, as its route table matches it: '/api/mfl/login' → '/login'. */
export function functionPath(e: Endpoint): string {
  return resolveApiPath(e.path)!.path;
}
