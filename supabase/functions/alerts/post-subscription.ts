import { PUSH_SERVICE_NOT_ALLOWED, type PushSubscriptionRequest } from "../_shared/contracts/alerts.ts";
import { AppError, databaseError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { AlertsDeps } from "./deps.ts";

/**
 * POST /alerts/subscriptions: the caller's browser subscription, stored as theirs (a browser that was
 * another account's moves to the caller). Only a known push service's endpoint is taken: the server
 * will POST to it.
 */
export function postSubscription(deps: Pick<AlertsDeps, "userDb" | "pushServiceAllowed" | "vapidPublicKey">) {
  return async ({ caller, input }: UserRouteContext<PushSubscriptionRequest>) => {
    if (!deps.vapidPublicKey()) throw new AppError("unavailable", "Alerts are not set up on this server");
    if (!deps.pushServiceAllowed(input.endpoint)) {
      throw new AppError("bad_request", `Invalid request: endpoint ${PUSH_SERVICE_NOT_ALLOWED}`, {
        issues: [{ path: "endpoint", message: `endpoint ${PUSH_SERVICE_NOT_ALLOWED}` }],
      });
    }
    const { data, error } = await deps.userDb(caller.jwt).rpc("register_push_subscription", {
      p_endpoint: input.endpoint,
      p_p256dh: input.keys.p256dh,
      p_auth: input.keys.auth,
      p_user_agent: input.userAgent ?? "",
    });
    if (error) throw databaseError("Saving this device for alerts failed", error);
    return json({ id: Number(data), endpoint: input.endpoint });
  };
}
