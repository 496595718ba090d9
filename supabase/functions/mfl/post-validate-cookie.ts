import { getMflSession, isMflSessionError, type MflSessionData } from "../_shared/credentials/mfl-session.ts";
import { myleagues } from "../_shared/mfl/queries.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import type { validateCookieRequestSchema } from "../_shared/contracts/mfl-validate-cookie.ts";
import type { z } from "npm:zod@4.6.7";
import { describeFailure, isAuthFailure } from "../_shared/upstream/app-errors.ts";
import { sessionRejected } from "./session-rejected.ts";

/**
 * POST /validate-cookie {year?} → {valid}. Checks the stored session with a fresh call MFL only
 * answers for logged-in users. When MFL rejects it, the stored expiry becomes now. When MFL cannot
 * be asked (down, busy), the stored expiry decides and `verified: false` says so.
 */
export function postValidateCookie(deps: MflDeps) {
  return async ({ caller: { userId }, input: body, now }: UserRouteContext<z.output<typeof validateCookieRequestSchema>>) => {
    const db = deps.db();
    let session: MflSessionData;
    try {
      session = await getMflSession(db, userId, now, deps.keyring);
    } catch (error) {
      if (isMflSessionError(error)) return json({ valid: false, reason: error.message, mflStatus: error.details?.mflStatus });
      throw error;
    }
    try {
      const result = await deps.upstream().get(myleagues({ year: seasonOr(body.year, now) }), {
        cookie: session.cookie,
        userId,
        account: session.username,
        forceRefresh: true,
      });
      if (result.stale) return json({ valid: true, verified: false, expiresAt: session.expiresAt, reason: "MyFantasyLeague could not be reached" });
      return json({ valid: true, verified: true, expiresAt: session.expiresAt });
    } catch (error) {
      if (isAuthFailure(error)) {
        const rejected = await sessionRejected(db, userId, now);
        return json({ valid: false, reason: rejected.message, mflStatus: "expired" });
      }
      return json({ valid: true, verified: false, expiresAt: session.expiresAt, reason: describeFailure(error) });
    }
  };
}
