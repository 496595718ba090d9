import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { Membership } from "./league-store.ts";
import type { MembershipProof, MembershipStore } from "./league-sync.ts";

/**
 * user_leagues.verified_at (with the MFL account and season that proved it) through the service client (users cannot write it: column grants,
 * migration 20261121160000). Every statement filters by the user id from the verified JWT.
 */
export function supabaseMembership(service: SupabaseClient, now: () => number = Date.now): MembershipStore {
  return {
    async isVerified(userId, leagueId, year) {
      const { data, error } = await service.from("user_leagues").select("verified_at,verified_year")
        .eq("user_id", userId).eq("league_id", leagueId).maybeSingle();
      if (error) throw databaseError("Reading your league membership failed", error);
      return provenFor(data as Pick<Membership, "verified_at" | "verified_year"> | null, year);
    },
    async markVerified(userId, leagueId, franchiseId, proof) {
      const { error } = await service.from("user_leagues")
        .update({ verified_at: new Date(now()).toISOString(), franchise_id: franchiseId, ...proofColumns(proof) })
        .eq("user_id", userId).eq("league_id", leagueId);
      if (error) throw databaseError("Saving your league membership failed", error);
    },
    async unverify(userId, leagueId) {
      const { error } = await service.from("user_leagues").update({ verified_at: null })
        .eq("user_id", userId).eq("league_id", leagueId);
      if (error) throw databaseError("Saving your league membership failed", error);
    },
  };
}

/**
 * A membership counts for `year` when it is verified and was proven for that season (MFL reuses
 * league ids across years). Rows verified before seasons were recorded count for any season.
 */
export function provenFor(row: Pick<Membership, "verified_at" | "verified_year"> | null | undefined, year: number): boolean {
  if (!row?.verified_at) return false;
  return row.verified_year === null || row.verified_year === undefined || row.verified_year === year;
}

/** The user_leagues columns recording who proved a membership, and for which season. */
export function proofColumns(proof: MembershipProof): { verified_mfl_username: string | null; verified_year: number } {
  return { verified_mfl_username: proof.account ? proof.account.trim().toLowerCase() : null, verified_year: proof.year };
}

/**
 * Withdraws the user's verifications whose proof no longer holds (withdraw_league_verification, one
 * statement): all of them when `account` is null (disconnect); else those proven by another MFL
 * account and, given `listed` (a fresh myleagues of `account`), those MFL no longer lists. The
 * rows stay in the user's list, unverified. Answers the league ids withdrawn.
 */
export async function withdrawLeagueVerification(
  service: SupabaseClient,
  userId: string,
  account: string | null,
  listed?: string[],
): Promise<string[]> {
  const { data, error } = await service.rpc("withdraw_league_verification", {
    p_user: userId,
    p_account: account,
    p_listed: listed ?? null,
  });
  if (error) throw databaseError("Updating your league memberships failed", error);
  return (data as string[] | null) ?? [];
}
