import type { Route } from "./router.ts";
import { json } from "./responses.ts";

/** GET /health: says the function is deployed and answering; checks nothing else. */
export function healthRoute(group: string): Route {
  return { method: "GET", pattern: "/health", auth: "public", handler: () => json({ ok: true, function: group }) };
}
