import { leagueRostersEndpoint, type Roster } from "../../contracts/league-rosters.ts";
import { compareByPositionThenName } from "../../contracts/position-order.ts";
import type { RosterRecord } from "../datasets/rosters.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { LeagueView } from "./league-view.ts";

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
export const rostersView: LeagueView<typeof leagueRostersEndpoint.request, { rosters: RosterRecord[]; franchises: FranchiseRecord[] }> = {
  endpoint: leagueRostersEndpoint,
  refreshes: ["rosters"],
  rpc: "league_view_rosters",
  fromSnapshot: (snap) => ({ rosters: snap.rows as RosterRecord[], franchises: snap.franchises }),
  answer: (data, membership) => ({
    userFranchiseId: membership.franchise_id,
    rosters: rostersAnswer(data.rosters, data.franchises),
    usesSalaries: data.rosters.some((p) => p.salary !== null && p.salary !== undefined),
    usesContractYear: data.rosters.some((p) => p.contract_year !== null && p.contract_year !== undefined),
  }),
};
