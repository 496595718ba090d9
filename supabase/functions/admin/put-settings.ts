import { SETTINGS_UPDATED, type SystemSettings } from "../_shared/contracts/admin-settings.ts";
import { json } from "../_shared/responses.ts";
import type { Caller } from "../_shared/auth.ts";
import type { RouteContext } from "../_shared/router.ts";

export interface PutSettingsDeps {
  writeSettings(settings: SystemSettings, updatedBy: string | null): Promise<SystemSettings>;
}

/** PUT /admin/settings: the whole settings object, validated by the route, stored in one statement. */
export function putSettings(deps: PutSettingsDeps) {
  return async ({ caller, input: settings }: RouteContext<SystemSettings, Caller>) => {
    const stored = await deps.writeSettings(settings, caller.userId);
    return json({ success: true, message: SETTINGS_UPDATED, settings: stored });
  };
}
