import { authorize, type Authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter } from "../_shared/router.ts";

export interface MflDeps {
  authorize: Authorize;
}

// No endpoints yet: every other path answers 404 JSON until the issue that builds them.
export function createHandler(deps: MflDeps): (req: Request) => Promise<Response> {
  return createRouter("mfl", [healthRoute("mfl")], deps.authorize);
}

export const handler = createHandler({ authorize });
