import { AppError, databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";

/**
 * Our product must not be a way to guess MFL passwords, nor a way to lock someone out of theirs:
 * failures are counted per account, per account and username, and per username from accounts
 * that never proved it (mfl_login_gate and mfl_login_settle, migration 20261127120000, counted
 * across every isolate; the README lists the limits).
 */

/** A login the gate let through; settle it with what MFL said. */
export interface AdmittedLogin {
  attemptId: number;
}

/** What MFL said: accepted, or no verdict at all (unreachable, busy, no such season). A wrong password needs no settling. */
export type LoginOutcome = "succeeded" | "unanswered";

/** Records one MFL login for the caller before it is sent (a failure until settled), or refuses it with 429 and Retry-After. */
export async function admitMflLogin(db: SupabaseClient, userId: string, username: string, now: number): Promise<AdmittedLogin> {
  const { data, error } = await db.rpc("mfl_login_gate", { p_user: userId, p_username: username, p_now: new Date(now).toISOString() });
  if (error) throw databaseError("Checking MyFantasyLeague login attempts failed", error);
  const answer = (data ?? {}) as { attemptId?: number; waitSec?: number };
  if (typeof answer.attemptId === "number") return { attemptId: answer.attemptId };
  const waitSec = Math.max(1, Number(answer.waitSec ?? 60));
  const minutes = Math.ceil(waitSec / 60);
  throw new AppError(
    "rate_limited",
    `Too many MyFantasyLeague login attempts: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    { success: false, retryAfterSec: waitSec },
    { "Retry-After": String(waitSec) },
  );
}

/**
 * Tells the gate what MFL said. Never throws: when it cannot be recorded, the attempt simply keeps
 * counting as a failure, which only ever errs on MFL's side.
 */
export async function settleMflLogin(db: SupabaseClient, userId: string, login: AdmittedLogin, outcome: LoginOutcome, now: number): Promise<void> {
  const { error } = await db.rpc("mfl_login_settle", {
    p_user: userId,
    p_attempt: login.attemptId,
    p_outcome: outcome,
    p_now: new Date(now).toISOString(),
  });
  if (error) console.warn(`Recording an MFL login as ${outcome} failed for user ${userId}: database error ${error.code || "(no code)"}`);
}
