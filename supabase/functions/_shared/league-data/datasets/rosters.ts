import { compareByPositionThenName } from "../../contracts/position-order.ts";
import { leagueRostersEndpoint } from "../../contracts/league-rosters.ts";
import type { Roster } from "../../contracts/league-rosters.ts";
import { rosters as rostersExport } from "../../mfl/queries.ts";
import type { FranchiseRoster } from "../../mfl/rosters.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { DatasetView, LeagueDataset } from "./dataset.ts";

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

/** Every franchise with its players (list order: position, then name), franchises without players included. */
export function rostersAnswer(rows: RosterRecord[], franchises: FranchiseRecord[]): Roster[] {
  const byFranchise = new Map<string, RosterRecord[]>();
  for (const row of rows) byFranchise.set(row.franchise_id, [...(byFranchise.get(row.franchise_id) ?? []), row]);
  const ids = [...new Set([...franchises.map((f) => f.franchise_id), ...byFranchise.keys()])];
  const names = new Map(franchises.map((f) => [f.franchise_id, f.franchise_name]));
  return ids.map((id) => ({
    franchise_id: id,
    franchise_name: names.get(id) ?? `Team ${id}`,
    players: (byFranchise.get(id) ?? [])
      .map((p) => ({
        player_id: p.player_id,
        full_name: p.full_name,
        position: p.position,
        team: p.nfl_team,
        bye_week: p.bye_week,
        injury_status: p.injury_status,
        drafted: p.drafted,
        status: p.status,
        salary: p.salary === null || p.salary === undefined ? null : Number(p.salary),
        contract_year: p.contract_year ?? null,
        contract_info: p.contract_info ?? null,
      }))
      // Spec 02 §5 position sort order, by last name.
      .sort((a, b) => compareByPositionThenName({ position: a.position, name: a.full_name }, { position: b.position, name: b.full_name })),
  }));
}

/** GET /rosters?leagueId=[&year=]: every franchise with its players (spec 02 §3 Roster). */
const view: DatasetView<typeof leagueRostersEndpoint.request, { rosters: RosterRecord[]; franchises: FranchiseRecord[] }> = {
  endpoint: leagueRostersEndpoint,
  rpc: "league_view_rosters",
  fromSnapshot: (snap) => ({ rosters: snap.rows as RosterRecord[], franchises: snap.franchises }),
  answer: (data, membership) => ({
    userFranchiseId: membership.franchise_id,
    rosters: rostersAnswer(data.rosters, data.franchises),
    usesSalaries: data.rosters.some((p) => p.salary !== null && p.salary !== undefined),
    usesContractYear: data.rosters.some((p) => p.contract_year !== null && p.contract_year !== undefined),
  }),
};

/**
 * MFL's rosters (statuses ROSTER, TAXI_SQUAD, INJURED_RESERVE kept, contracts where the league uses
 * them); names, byes and injuries from the shared reference data.
 */
export const rosters: LeagueDataset<RosterWriteRow[], "rosters"> & { view: typeof view } = {
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
  view,
};
