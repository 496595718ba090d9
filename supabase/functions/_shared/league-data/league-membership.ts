import { databaseError } from "../errors.ts";
import type { SupabaseClient } from "../supabase.ts";
import type { MembershipStore } from "./league-sync.ts";

/**
 * user_leagues.verified_at through the service client (users cannot write it: column grants,
 * migration 20261121160000). Every statement filters by the user id from the verified JWT.
 */
export function supabaseMembership(service: SupabaseClient, now: () => number = Date.now): MembershipStore {
  return {
    async isVerified(userId, leagueId) {
      const { data, error } = await service.from("user_leagues").select("verified_at")
        .eq("user_id", userId).eq("league_id", leagueId).maybeSingle();
      if (error) throw databaseError("Reading your league membership failed", error);
      return Boolean((data as { verified_at: string | null } | null)?.verified_at);
    },
    async markVerified(userId, leagueId, franchiseId) {
      const { error } = await service.from("user_leagues")
        .update({ verified_at: new Date(now()).toISOString(), franchise_id: franchiseId })
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
