/** GET/PUT /user — the caller's user; PUT changes password (GoTrue's checks) and merges data. */
import { type AuthContext, type AuthRequest, checkPasswordStrength, readJson, requireUser } from "../context.ts";
import { jsonValue } from "../../db.ts";
import { AuthError, authErrors, authJson } from "../errors.ts";
import { userJson } from "../shapes.ts";
import { deleteSessions, identitiesOf, passwordMatches, userById } from "../store.ts";

export async function getUser(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const { user } = await requireUser(ctx, r.req);
  return authJson(userJson(user, await identitiesOf(ctx.sql, user.id)));
}

/** GoTrue's merge: keys set to null are removed, others replaced. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export async function updateUser(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const { user, sessionId } = await requireUser(ctx, r.req);
  const body = await readJson(r.req);
  if (typeof body.email === "string" && body.email.trim().toLowerCase() !== user.email) {
    throw new AuthError(422, "validation_failed", "Changing the e-mail address is not supported by the local auth server");
  }
  if (body.password !== undefined) {
    const password = typeof body.password === "string" ? body.password : "";
    checkPasswordStrength(ctx, password);
    if (await passwordMatches(ctx.sql, user.id, password)) throw authErrors.samePassword();
    await ctx.sql`update auth.users set encrypted_password = extensions.crypt(${password}, extensions.gen_salt('bf', ${ctx.opts.bcryptCost}::int)),
      updated_at = now() where id = ${user.id}`;
    // as GoTrue: a new password signs out every other session
    if (sessionId) await deleteSessions(ctx.sql, user.id, undefined, sessionId);
    else await deleteSessions(ctx.sql, user.id);
  }
  if (body.data !== undefined) {
    if (!body.data || typeof body.data !== "object" || Array.isArray(body.data)) throw authErrors.validation("data must be an object");
    const merged = mergeMetadata(user.raw_user_meta_data ?? {}, body.data as Record<string, unknown>);
    await ctx.sql`update auth.users set raw_user_meta_data = ${ctx.sql.json(jsonValue(merged))}, updated_at = now()
      where id = ${user.id}`;
  }
  const fresh = (await userById(ctx.sql, user.id))!;
  return authJson(userJson(fresh, await identitiesOf(ctx.sql, user.id)));
}
