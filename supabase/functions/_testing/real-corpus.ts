// Runs every real MFL response of tests/fixtures/mfl-real/ (their sources: SOURCES.md there) through
// the product's parser for its type and the dataset step that turns it into rows, and checks what
// the product keeps against the raw answer: it parses, no transaction loses its assets, the counts
// agree (franchises, roster players, matchups, two-game weeks, transactions, scores), no franchise
// plays itself, and every week is one of the league's. real-corpus.test.ts fails on any problem;
// `npm run bench -- corpus` prints the figure (responses by type, parsed, rows with empty assets).
import { leagueWeekRange } from "../_shared/contracts/league-weeks.ts";
import { normaliseByeWeeks } from "../_shared/mfl/bye-weeks.ts";
import { parseJsonBody } from "../_shared/mfl/client.ts";
import { UpstreamError } from "../_shared/upstream/errors.ts";
import { normaliseInjuries } from "../_shared/mfl/injuries.ts";
import { type League, normaliseLeague } from "../_shared/mfl/league.ts";
import { normaliseLiveScoring } from "../_shared/mfl/live-scoring.ts";
import { parseLoginResponse } from "../_shared/mfl/login.ts";
import { normaliseMyLeagues } from "../_shared/mfl/myleagues.ts";
import { normaliseNflSchedule } from "../_shared/mfl/nfl-schedule.ts";
import { payload } from "../_shared/mfl/payload.ts";
import { normalisePlayers } from "../_shared/mfl/players.ts";
import { commaList, type JsonObject, text } from "../_shared/mfl/quirks.ts";
import { normaliseRosters } from "../_shared/mfl/rosters.ts";
import { normaliseSchedule } from "../_shared/mfl/schedule.ts";
import { normalisePlayerScores, normaliseProjectedScores } from "../_shared/mfl/scores.ts";
import { normaliseStandings } from "../_shared/mfl/standings.ts";
import { normaliseTransactions } from "../_shared/mfl/transactions.ts";
import { normaliseWeeklyResults } from "../_shared/mfl/weekly-results.ts";
import { franchiseRows } from "../_shared/league-data/datasets/franchises.ts";
import { weekRows } from "../_shared/league-data/datasets/player-scores.ts";
import { rosterRows } from "../_shared/league-data/datasets/rosters.ts";
import { scheduleRows } from "../_shared/league-data/datasets/schedule.ts";
import { settingsRow } from "../_shared/league-data/datasets/settings.ts";
import { standingRows } from "../_shared/league-data/datasets/standings.ts";
import { transactionRows } from "../_shared/league-data/datasets/transactions.ts";
import { referenceKinds } from "../_shared/league-data/reference-data.ts";
import { leagueAnswer, personalAnswer } from "../_shared/league-data/scoring-answer.ts";
import type { ScoringSnapshot } from "../_shared/league-data/week-scores.ts";

export const CORPUS_DIR = new URL("../../../tests/fixtures/mfl-real/", import.meta.url);

/** What one response taught: whether the product read it, how many rows it kept, what went wrong. */
export interface CorpusResult {
  /** `<type>/<file>` under the corpus folder. */
  file: string;
  type: string;
  parsed: boolean;
  /** Rows the product's step keeps (stored rows, answered matchups, ...). */
  rows: number;
  /** Transactions kept with neither an asset nor a description (the blank rows of issue 21). */
  emptyAssetRows: number;
  problems: string[];
  /** MFL's own error in the body, read as such (e.g. "No Player Database Changes Since ..."). */
  mflError?: string;
}

/** Every response of the corpus, with the league export of its league and season when there is one. */
export async function runCorpus(dir: URL = CORPUS_DIR): Promise<CorpusResult[]> {
  const files: { type: string; name: string }[] = [];
  for await (const typeDir of Deno.readDir(dir)) {
    if (!typeDir.isDirectory) continue;
    for await (const f of Deno.readDir(new URL(`${typeDir.name}/`, dir))) {
      if (f.isFile && /\.(json|xml)$/.test(f.name)) files.push({ type: typeDir.name, name: f.name });
    }
  }
  files.sort((a, b) => `${a.type}/${a.name}`.localeCompare(`${b.type}/${b.name}`));
  const read = (type: string, name: string) => Deno.readTextFile(new URL(`${type}/${name}`, dir));
  const leagues = new Map<string, League>();
  for (const f of files.filter((f) => f.type === "league")) {
    leagues.set(f.name.replace(/\.json$/, ""), normaliseLeague(parseJsonBody(await read("league", f.name))));
  }
  const results: CorpusResult[] = [];
  for (const f of files) {
    const result: CorpusResult = { file: `${f.type}/${f.name}`, type: f.type, parsed: false, rows: 0, emptyAssetRows: 0, problems: [] };
    // A league's other answers share its file name's start: <source>-<league>-<season>.
    const league = leagues.get(/^([a-z0-9]+-\d+-\d{4})/i.exec(f.name)?.[1] ?? "");
    try {
      const body = await read(f.type, f.name);
      if (f.type === "login") {
        checkLogin(body, result);
      } else {
        let json: JsonObject;
        try {
          json = parseJsonBody(body);
        } catch (error) {
          if (!(error instanceof UpstreamError) || !/"error"/.test(body)) throw error;
          result.parsed = true;
          result.mflError = error.message;
          results.push(result);
          continue;
        }
        const check = CHECKS[f.type];
        if (!check) throw new Error(`no check for MFL type "${f.type}"`);
        check(json, result, league);
      }
      result.parsed = true;
    } catch (error) {
      result.problems.push(`does not parse: ${error instanceof Error ? error.message : String(error)}`);
    }
    results.push(result);
  }
  return results;
}

type Check = (json: JsonObject, result: CorpusResult, league: League | undefined) => void;

/** MFL's single-item collapse, read independently of the product's helpers. */
function list(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value as JsonObject[];
  if (value && typeof value === "object" && Object.keys(value).length > 0) return [value as JsonObject];
  return [];
}

function expectCount(result: CorpusResult, what: string, ours: number, raw: number): void {
  if (ours !== raw) result.problems.push(`${what}: the product keeps ${ours}, MFL sent ${raw}`);
}

const NO_LEAGUE: League = normaliseLeague({ league: {} });

const CHECKS: Record<string, Check> = {
  league(json, result) {
    const raw = json.league as JsonObject;
    const league = normaliseLeague(json);
    const rows = franchiseRows(league);
    expectCount(result, "franchises", rows.length, list((raw.franchises as JsonObject | undefined)?.franchise).length);
    const settings = settingsRow(league);
    const positions = list((raw.starters as JsonObject | undefined)?.position).length;
    if (positions > 0) expectCount(result, "starting positions", settings.starting_positions.length, positions);
    const range = leagueWeekRange(league);
    const start = Number(text(raw.startWeek) || 1);
    const end = Number(text(raw.endWeek) || 17);
    if (range.first !== start || range.last !== end) {
      result.problems.push(`week range ${range.first}-${range.last}, the league says ${start}-${end}`);
    }
    if (settings.start_week !== range.first || settings.end_week !== range.last) {
      result.problems.push(`settings keep weeks ${settings.start_week}-${settings.end_week}, the league's are ${range.first}-${range.last}`);
    }
    result.rows = rows.length;
  },

  rosters(json, result) {
    const raw = list((json.rosters as JsonObject).franchise);
    const rows = rosterRows(normaliseRosters(json));
    expectCount(result, "roster players", rows.length, raw.reduce((n, f) => n + list(f.player).length, 0));
    const withPlayers = raw.filter((f) => list(f.player).length > 0).length;
    expectCount(result, "franchises with players", new Set(rows.map((r) => r.franchise_id)).size, withPlayers);
    result.rows = rows.length;
  },

  leagueStandings(json, result, league) {
    const raw = list((json.leagueStandings as JsonObject).franchise);
    const rows = standingRows(normaliseStandings(json), league ?? NO_LEAGUE);
    expectCount(result, "standings rows", rows.length, raw.length);
    for (const [i, r] of raw.entries()) {
      const ours = rows[i];
      if (ours && text(r.h2hw) !== "" && ours.wins !== Number(r.h2hw)) result.problems.push(`wins of ${r.id}: ${ours.wins}, MFL ${text(r.h2hw)}`);
      if (ours && ours.points_for !== Math.round(Number(text(r.pf) || 0) * 100) / 100) result.problems.push(`points for of ${r.id}`);
    }
    result.rows = rows.length;
  },

  transactions(json, result) {
    const raw = list((json.transactions as JsonObject).transaction);
    const franchiseMoves = raw.filter((t) => text(t.franchise) !== "" && text(t.franchise) !== "0000");
    const rows = transactionRows(normaliseTransactions(json), () => undefined);
    expectCount(result, "transactions", rows.length, franchiseMoves.length);
    rows.forEach((row, i) => {
      const mfl = franchiseMoves[i];
      if (row.assets.length === 0 && !row.description) {
        result.emptyAssetRows += 1;
        return;
      }
      if (!mfl) return;
      const kept = new Set(row.assets.map((a) => a.asset_id).filter(Boolean));
      const lost = assetTokens(mfl).filter((token) => !kept.has(token));
      if (lost.length > 0) result.problems.push(`${text(mfl.type)} at ${text(mfl.timestamp)} lost ${lost.join(", ")}`);
      const amount = moneyOf(mfl);
      if (amount !== null && row.bid_amount !== amount && !row.assets.some((a) => a.asset_type === "MONEY" && a.asset_value === amount)) {
        result.problems.push(`${text(mfl.type)} at ${text(mfl.timestamp)} lost its amount ${amount}`);
      }
    });
    if (result.emptyAssetRows > 0) result.problems.push(`${result.emptyAssetRows} transactions kept with no asset and no description`);
    result.rows = rows.length;
  },

  schedule(json, result, league) {
    const range = leagueWeekRange(league ?? {});
    const weeks = list((json.schedule as JsonObject).weeklySchedule);
    const rows = scheduleRows(normaliseSchedule(json), range);
    // One row per franchise and game: a self-pairing (an undecided playoff week) is one franchise, TBD.
    let expected = 0;
    for (const w of weeks) {
      const week = Number(text(w.week));
      const matchups = list(w.matchup);
      if (matchups.length > 0 && (week < range.first || week > range.last)) {
        result.problems.push(`week ${week} is outside the league's ${range.first}-${range.last}`);
      }
      const games = new Map<string, number>();
      for (const m of matchups) {
        const ids = [...new Set(list(m.franchise).map((f) => text(f.id)).filter(Boolean))];
        expected += ids.length;
        for (const id of ids) games.set(id, (games.get(id) ?? 0) + 1);
      }
      for (const [id, n] of games) {
        const ours = rows.filter((r) => r.week === week && r.franchise_id === id);
        if (ours.length !== n) result.problems.push(`week ${week}: franchise ${id} plays ${n} game(s), the product keeps ${ours.length}`);
      }
    }
    expectCount(result, "schedule rows", rows.length, expected);
    for (const r of rows) {
      if (r.opponent_id === r.franchise_id) result.problems.push(`week ${r.week}: ${r.franchise_id} plays itself`);
      if (r.week < range.first || r.week > range.last) result.problems.push(`row of week ${r.week} outside ${range.first}-${range.last}`);
    }
    result.rows = rows.length;
  },

  weeklyResults(json, result) {
    const p = json.weeklyResults as JsonObject;
    const raw = [...list(p.matchup).flatMap((m) => list(m.franchise)), ...list(p.franchise)];
    const ours = normaliseWeeklyResults(json).franchises;
    expectCount(result, "franchises", ours.length, raw.length);
    raw.forEach((f, i) => {
      if (ours[i]) expectCount(result, `starters of ${text(f.id)}`, ours[i].starters.length, commaList(f.starters).length);
    });
    result.rows = ours.length;
  },

  playerScores(json, result) {
    const raw = list((json.playerScores as JsonObject).playerScore);
    const scores = normalisePlayerScores(json);
    expectCount(result, "player scores", scores.scores.length, raw.length);
    const weeks = [...new Set(scores.scores.map((s) => s.week).filter((w): w is number => typeof w === "number"))];
    const stored = weekRows(scores.scores, weeks, () => false).reduce((n, w) => n + w.scores.length, 0);
    const answerWeek = text((json.playerScores as JsonObject).week);
    const weekly = raw.filter((s) => /^\d+$/.test(text(s.week) || answerWeek) && text(s.score) !== "");
    expectCount(result, "stored weekly scores", stored, weekly.length);
    result.rows = scores.scores.length;
  },

  projectedScores(json, result) {
    const raw = list((json.projectedScores as JsonObject).playerScore);
    const scores = normaliseProjectedScores(json);
    expectCount(result, "projections", scores.scores.length, raw.length);
    result.rows = scores.scores.length;
  },

  liveScoring(json, result) {
    const p = json.liveScoring as JsonObject;
    const rawMatchups = list(p.matchup);
    const live = normaliseLiveScoring(json);
    const snapshot: ScoringSnapshot = {
      week: live.week ?? 1, leagueName: null, live, franchiseNames: {}, players: {}, projections: null, games: null, byeTeams: [], final: false,
      // A capture comes without its league's settings: a flat list is read as a total-points week
      // (every franchise, alone), so every franchise MFL sent must be in the answer.
      headToHead: rawMatchups.length > 0,
    };
    const answer = leagueAnswer(snapshot);
    expectCount(result, "matchups", answer.matchups.length, rawMatchups.length || list(p.franchise).length);
    const rawFranchises = rawMatchups.length > 0 ? rawMatchups.flatMap((m) => list(m.franchise)) : list(p.franchise);
    const teams = answer.matchups.flatMap((m) => m.teams);
    rawFranchises.forEach((f, i) => {
      const team = teams[i];
      const starters = list((f.players as JsonObject | undefined)?.player ?? f.player).filter((pl) => text(pl.status) === "starter");
      if (!team || team.franchiseId !== text(f.id)) return result.problems.push(`franchise ${text(f.id)} missing from the answer`);
      expectCount(result, `starters of ${team.franchiseId}`, team.starters.length, starters.length);
      if (team.totalPoints !== Number(text(f.score) || 0)) result.problems.push(`points of ${team.franchiseId}: ${team.totalPoints}, MFL ${text(f.score)}`);
    });
    // Each franchise's own view names every opponent it has this week (two games a week: both).
    const idsOf = (m: JsonObject) => list(m.franchise).map((f) => text(f.id));
    for (const id of new Set(rawFranchises.map((f) => text(f.id)))) {
      const opponents = [...new Set(rawMatchups.map(idsOf).filter((ids) => ids.includes(id)).flat().filter((other) => other !== id))];
      const named = personalAnswer(snapshot, id).opponents.map((o) => o.franchiseId);
      if (named.join() !== opponents.join()) {
        result.problems.push(`opponents of ${id}: ${named.join(", ") || "none"}, MFL ${opponents.join(", ") || "none"}`);
      }
    }
    result.rows = teams.length;
  },

  players(json, result) {
    const raw = list((json.players as JsonObject).player);
    const db = normalisePlayers(json);
    expectCount(result, "players", db.players.length, raw.length);
    expectCount(result, "stored players", referenceKinds.players.rows(db).length, raw.filter((p) => text(p.id)).length);
    result.rows = db.players.length;
  },

  injuries(json, result) {
    const raw = list((json.injuries as JsonObject).injury);
    const report = normaliseInjuries(json);
    expectCount(result, "stored injuries", referenceKinds.injuries.rows(report).length, raw.filter((i) => text(i.id) && text(i.status)).length);
    result.rows = report.injuries.length;
  },

  nflSchedule(json, result) {
    const rawWeeks = json.fullNflSchedule ? list((json.fullNflSchedule as JsonObject).nflSchedule) : [json.nflSchedule as JsonObject];
    const weeks = normaliseNflSchedule(json);
    const games = rawWeeks.reduce((n, w) => n + list(w.matchup).length, 0);
    expectCount(result, "games", weeks.reduce((n, w) => n + w.games.length, 0), games);
    const storable = rawWeeks.filter((w) => Number(text(w.week)) >= 1).reduce((n, w) => n + list(w.matchup).length, 0);
    expectCount(result, "stored games", referenceKinds.nfl_schedules.rows(weeks).length, storable);
    result.rows = games;
  },

  nflByeWeeks(json, result) {
    const raw = list((json.nflByeWeeks as JsonObject).team);
    const byes = normaliseByeWeeks(json);
    expectCount(result, "bye weeks", referenceKinds.bye_weeks.rows(byes).length, raw.length);
    result.rows = byes.teams.length;
  },

  myleagues(json, result) {
    const raw = list((json.leagues as JsonObject).league);
    const leagues = normaliseMyLeagues(json);
    expectCount(result, "leagues", leagues.length, raw.length);
    for (const l of leagues) if (!l.baseURL) result.problems.push(`no host for league ${l.leagueId}`);
    result.rows = leagues.length;
  },

  // The product reads salaries and contracts from the rosters export; the salaries export is kept
  // so that its shape is on record, and must at least be MFL's salaries answer.
  salaries(json, result) {
    const unit = payload(json, "salaries").leagueUnit as JsonObject | undefined;
    result.rows = list(unit?.player).length;
  },
};

function checkLogin(body: string, result: CorpusResult): void {
  try {
    const session = parseLoginResponse(body, [], 0);
    if (!session.cookie) result.problems.push("a login without a session");
    result.rows = 1;
  } catch (error) {
    if (!(error instanceof UpstreamError) || !/<error>/.test(body)) throw error;
    result.mflError = error.message;
  }
}

/**
 * The player ids and draft picks a raw transaction names, read straight from the reference's
 * encodings (§5.9): the product must keep every one of them as an asset.
 */
function assetTokens(t: JsonObject): string[] {
  const parts = text(t.transaction).split("|");
  const listed = ["activated", "deactivated", "promoted", "demoted", "added", "dropped", "franchise1_gave_up", "franchise2_gave_up"]
    .flatMap((field) => commaList(t[field]));
  switch (text(t.type)) {
    case "BBID_WAIVER":
      listed.push(...commaList(parts[0]), ...commaList(parts[2]));
      break;
    case "AUCTION_INIT":
    case "AUCTION_BID":
    case "AUCTION_WON":
      listed.push(...commaList(parts[0]));
      break;
    case "FREE_AGENT":
    case "WAIVER":
    case "LOAD_ROSTERS":
      listed.push(...commaList(parts[0]), ...commaList(parts[1]));
      break;
  }
  return listed.filter((token) => /^(\d+|FP_\w+|DP_\w+)$/i.test(token));
}

/** The money a raw transaction names: a blind bid or an auction amount. */
function moneyOf(t: JsonObject): number | null {
  const parts = text(t.transaction).split("|");
  const type = text(t.type);
  const amount = type === "BBID_WAIVER" || type.startsWith("AUCTION_") ? parts[1] : undefined;
  return amount !== undefined && amount.trim() !== "" && Number.isFinite(Number(amount)) ? Number(amount) : null;
}

/** The corpus figure: responses by type, how many parsed, rows kept, rows with empty assets. */
export function corpusTable(results: CorpusResult[]): string {
  const byType = new Map<string, CorpusResult[]>();
  for (const r of results) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
  const lines = ["type               responses  parsed  rows kept  empty-asset rows  problems"];
  const row = (name: string, rs: CorpusResult[]) =>
    `${name.padEnd(18)} ${String(rs.length).padStart(9)}  ${String(rs.filter((r) => r.parsed).length).padStart(6)}  ${
      String(rs.reduce((n, r) => n + r.rows, 0)).padStart(9)
    }  ${String(rs.reduce((n, r) => n + r.emptyAssetRows, 0)).padStart(16)}  ${String(rs.reduce((n, r) => n + r.problems.length, 0)).padStart(8)}`;
  for (const [type, rs] of [...byType].sort(([a], [b]) => a.localeCompare(b))) lines.push(row(type, rs));
  lines.push(row("all", results));
  return lines.join("\n");
}

