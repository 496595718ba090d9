import type { SystemSettings } from "../_shared/contracts/admin-settings.ts";
import { json } from "../_shared/responses.ts";

export interface GetSettingsDeps {
  readSettings(): Promise<SystemSettings>;
}

/** GET /admin/settings: every key, defaults filled in for keys the table lacks. */
export function getSettings(deps: GetSettingsDeps) {
  return async () => json(await deps.readSettings());
}
