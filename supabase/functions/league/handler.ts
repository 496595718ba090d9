import { authorize, type Authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter } from "../_shared/router.ts";

export interface LeagueDeps {
  authorize: Authorize;
}

// No endpoints yet: every other path answers 404 JSON until the issue that builds them.
export function createHandler(deps: LeagueDeps): (req: Request) => Promise<Response> {
  return createRouter("league", [healthRoute("league")], deps.authorize);
}

export const handler = createHandler({ authorize });
