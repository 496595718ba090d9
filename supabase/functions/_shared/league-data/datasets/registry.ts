import type { SyncKind } from "../kinds.ts";
import type { LeagueDataset } from "./dataset.ts";
import { franchises } from "./franchises.ts";
import { playerScoresDataset } from "./player-scores.ts";
import { rosters } from "./rosters.ts";
import { schedule } from "./schedule.ts";
import { settings } from "./settings.ts";
import { standings } from "./standings.ts";
import { transactions } from "./transactions.ts";

/**
 * Every kind of league data, by kind. The league sync, the league GET routes and admin syncs
 * dispatch through this table: adding a kind is its name in kinds.ts, one dataset file, its replace_*
 * migration and a line here (and a route line when it is a view).
 */
export const leagueDatasets = { franchises, standings, transactions, rosters, player_scores: playerScoresDataset, settings, schedule } satisfies Record<SyncKind, LeagueDataset<unknown>>;

export type { RefreshKind, SyncKind } from "../kinds.ts";
