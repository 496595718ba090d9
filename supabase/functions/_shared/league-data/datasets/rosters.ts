import { rosters as rostersExport } from "../../mfl/queries.ts";
import type { FranchiseRoster } from "../../mfl/rosters.ts";
import type { LeagueDataset } from "./dataset.ts";

/** A league_rosters row as replace_league_rosters takes it. */
export interface RosterWriteRow {
  franchise_id: string;
  player_id: string;
  status: string;
  drafted: string | null;
  salary: number | null;
  contract_year: number | null;
  contract_info: string | null;
}

/** What a league says about contracts (reference §5.2 usesSalaries, usesContractYear). */
export interface ContractUse {
  usesSalaries: boolean;
  usesContractYear: boolean;
}

/** A rostered player with what the reference tables know of him (private.league_roster_rows). */
export interface RosterRecord {
  franchise_id: string;
  player_id: string;
  status: string;
  drafted: string | null;
  full_name: string;
  position: string | null;
  nfl_team: string | null;
  bye_week: number | null;
  injury_status: string | null;
  salary?: number | string | null;
  contract_year?: number | null;
  contract_info?: string | null;
}

/**
 * One row per rostered player. Contracts are kept only where the league uses them: a league's
 * rosters may carry leftover salary fields it no longer uses, and a screen shows the columns of
 * the contract figures its rows carry.
 */
export function rosterRows(rosters: FranchiseRoster[], contracts: ContractUse = { usesSalaries: false, usesContractYear: false }): RosterWriteRow[] {
  const usesContracts = contracts.usesSalaries || contracts.usesContractYear;
  return rosters.flatMap((f) =>
    f.players.filter((p) => p.id).map((p) => ({
      franchise_id: f.franchiseId,
      player_id: p.id,
      status: p.status,
      drafted: p.drafted ?? null,
      salary: contracts.usesSalaries ? p.salary ?? null : null,
      contract_year: contracts.usesContractYear ? p.contractYear ?? null : null,
      contract_info: usesContracts ? p.contractInfo ?? null : null,
    }))
  );
}

/**
 * MFL's rosters (statuses ROSTER, TAXI_SQUAD, INJURED_RESERVE kept, contracts where the league uses
 * them); names, byes and injuries from the shared reference data.
 */
export const rosters: LeagueDataset<RosterWriteRow[], "rosters"> = {
  kind: "rosters",
  rpc: "replace_league_rosters",
  source: (leagueId, year) => rostersExport({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const [result] = await Promise.all([
      ctx.upstream.get(rostersExport({ leagueId, year }), ctx.call),
      ctx.reference.ensure(["players", "bye_weeks", "injuries"], year, ctx.call),
    ]);
    return {
      rows: rosterRows(result.data, ctx.league.data),
      fetchedAt: result.fetchedAt,
      stale: result.stale,
      ...(result.staleReason ? { staleReason: result.staleReason } : {}),
    };
  },
};
