import { getMflSession, isMflSessionError, type MflSessionData } from "../_shared/credentials/mfl-session.ts";
import { lastMflSessionConfirmation, recordMflSessionConfirmed } from "../_shared/credentials/mfl-session-check.ts";
import { myleagues } from "../_shared/mfl/queries.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import type { MflDeps } from "./deps.ts";
import { MFL_SESSION_RECHECK_MS, type validateCookieRequestSchema } from "../_shared/contracts/mfl-validate-cookie.ts";
import type { z } from "npm:zod@4.6.7";
import { describeFailure, isAuthFailure } from "../_shared/mfl/app-errors.ts";
import { sessionRejected } from "./session-rejected.ts";

/**
 * POST /validate-cookie {year?} → {valid}. Checks the stored session with a fresh call MFL only
 * answers for logged-in users, unless MFL accepted it less than MFL_SESSION_RECHECK_MS ago (at
 * login or an earlier check, in any tab or isolate): then that answers, and MFL is not asked. A
 * session some other call found rejected is already expired and answers so without MFL. When MFL
 * rejects it, the stored expiry becomes now. When MFL cannot be asked (down, busy), the stored
 * expiry decides and `verified: false` says so.
 */
export function postValidateCookie(deps: MflDeps) {
  return async ({ caller: { userId }, input: body, now }: UserRouteContext<z.output<typeof validateCookieRequestSchema>>) => {
    const db = deps.db();
    let session: MflSessionData;
    let confirmedAt: number | null;
    try {
      // Both reads at once; the session (its expiry) is judged first all the same.
      [session, confirmedAt] = await Promise.all([getMflSession(db, userId, now, deps.keyring), lastMflSessionConfirmation(db, userId)]);
    } catch (error) {
      if (isMflSessionError(error)) return json({ valid: false, reason: error.message, mflStatus: error.details?.mflStatus });
      throw error;
    }
    if (confirmedAt !== null && Math.abs(now - confirmedAt) < MFL_SESSION_RECHECK_MS) {
      return json({ valid: true, verified: true, expiresAt: session.expiresAt, checkedAt: new Date(confirmedAt).toISOString() });
    }
    try {
      const result = await deps.upstream().get(myleagues({ year: seasonOr(body.year, now) }), {
        cookie: session.cookie,
        userId,
        account: session.username,
        forceRefresh: true,
      });
      if (result.stale) return json({ valid: true, verified: false, expiresAt: session.expiresAt, reason: "MyFantasyLeague could not be reached" });
      await recordMflSessionConfirmed(db, userId, now);
      return json({ valid: true, verified: true, expiresAt: session.expiresAt, checkedAt: new Date(now).toISOString() });
    } catch (error) {
      if (isAuthFailure(error)) {
        const rejected = await sessionRejected(db, userId, now);
        return json({ valid: false, reason: rejected.message, mflStatus: "expired" });
      }
      return json({ valid: true, verified: false, expiresAt: session.expiresAt, reason: describeFailure(error) });
    }
  };
}
