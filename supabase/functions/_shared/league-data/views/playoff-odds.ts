import { leaguePlayoffOddsEndpoint, type TeamOddsRow } from "../../contracts/league-playoff-odds.ts";
import { playoffOdds } from "../../insights/playoff-odds.ts";
import type { LeagueView } from "./league-view.ts";
import { type PlayoffOddsInput, playoffOddsInput, type PlayoffOddsRows } from "./playoff-odds-input.ts";

/**
 * GET /league-playoff-odds?leagueId=[&year=]: each team's playoff, bye and seed chances and its
 * chances if it wins or loses this week, from the league's stored standings, schedule and weeks and
 * the caller's playoff setting (league_view_playoff_odds, one round trip as the caller). The
 * simulation runs here, at the server, where the rows already are: 10,000 seasons take tens of
 * milliseconds (`npm run bench -- playoff-odds`), and a phone neither downloads the schedule nor
 * spends its battery on them.
 */
export const playoffOddsView: LeagueView<typeof leaguePlayoffOddsEndpoint.request, PlayoffOddsData> = {
  endpoint: leaguePlayoffOddsEndpoint,
  rpc: "league_view_playoff_odds",
  refreshes: ["standings", "schedule", "settings"],
  fromSnapshot: (snap) => ({ rows: { ...(snap.rows as Omit<PlayoffOddsRows, "franchises">), franchises: snap.franchises } }),
  answer: (data, membership, query, year) => {
    const input = playoffOddsInput(data.rows, query.leagueId, year);
    return { userFranchiseId: membership.franchise_id, ...playoffOddsAnswer(input, data.rows) };
  },
};

interface PlayoffOddsData {
  rows: PlayoffOddsRows;
}

function playoffOddsAnswer(input: PlayoffOddsInput, rows: PlayoffOddsRows) {
  const odds = new Map(playoffOdds(input.request).map((o) => [o.id, o]));
  const names = new Map(rows.franchises.map((f) => [f.franchise_id, f.franchise_name]));
  const teams: TeamOddsRow[] = input.request.teams.map((t) => {
    const o = odds.get(t.id)!;
    return {
      franchiseId: t.id,
      franchiseName: names.get(t.id) ?? `Team ${t.id}`,
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
      pointsFor: t.pointsFor,
      playoff: o.playoff,
      bye: o.bye,
      seeds: o.seeds,
      ifWin: o.ifWin,
      ifLose: o.ifLose,
    };
  });
  return {
    setting: input.setting,
    headToHead: input.request.h2h,
    week: input.week,
    lastRegularSeasonWeek: input.lastRegularSeasonWeek,
    simulations: input.request.simulations,
    teams,
  };
}
