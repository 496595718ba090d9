/** POST /token — grant_type password and refresh_token (with GoTrue's rotation and reuse rules). */
import { type AuthContext, type AuthRequest, normaliseEmail, readJson, str } from "../context.ts";
import { AuthError, authErrors, authJson } from "../errors.ts";
import { issueSession } from "../session.ts";
import { sessionJson } from "../shapes.ts";
import { identitiesOf, randomToken, type RefreshTokenRow, sessionAmr, userById, userByPassword } from "../store.ts";

export async function token(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const grant = r.url.searchParams.get("grant_type");
  const body = await readJson(r.req);
  if (grant === "password") return await passwordGrant(ctx, r, body);
  if (grant === "refresh_token") return await refreshGrant(ctx, body);
  throw new AuthError(400, "validation_failed", "unsupported_grant_type");
}

async function passwordGrant(ctx: AuthContext, r: AuthRequest, body: Record<string, unknown>): Promise<Response> {
  const email = normaliseEmail(body.email);
  const password = str(body.password);
  if (!email) throw authErrors.validation("missing email or phone");
  if (ctx.signInFailures.blocked(email)) throw authErrors.tooManySignIns();
  const user = password ? await userByPassword(ctx.sql, email, password) : null;
  if (!user) {
    ctx.signInFailures.fail(email);
    throw authErrors.invalidCredentials();
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw new AuthError(400, "user_banned", "User is banned");
  if (!user.email_confirmed_at && ctx.opts.enableConfirmations) throw authErrors.emailNotConfirmed();
  ctx.signInFailures.reset(email);
  return authJson(await issueSession(ctx, r, user, "password"));
}

/**
 * A live token is revoked and replaced by a child. A revoked one is accepted again only within
 * the reuse interval (the client may have lost the answer), and then gets the session's current
 * token; later reuse looks like theft, so the whole session's family is revoked and refused.
 */
async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<Response> {
  const presented = str(body.refresh_token);
  if (!presented) throw authErrors.refreshTokenNotFound();
  const reuseMs = ctx.opts.refreshTokenReuseInterval * 1000;
  const outcome = await ctx.sql.begin(async (tx) => {
    const [row] = await tx<RefreshTokenRow[]>`select id, token, user_id, revoked, updated_at, parent, session_id
      from auth.refresh_tokens where token = ${presented} for update`;
    if (!row || !row.session_id) return { error: authErrors.refreshTokenNotFound() };
    const [session] = await tx`select id from auth.sessions where id = ${row.session_id} and (not_after is null or not_after > now()) for update`;
    if (!session) return { error: authErrors.refreshTokenNotFound() };
    if (row.revoked) {
      if (!ctx.opts.refreshTokenRotation || Date.now() - row.updated_at.getTime() > reuseMs) {
        await tx`update auth.refresh_tokens set revoked = true, updated_at = now() - make_interval(secs => ${ctx.opts.refreshTokenReuseInterval + 1})
          where session_id = ${row.session_id}`;
        return { error: authErrors.refreshTokenAlreadyUsed(), commit: true };
      }
      const [active] = await tx`select token from auth.refresh_tokens where session_id = ${row.session_id} and revoked = false
        order by id desc limit 1`;
      if (active) return { userId: row.user_id, sessionId: row.session_id, token: active.token as string };
    } else {
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
    }
    const next = randomToken();
    await tx`insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
      values ('00000000-0000-0000-0000-000000000000', ${next}, ${row.user_id}, false, now(), now(), ${row.token}, ${row.session_id})`;
    await tx`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = ${row.session_id}`;
    return { userId: row.user_id, sessionId: row.session_id, token: next };
  });
  if ("error" in outcome && outcome.error) throw outcome.error;
  const { userId, sessionId, token: refreshToken } = outcome as { userId: string; sessionId: string; token: string };
  const user = await userById(ctx.sql, userId);
  if (!user) throw authErrors.refreshTokenNotFound();
  return authJson(
    await sessionJson(ctx.tokens, user, await identitiesOf(ctx.sql, user.id), {
      sessionId,
      refreshToken,
      amr: await sessionAmr(ctx.sql, sessionId),
    }),
  );
}
