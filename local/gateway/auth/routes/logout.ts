/** POST /logout?scope=global|local|others — ends sessions; their refresh tokens die with them. */
import { type AuthContext, type AuthRequest, requireUser } from "../context.ts";
import { authErrors, authHeaders } from "../errors.ts";
import { deleteSessions } from "../store.ts";

export async function logout(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const scope = r.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope)) throw authErrors.validation(`Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx, r.req);
  if (scope === "global" || !sessionId) await deleteSessions(ctx.sql, user.id);
  else if (scope === "local") await deleteSessions(ctx.sql, user.id, sessionId);
  else await deleteSessions(ctx.sql, user.id, undefined, sessionId);
  return new Response(null, { status: 204, headers: authHeaders() });
}
