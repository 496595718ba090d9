/** Signing a user in: a new session, its first refresh token, the access token. */
import type { AuthContext, AuthRequest } from "./context.ts";
import { sessionJson } from "./shapes.ts";
import { createSession, identitiesOf, touchSignIn, type UserRow, userById } from "./store.ts";

export async function issueSession(ctx: AuthContext, r: AuthRequest, user: UserRow, method: string) {
  await touchSignIn(ctx.sql, user.id);
  const { sessionId, refreshToken } = await createSession(ctx.sql, {
    userId: user.id,
    method,
    userAgent: r.req.headers.get("user-agent"),
    ip: r.ip,
  });
  const fresh = (await userById(ctx.sql, user.id)) ?? user;
  return await sessionJson(ctx.tokens, fresh, await identitiesOf(ctx.sql, user.id), {
    sessionId,
    refreshToken,
    amr: { method, timestamp: Math.floor(Date.now() / 1000) },
  });
}
