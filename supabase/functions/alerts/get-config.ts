import { json } from "../_shared/responses.ts";
import type { AlertsDeps } from "./deps.ts";

/** GET /alerts/config: the VAPID public key the browser subscribes with (null when this server has none). */
export function getConfig(deps: Pick<AlertsDeps, "vapidPublicKey">) {
  return () => json({ vapidPublicKey: deps.vapidPublicKey() });
}
