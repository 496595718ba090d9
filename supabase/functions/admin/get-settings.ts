import { json } from "../_shared/responses.ts";
import type { RouteHandler } from "../_shared/router.ts";
import type { SystemSettings } from "../_shared/settings.ts";

export interface GetSettingsDeps {
  readSettings(): Promise<SystemSettings>;
}

/** GET /admin/settings: every key, defaults filled in for keys the table lacks. */
export function getSettings(deps: GetSettingsDeps): RouteHandler {
  return async () => json(await deps.readSettings());
}
