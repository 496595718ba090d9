import { league as leagueExport } from "../../mfl/queries.ts";
import { DEFAULT_DIVISION_NAME } from "../../contracts/standings-rules.ts";
import type { League } from "../../mfl/league.ts";
import type { LeagueDataset } from "./dataset.ts";

/** A league_franchises row as replace_league_franchises takes it. */
export interface FranchiseWriteRow {
  franchise_id: string;
  franchise_name: string;
  division_id: string | null;
  division_name: string;
  logo_url: string | null;
}

export function franchiseRows(league: League): FranchiseWriteRow[] {
  const divisions = new Map(league.divisions.map((d) => [d.id, d.name]));
  return league.franchises.map((f) => ({
    franchise_id: f.id,
    franchise_name: f.name || `Team ${f.id}`,
    division_id: f.divisionId && divisions.has(f.divisionId) ? f.divisionId : null,
    division_name: (f.divisionId && divisions.get(f.divisionId)) || DEFAULT_DIVISION_NAME,
    logo_url: f.logo ?? f.icon ?? null,
  }));
}

/** Franchise names and divisions, from MFL's league export (which every other sync reads first). */
export const franchises: LeagueDataset<FranchiseWriteRow[], "franchises"> = {
  kind: "franchises",
  rpc: "replace_league_franchises",
  source: (leagueId, year) => leagueExport({ leagueId, year }),
  fetch: (ctx) =>
    Promise.resolve({ rows: franchiseRows(ctx.league.data), fetchedAt: ctx.league.fetchedAt, stale: ctx.league.stale }),
};
