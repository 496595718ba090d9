/** POST /recover — a recovery mail when the address exists; `{}` either way (no account probing). */
import { type AuthContext, type AuthRequest, checkEmail, checkEmailFrequency, normaliseEmail, readJson, redirectFor } from "../context.ts";
import { authJson } from "../errors.ts";
import { sendAuthMail } from "../mailer.ts";
import { issueEmailToken, userByEmail } from "../store.ts";

export async function recover(ctx: AuthContext, r: AuthRequest): Promise<Response> {
  const body = await readJson(r.req);
  const email = normaliseEmail(body.email);
  checkEmail(email);
  const redirectTo = redirectFor(ctx, r, body.redirect_to);
  const user = await userByEmail(ctx.sql, email);
  if (user) {
    checkEmailFrequency(ctx, user.recovery_sent_at);
    const { tokenHash, otp } = await issueEmailToken(ctx.sql, user.id, email, "recovery");
    await sendAuthMail(ctx.sql, { to: email, kind: "recovery", redirectTo, tokenHash, otp });
  }
  return authJson({});
}
