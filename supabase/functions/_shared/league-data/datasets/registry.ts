import type { SyncKind, WeekKind } from "../kinds.ts";
import type { LeagueDataset } from "./dataset.ts";
import { franchises } from "./franchises.ts";
import { playerScoresDataset } from "./player-scores.ts";
import { rosters } from "./rosters.ts";
import { schedule } from "./schedule.ts";
import { settings } from "./settings.ts";
import { standings } from "./standings.ts";
import { transactions } from "./transactions.ts";
import { liveScores, projections, weekScores } from "./week-datasets.ts";

/**
 * Every kind of league data, by kind. The league sync, the league GET routes and admin syncs
 * dispatch through this table: adding a kind is its name in kinds.ts, one dataset file, its replace_*
 * migration and a line here (and a route line when it is a view).
 */
export const leagueDatasets = { franchises, standings, transactions, rosters, player_scores: playerScoresDataset, settings, schedule } satisfies Record<SyncKind, LeagueDataset<unknown>>;

/**
 * Every kind of league data kept per week while MFL keeps changing it: live scores and projections
 * as the league's shared copy of the week (one for every viewer, tab and isolate), the finished
 * weeks stored for good. Live Scoring, League Scoring and Matchups, the command center, the lineup
 * check, Set Lineup's projections and points left on the bench read them through weekScores and
 * readWeekCopy. Adding one: its name in kinds.ts (WeekKind), its entry in week-datasets.ts, a line here.
 */
export const leagueWeekDatasets = { live_scores: liveScores, projections, week_scores: weekScores } satisfies {
  [K in WeekKind]: { kind: K };
};

export type { RefreshKind, SyncKind, WeekKind } from "../kinds.ts";
