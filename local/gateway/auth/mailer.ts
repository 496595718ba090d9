/**
 * The e-mails GoTrue sends, written to the local outbox instead of SMTP. Links follow the
 * token-hash template Supabase recommends for SPAs: `{redirect_to}?token_hash=…&type=…`, which the
 * app hands to `verifyOtp({ token_hash, type })`.
 */
import type { Sql } from "../db.ts";
import { putMessage } from "../outbox/store.ts";

export type MailKind = "confirmation" | "recovery";

const TEXTS: Record<MailKind, { subject: string; intro: string; action: string; type: string }> = {
  confirmation: { subject: "Confirm Your Signup", intro: "Follow this link to confirm your user:", action: "Confirm your mail", type: "email" },
  recovery: { subject: "Reset Your Password", intro: "Follow this link to reset the password for your user:", action: "Reset Password", type: "recovery" },
};

export function mailLink(redirectTo: string, tokenHash: string, kind: MailKind): string {
  const url = new URL(redirectTo);
  url.searchParams.set("token_hash", tokenHash);
  url.searchParams.set("type", TEXTS[kind].type);
  return url.toString();
}

export async function sendAuthMail(
  sql: Sql,
  m: { to: string; kind: MailKind; redirectTo: string; tokenHash: string; otp: string },
): Promise<void> {
  const t = TEXTS[m.kind];
  const link = mailLink(m.redirectTo, m.tokenHash, m.kind);
  const esc = link.replaceAll("&", "&amp;");
  await putMessage(sql, {
    to: m.to,
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\nAlternatively, enter the code: ${m.otp}\n`,
    html: `<h2>${t.subject}</h2>\n<p>${t.intro}</p>\n<p><a href="${esc}">${t.action}</a></p>\n<p>Alternatively, enter the code: ${m.otp}</p>`,
  });
}
