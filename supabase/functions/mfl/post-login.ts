import { admitMflLogin, settleMflLogin } from "../_shared/credentials/login-attempts.ts";
import { storeMflSession } from "../_shared/credentials/mfl-session.ts";
import { recordMflSessionConfirmed } from "../_shared/credentials/mfl-session-check.ts";
import { withdrawLeagueVerification } from "../_shared/league-data/league-membership.ts";
import { AppError } from "../_shared/errors.ts";
import { MflApiError, MflAuthError, MflLoginError } from "../_shared/mfl/errors.ts";
import type { MflSession } from "../_shared/mfl/login.ts";
import { seasonOr } from "../_shared/league-input.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { type MflDeps, nowOf } from "./deps.ts";
import { CONNECTED_MESSAGE, LOGIN_FAILED, type loginRequestSchema, MFL_FIELDS_REQUIRED } from "../_shared/contracts/mfl-login.ts";
import type { z } from "npm:zod@4.6.7";
import { syncLeagues, type SyncResult } from "./sync-leagues.ts";
import { describeFailure, upstreamFailure } from "../_shared/mfl/app-errors.ts";


/**
 * POST /login {username, password, year?}: logs in to MFL, stores the session encrypted in the
 * caller's profile, then tries the league sync (a failure there is only a warning). The answer
 * never carries the cookie; the password is neither stored nor logged. Failed logins are limited
 * per account and per MFL username (admitMflLogin) before anything is sent to MFL; a login MFL
 * accepts proves the username for this account and counts as no failure.
 */
export function postLogin(deps: MflDeps) {
  return async ({ caller: { userId }, input: body, now }: UserRouteContext<z.output<typeof loginRequestSchema>>) => {
    const username = body.username?.trim() ?? "";
    const password = body.password ?? "";
    if (!username || !password.trim()) throw new AppError("bad_request", MFL_FIELDS_REQUIRED, { success: false });
    const year = seasonOr(body.year, now);
    const upstream = deps.upstream();
    const db = deps.db();
    const attempt = await admitMflLogin(db, userId, username, now);

    let session: MflSession;
    try {
      session = await upstream.login(username, password, year, { userId });
    } catch (error) {
      // Only MFL's verdict on the password is a failure; no answer judged nothing.
      if (!isWrongCredentials(error)) await settleMflLogin(db, userId, attempt, "unanswered", now);
      throw loginError(error, year);
    }
    await settleMflLogin(db, userId, attempt, "succeeded", now);
    await storeMflSession(db, userId, { username, cookie: session.cookie, expiresAt: session.expiresAt }, deps.keyring);
    // MFL issued it this moment: the start-up check of the pages that follow need not ask again.
    await recordMflSessionConfirmed(db, userId, now);
    // Memberships another MFL account proved are not this account's: withdrawn before anything else.
    await withdrawLeagueVerification(db, userId, username);

    const warnings: string[] = [];
    let sync: SyncResult | undefined;
    try {
      sync = await syncLeagues(db, upstream, { userId, cookie: session.cookie, account: username, year, now: nowOf(deps) });
      warnings.push(...sync.warnings);
    } catch (error) {
      console.warn(`League sync after connecting failed for user ${userId}: ${describeFailure(error)}`);
      warnings.push(`League sync failed: ${describeFailure(error)}`);
    }
    return json({
      success: true,
      message: CONNECTED_MESSAGE,
      cookieExpires: session.expiresAt,
      username,
      ...(sync ? { sync: { existing: sync.existing, added: sync.added, total: sync.total } } : {}),
      ...(warnings.length ? { warnings } : {}),
    });
  };
}

function isWrongCredentials(error: unknown): error is MflLoginError | MflAuthError {
  return error instanceof MflLoginError || error instanceof MflAuthError;
}

function loginError(error: unknown, year: number): AppError {
  if (isWrongCredentials(error)) {
    const reason = error.message && error.message !== LOGIN_FAILED ? `: ${error.message}` : "";
    return new AppError("unauthorized", `${LOGIN_FAILED}${reason}`, { success: false });
  }
  if (error instanceof MflApiError) {
    const reason = error.httpStatus === 404 ? `MyFantasyLeague has no season ${year}` : error.message;
    return new AppError("bad_request", `${LOGIN_FAILED}: ${reason}`, { success: false });
  }
  const failure = upstreamFailure(error, LOGIN_FAILED);
  return new AppError(failure.code, `${LOGIN_FAILED}: ${failure.details?.reason}`, { ...failure.details }, failure.headers);
}
