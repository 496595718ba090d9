import type { Caller } from "../_shared/auth.ts";
import { type DatabaseFailure, databaseError } from "../_shared/errors.ts";
import { directCallerCall, withDirectView } from "../_shared/league-data/direct-league-view.ts";
import type { SettingsWriteRow } from "../_shared/league-data/datasets/settings.ts";
import { storedLeagueSettings } from "../_shared/league-data/stored-settings.ts";
import { provenFor } from "../_shared/league-data/league-membership.ts";
import {
  type FranchiseClaim,
  type LeagueReader,
  type LeagueWeekReader,
  type Membership,
  supabaseReader,
  supabaseWeekReader,
} from "../_shared/league-data/league-store.ts";
import { type SupabaseClient, userClient } from "../_shared/supabase.ts";

/** What a handler reads as the caller (their JWT: row level security decides, issue 22.1). */
export interface CallerReads {
  /** The caller's leagues proven for `year`, with their franchise, oldest first as the sidebar lists them. */
  memberships(year: number): Promise<Membership[]>;
  /**
   * The caller's own membership of one league (any season: provenFor judges it), or null; an ended
   * session is refused here (401), so a route reading it first needs no session check of its own.
   * A read that fails is a 503 whose text starts with `failure`.
   */
  membership(leagueId: string, failure?: string): Promise<FranchiseClaim | null>;
  /** The league views (one rpc each). */
  leagues: LeagueReader;
  /** A league's stored finished weeks of live scoring and its franchises' names. */
  weeks: LeagueWeekReader;
  /**
   * The league's stored starting requirements and the caller's name for the league; null when none
   * are stored or the caller is not a verified member (row level security shows neither).
   */
  leagueSettings(leagueId: string, year: number): Promise<{ row: SettingsWriteRow; name: string | null } | null>;
}

export function callerReads(caller: Caller): CallerReads {
  // Made on first use: a read that fails to start (no API address configured) fails as a read does.
  let client: SupabaseClient | undefined;
  let reader: LeagueReader | undefined;
  let weekReader: LeagueWeekReader | undefined;
  const asCaller = () => client ??= userClient(caller.jwt);
  const weeks = () => weekReader ??= supabaseWeekReader(asCaller());
  return {
    async memberships(year) {
      const { data, error } = await asCaller().from("user_leagues")
        .select("league_id,franchise_id,display_name,verified_at,verified_year")
        .order("created_at", { ascending: true }).order("league_id", { ascending: true });
      if (error) throw databaseError("Reading your leagues failed", error);
      return ((data ?? []) as Membership[]).filter((m) => provenFor(m, year) && !!m.franchise_id);
    },
    async membership(leagueId, failure = "Reading your league membership failed") {
      const direct = directCallerCall(caller);
      if (direct) {
        try {
          return await direct("caller_league_membership", [leagueId]) as FranchiseClaim | null;
        } catch (error) {
          throw databaseError(failure, error as DatabaseFailure);
        }
      }
      const { data, error } = await asCaller().rpc("caller_league_membership", { p_league_id: leagueId });
      if (error) throw databaseError(failure, error);
      return data as FranchiseClaim | null;
    },
    leagues: {
      view: async (...args) => await (reader ??= withDirectView(() => supabaseReader(asCaller()), caller)).view(...args),
    },
    weeks: {
      finishedWeeks: async (...args) => await weeks().finishedWeeks(...args),
      franchiseNames: async (...args) => await weeks().franchiseNames(...args),
    },
    leagueSettings: async (leagueId, year) => caller.userId ? await storedLeagueSettings(asCaller(), caller.userId, leagueId, year) : null,
  };
}
