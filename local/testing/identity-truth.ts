// Tests and benchmarks only: the product's player identity measured against the simulator's truth
// (GET /_sim/identity, which no product code reads). Automatic links: precision (a wrong link shows
// a user someone else's touchdown) and the share of Tank01 players linked; match candidates: how
// often the resolver's top suggestion is the right player.
import type { SupabaseClient } from "npm:@supabase/supabase-js@2.119.1";

export interface IdentityTruth {
  tank01: { tank01Id: string; mflId: string; tank01Name: string; mflName: string; sharedId: boolean; misleadingId: boolean; nameDiffers: boolean }[];
  traded: { mflId: string; from: string; to: string; week: number };
  sameName: [string, string];
}

export interface IdentityFigures {
  tank01Players: number;
  autoLinks: number;
  wrongAutoLinks: { tank01Id: string; linkedTo: string; truth: string }[];
  /** Correct automatic links / automatic links (1 when none). */
  precision: number;
  /** Automatic links / Tank01 players. */
  autoShare: number;
  candidates: number;
  top1Correct: number;
  /** Candidates whose suggested player is the right one / candidates. */
  top1Accuracy: number;
  wrongSuggestions: { tank01Id: string; name: string; suggested: string | null; truth: string }[];
}

export async function fetchTruth(simUrl: string): Promise<IdentityTruth> {
  const res = await fetch(`${simUrl.replace(/\/+$/, "")}/_sim/identity`);
  if (!res.ok) throw new Error(`GET /_sim/identity: HTTP ${res.status}`);
  return await res.json();
}

/** Reads the identity tables as the service role (paged: PostgREST caps a read at 1,000 rows). */
// deno-lint-ignore no-explicit-any
async function all<T>(service: SupabaseClient, table: string, columns: string, filter?: (q: any) => any): Promise<T[]> {
  const out: T[] = [];
  for (let from = 0; ; from += 1000) {
    let q = service.from(table).select(columns).range(from, from + 999);
    if (filter) q = filter(q);
    const { data, error } = await q;
    if (error) throw new Error(`${table}: ${error.message}`);
    out.push(...(data as T[]));
    if (!data || data.length < 1000) return out;
  }
}

export async function measureIdentity(service: SupabaseClient, truth: IdentityTruth): Promise<IdentityFigures> {
  const ids = await all<{ player_id: number; provider: string; external_id: string; source: string }>(
    service, "player_identifiers", "player_id,provider,external_id,source", (q) => q.in("provider", ["mfl", "tank01"]));
  const mflOf = new Map(ids.filter((i) => i.provider === "mfl").map((i) => [i.player_id, i.external_id]));
  const truthOf = new Map(truth.tank01.map((t) => [t.tank01Id, t.mflId]));
  const auto = ids.filter((i) => i.provider === "tank01" && i.source === "auto");
  const wrongAutoLinks = auto
    .filter((i) => mflOf.get(i.player_id) !== truthOf.get(i.external_id))
    .map((i) => ({ tank01Id: i.external_id, linkedTo: mflOf.get(i.player_id) ?? "?", truth: truthOf.get(i.external_id) ?? "?" }));
  const candidates = await all<{ source_external_id: string; display_name: string; candidate_player_id: number | null }>(
    service, "player_match_candidates", "source_external_id,display_name,candidate_player_id", (q) => q.eq("source_provider", "tank01"));
  const wrongSuggestions = candidates
    .filter((c) => (c.candidate_player_id === null ? null : mflOf.get(c.candidate_player_id)) !== truthOf.get(c.source_external_id))
    .map((c) => ({
      tank01Id: c.source_external_id,
      name: c.display_name,
      suggested: c.candidate_player_id === null ? null : mflOf.get(c.candidate_player_id) ?? null,
      truth: truthOf.get(c.source_external_id) ?? "?",
    }));
  return {
    tank01Players: truth.tank01.length,
    autoLinks: auto.length,
    wrongAutoLinks,
    precision: auto.length ? (auto.length - wrongAutoLinks.length) / auto.length : 1,
    autoShare: auto.length / truth.tank01.length,
    candidates: candidates.length,
    top1Correct: candidates.length - wrongSuggestions.length,
    top1Accuracy: candidates.length ? (candidates.length - wrongSuggestions.length) / candidates.length : 1,
    wrongSuggestions,
  };
}
