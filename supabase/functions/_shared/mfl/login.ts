import { MflLoginError } from "./errors.ts";
import { UpstreamMalformedError } from "../upstream/errors.ts";
import { isObject, text } from "./quirks.ts";
import { parseXml } from "./xml.ts";

/** MFL sessions are treated as valid for 24 h after issue (the product's rule, spec 01). */
export const COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface MflSession {
  /** Value of the `MFL_USER_ID` cookie. Secret: store encrypted, never send to a browser or log. */
  cookie: string;
  issuedAt: string;
  expiresAt: string;
}

/**
 * Reads the login answer: `<status MFL_USER_ID="...">OK</status>` or `<error>Invalid Password</error>`
 * (both HTTP 200). Falls back to the `Set-Cookie` header when the body lacks the attribute.
 */
export function parseLoginResponse(body: string, setCookies: string[], now: number): MflSession {
  const doc = parseXml(body);
  if (doc && doc.error !== undefined) {
    throw new MflLoginError(text(doc.error).trim() || "Login failed");
  }
  const status = doc && isObject(doc.status) ? doc.status : null;
  const cookie = (status ? text(status.MFL_USER_ID).trim() : "") || cookieFromHeaders(setCookies);
  if (!cookie) {
    if (doc) throw new MflLoginError("Login failed");
    throw new UpstreamMalformedError("League host login answer was not understood");
  }
  return {
    cookie,
    issuedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + COOKIE_LIFETIME_MS).toISOString(),
  };
}

function cookieFromHeaders(setCookies: string[]): string {
  for (const header of setCookies) {
    const m = /^\s*MFL_USER_ID=([^;]*)/.exec(header);
    if (m && m[1]) return m[1];
  }
  return "";
}
