import { z } from "npm:zod@4.6.7";

// Tank01's NFL shapes as the tank01 function passes them on (reference live-data-api.md §3-§6):
// every value inside Tank01's `body` is a string ("True"/"False", "1757264400.0"). The schemas are
// tolerant (a number where a string is expected is read as its digits, unknown keys pass through),
// because Tank01 adds fields and leaves out empty ones; what the product reads is named here.

/** A Tank01 scalar: a string, or a number read as its text; absent stays absent. */
export const text = z.preprocess((v) => (typeof v === "number" ? String(v) : v === null ? undefined : v), z.string());
const optionalText = text.optional();

/** Stat groups of one player: `Passing` → `{passYds: "152", ...}` (per play: that play's deltas). */
export const statGroupsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type StatGroups = z.output<typeof statGroupsSchema>;

/** One side of `lineScore`: quarter points, total and `currentlyInPossession` ("True"/"False"). */
export const lineScoreSideSchema = z.looseObject({
  teamAbv: optionalText,
  totalPts: optionalText,
  currentlyInPossession: optionalText,
});

export const lineScoreSchema = z.looseObject({
  period: optionalText,
  gameClock: optionalText,
  away: lineScoreSideSchema.optional(),
  home: lineScoreSideSchema.optional(),
});
export type LineScore = z.output<typeof lineScoreSchema>;

/** A game as the schedule and the scoreboard list it (getNFLGamesForWeek, getNFLScoresOnly). */
export const nflGameSchema = z.looseObject({
  gameID: text,
  away: text,
  home: text,
  awayPts: optionalText,
  homePts: optionalText,
  gameStatus: optionalText,
  /** "0" scheduled, "1" live, "2" completed. */
  gameStatusCode: optionalText,
  currentPeriod: optionalText,
  gameClock: optionalText,
  network: optionalText,
  gameWeek: optionalText,
  /** YYYYMMDD (US Eastern). */
  gameDate: optionalText,
  /** Eastern wall clock, "1:00p". */
  gameTime: optionalText,
  /** Kickoff in Unix seconds, "1757264400.0". */
  gameTime_epoch: optionalText,
  season: optionalText,
  seasonType: optionalText,
  lineScore: lineScoreSchema.optional(),
});
export type NflGame = z.output<typeof nflGameSchema>;

/** One `allPlayByPlay` entry (chronological in Tank01's list). */
export const playSchema = z.looseObject({
  play: text,
  playPeriod: optionalText,
  playClock: optionalText,
  downAndDistance: optionalText,
  teamID: optionalText,
  /** Player id → that play's own stat deltas. */
  playerStats: z.record(z.string(), statGroupsSchema).optional(),
  tank01PlayerIds: z.array(text).optional(),
});
export type Play = z.output<typeof playSchema>;

/** A player's line in a box score (getNFLBoxScore `playerStats`): identity plus sparse stat groups. */
export const boxPlayerSchema = z.looseObject({
  playerID: text,
  longName: optionalText,
  team: optionalText,
  teamAbv: optionalText,
});
export type BoxPlayer = z.output<typeof boxPlayerSchema>;

/** A team defence's line (`DST.away` / `DST.home`). */
export const dstSchema = z.looseObject({ teamAbv: optionalText });

/** One game's box score with its play-by-play (getNFLBoxScore?playByPlay=true), as stored and answered. */
export const boxScoreSchema = nflGameSchema.extend({
  playerStats: z.record(z.string(), boxPlayerSchema).optional(),
  DST: z.looseObject({ away: dstSchema.optional(), home: dstSchema.optional() }).optional(),
  scoringPlays: z.array(z.looseObject({ score: optionalText })).optional(),
  allPlayByPlay: z.array(playSchema).optional(),
});
export type BoxScore = z.output<typeof boxScoreSchema>;

/** getNFLPlayerList: one row per player (no team defences). Cross-site ids are often missing. */
export const nflPlayerSchema = z.looseObject({
  playerID: text,
  longName: text,
  pos: optionalText,
  team: optionalText,
  teamID: optionalText,
  espnID: optionalText,
  sleeperBotID: optionalText,
  yahooPlayerID: optionalText,
  cbsPlayerID: optionalText,
  fantasyProsPlayerID: optionalText,
  rotoWirePlayerID: optionalText,
  isFreeAgent: optionalText,
  injury: z.unknown().optional(),
});
export type NflPlayer = z.output<typeof nflPlayerSchema>;

/** Why an answer is not fresh: the last good copy is shown, with this note. */
export const staleFieldsSchema = z.object({
  stale: z.boolean().optional(),
  /** ISO time the data was fetched from Tank01. */
  fetchedAt: z.string().optional(),
  /** What went wrong, for the note under the data ('Live data provider is busy: ...'). */
  message: z.string().optional(),
  /** When the deployment's shared copy is next refreshed from Tank01 (ISO): polling sooner brings nothing new. */
  refreshAt: z.string().optional(),
});
