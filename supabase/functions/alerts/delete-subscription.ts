import { databaseError } from "../_shared/errors.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { AlertsDeps } from "./deps.ts";

/** DELETE /alerts/subscriptions {endpoint}: this browser stops receiving the caller's alerts (RLS: only their own). */
export function deleteSubscription(deps: Pick<AlertsDeps, "userDb">) {
  return async ({ caller, input }: UserRouteContext<{ endpoint: string }>) => {
    const { data, error } = await deps.userDb(caller.jwt).from("push_subscriptions").delete().eq("endpoint", input.endpoint).select("id");
    if (error) throw databaseError("Removing this device from alerts failed", error);
    return json({ removed: (data ?? []).length > 0 });
  };
}
