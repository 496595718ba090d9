import { authorize, type Authorize } from "../_shared/auth.ts";
import { healthRoute } from "../_shared/get-health.ts";
import { createRouter } from "../_shared/router.ts";

export interface Tank01Deps {
  authorize: Authorize;
}

// No endpoints yet: every other path answers 404 JSON until the issue that builds them.
export function createHandler(deps: Tank01Deps): (req: Request) => Promise<Response> {
  return createRouter("tank01", [healthRoute("tank01")], { authorize: deps.authorize });
}

export const handler = createHandler({ authorize });
