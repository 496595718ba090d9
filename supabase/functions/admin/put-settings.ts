import { parseJson } from "../_shared/input.ts";
import { json } from "../_shared/responses.ts";
import type { RouteHandler } from "../_shared/router.ts";
import { type SystemSettings, systemSettingsSchema } from "../_shared/settings.ts";

export interface PutSettingsDeps {
  writeSettings(settings: SystemSettings, updatedBy: string | null): Promise<SystemSettings>;
}

/** PUT /admin/settings: the whole settings object, validated, stored in one statement. */
export function putSettings(deps: PutSettingsDeps): RouteHandler {
  return async (req, { caller }) => {
    const settings = await parseJson(req, systemSettingsSchema);
    const stored = await deps.writeSettings(settings, caller?.userId ?? null);
    return json({ success: true, message: "Settings updated.", settings: stored });
  };
}
