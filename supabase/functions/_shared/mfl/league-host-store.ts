import type { SupabaseClient } from "../supabase.ts";

/**
 * Where every isolate finds the host each league lives on, as any isolate learned it
 * (`LeagueHosts`, hosts.ts); never throws (a read that fails is a miss, a write that fails is
 * logged).
 */
export interface LeagueHostStore {
  read(leagueId: string): Promise<string | null>;
  write(leagueId: string, base: string): Promise<void>;
  remove(leagueId: string): Promise<void>;
}

/**
 * `public.mfl_league_hosts` (migration 20261130100000) through the service-role client: the host
 * of each league as some isolate learned it. A database problem never fails a call: a failed read
 * is a miss (the generic host's 302 tells), a failed write is logged.
 */
export function tableLeagueHostStore(service: SupabaseClient): LeagueHostStore {
  const warn = (what: string, error: { code?: string }) => console.warn(`${what} failed: database error ${error.code || "(no code)"}`);
  return {
    async read(leagueId) {
      const { data, error } = await service.from("mfl_league_hosts").select("base_url").eq("league_id", leagueId).maybeSingle();
      if (error) warn(`Reading league ${leagueId}'s host`, error);
      return (data?.base_url as string | undefined) ?? null;
    },
    async write(leagueId, base) {
      const { error } = await service.from("mfl_league_hosts").upsert({ league_id: leagueId, base_url: base, learned_at: new Date().toISOString() }, { onConflict: "league_id" });
      if (error) warn(`Recording league ${leagueId}'s host`, error);
    },
    async remove(leagueId) {
      const { error } = await service.from("mfl_league_hosts").delete().eq("league_id", leagueId);
      if (error) warn(`Forgetting league ${leagueId}'s host`, error);
    },
  };
}
