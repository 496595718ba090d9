/** POST /signup — GoTrue's rules for new, unconfirmed and confirmed addresses. */
import {
  type AuthContext,
  type AuthRequest,
  checkEmail,
  checkEmailFrequency,
  checkPasswordStrength,
  normaliseEmail,
  readJson,
  redirectFor,
  str,
} from "../context.ts";
import { authErrors, authJson } from "../errors.ts";
import { sendAuthMail } from "../mailer.ts";
import { issueSession } from "../session.ts";
import { obfuscatedUserJson, userJson } from "../shapes.ts";
import { createUser, identitiesOf, issueEmailToken, refreshUnconfirmedUser, type UserRow, userByEmail, userById } from "../store.ts";

function metadata(v: unknown): Record<string, unknown> {
  return v && typeof v === "object" && !Array.isArray(v) ? v as Record<string, unknown> : {};
}

export async function signup(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  if (!ctx.opts.enableSignup) throw authErrors.signupDisabled();
  const body = await readJson(r.req);
  const email = normaliseEmail(body.email);
  const password = str(body.password);
  const data = metadata(body.data);
  checkEmail(email);
  if (!password) throw authErrors.validation("Signup requires a valid password");
  checkPasswordStrength(ctx, password);
  const redirectTo = redirectFor(ctx, r, (body as { options?: { email_redirect_to?: unknown } }).options?.email_redirect_to);

  const existing = await userByEmail(ctx.sql, email);
  if (existing?.email_confirmed_at) {
    if (!ctx.opts.enableConfirmations) throw authErrors.userAlreadyExists();
    return authJson(obfuscatedUserJson(email, data));
  }

  let user: UserRow;
  if (existing) {
    // an unconfirmed address signing up again: new password and data, a new confirmation mail
    if (ctx.opts.enableConfirmations) checkEmailFrequency(ctx, existing.confirmation_sent_at);
    await refreshUnconfirmedUser(ctx.sql, existing.id, password, data, ctx.opts.bcryptCost);
    user = existing;
    if (!ctx.opts.enableConfirmations) {
      await ctx.sql`update auth.users set email_confirmed_at = now() where id = ${user.id}`;
    }
  } else {
    user = await createUser(ctx.sql, { email, password, data, confirmed: !ctx.opts.enableConfirmations, bcryptCost: ctx.opts.bcryptCost });
  }

  if (!ctx.opts.enableConfirmations) {
    return authJson(await issueSession(ctx, r, (await userById(ctx.sql, user.id))!, "password"));
  }
  const { tokenHash, otp } = await issueEmailToken(ctx.sql, user.id, email, "confirmation");
  await sendAuthMail(ctx.sql, { to: email, kind: "confirmation", redirectTo, tokenHash, otp });
  const fresh = (await userById(ctx.sql, user.id))!;
  return authJson(userJson(fresh, await identitiesOf(ctx.sql, user.id)));
}
