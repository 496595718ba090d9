// getNFLBoxScore: the fold of a game's visible plays into Tank01's box score, with optional
// play-by-play (per-play deltas) and fantasy points from caller-supplied scoring parameters.
import { GameState, Season } from "../season.ts";
import { NflGame } from "../schedule.ts";
import { Play, Side } from "../game-engine.ts";
import { Player } from "../players.ts";
import { tank01Name, teamInWeek } from "../identity.ts";
import { StatLine } from "../stats.ts";
import { easternDateKey, easternGameTime } from "../time.ts";
import { gameClock, Json, lineScore, periodLabel, statusFields } from "./games.ts";

const n = (v: number | undefined) => String(v ?? 0);
const avg = (a: number | undefined, b: number | undefined) => (b ? ((a ?? 0) / b).toFixed(1) : "0.0");

/** Stat groups of one line in Tank01 form; `totals` adds the derived box-score fields. */
export function groupsOf(s: StatLine, totals: boolean): Record<string, Record<string, string>> {
  const g: Record<string, Record<string, string>> = {};
  if (s.passAttempts || s.sacks) {
    g.Passing = { passAttempts: n(s.passAttempts), passCompletions: n(s.passCompletions), passYds: n(s.passYds), passTD: n(s.passTD), int: n(s.int), sacked: `${n(s.sacks)}-${n(s.sackYds)}` };
    if (totals) Object.assign(g.Passing, { passAvg: avg(s.passYds, s.passAttempts), rtg: "", qbr: "" });
  }
  if (s.carries) {
    g.Rushing = { carries: n(s.carries), rushYds: n(s.rushYds), rushTD: n(s.rushTD) };
    if (totals) Object.assign(g.Rushing, { rushAvg: avg(s.rushYds, s.carries), longRush: n(s.longRush) });
  }
  if (s.targets) {
    g.Receiving = { receptions: n(s.receptions), targets: n(s.targets), recYds: n(s.recYds), recTD: n(s.recTD) };
    if (totals) Object.assign(g.Receiving, { recAvg: avg(s.recYds, s.receptions), longRec: s.receptions ? n(s.longRec) : "0" });
  }
  if (s.fumbles) g.Defense = { fumbles: n(s.fumbles), fumblesLost: n(s.fumblesLost), fumblesRecovered: "0", forcedFumbles: "0", defensiveInterceptions: "0" };
  if (s.fgAttempts || s.xpAttempts) {
    g.Kicking = { fgMade: n(s.fgMade), fgAttempts: n(s.fgAttempts), fgMissed: n(s.fgMissed), xpMade: n(s.xpMade), xpAttempts: n(s.xpAttempts), xpMissed: n(s.xpMissed) };
    if (totals) {
      Object.assign(g.Kicking, {
        fgPct: s.fgAttempts ? (((s.fgMade ?? 0) / s.fgAttempts) * 100).toFixed(1) : "0.0",
        fgLong: String(Math.max(0, ...(s.fgYards ?? []))), kickingPts: String((s.fgMade ?? 0) * 3 + (s.xpMade ?? 0)),
      });
    }
  }
  if (s.kickReturns) {
    // Return stats share the Kicking/Punting group names with kickers/punters, as in Tank01.
    g.Kicking = { ...(g.Kicking ?? {}), kickReturns: n(s.kickReturns), kickReturnYds: n(s.kickReturnYds) };
    if (totals) Object.assign(g.Kicking, { kickReturnAvg: avg(s.kickReturnYds, s.kickReturns), kickReturnTD: "0" });
  }
  if (s.puntReturns) {
    g.Punting = { puntReturns: n(s.puntReturns), puntReturnYds: n(s.puntReturnYds) };
    if (totals) Object.assign(g.Punting, { puntReturnAvg: avg(s.puntReturnYds, s.puntReturns), puntReturnTD: "0" });
  }
  return g;
}

const DEFAULT_FP: Record<string, number> = {
  passYards: 0.04, passAttempts: 0, passTD: 4, passCompletions: 0, passInterceptions: -2, pointsPerReception: 0,
  carries: 0, rushYards: 0.1, rushTD: 6, fumbles: -2, receivingYards: 0.1, receivingTD: 6, targets: 0,
  fgMade: 3, fgMissed: -3, xpMade: 1, xpMissed: -1,
};

function fantasy(s: StatLine, p: Record<string, number>): number {
  return (s.passYds ?? 0) * p.passYards + (s.passAttempts ?? 0) * p.passAttempts + (s.passTD ?? 0) * p.passTD +
    (s.passCompletions ?? 0) * p.passCompletions + (s.int ?? 0) * p.passInterceptions + (s.receptions ?? 0) * p.pointsPerReception +
    (s.carries ?? 0) * p.carries + (s.rushYds ?? 0) * p.rushYards + (s.rushTD ?? 0) * p.rushTD + (s.fumblesLost ?? 0) * p.fumbles +
    (s.recYds ?? 0) * p.receivingYards + (s.recTD ?? 0) * p.receivingTD + (s.targets ?? 0) * p.targets +
    (s.fgMade ?? 0) * p.fgMade + (s.fgMissed ?? 0) * p.fgMissed + (s.xpMade ?? 0) * p.xpMade + (s.xpMissed ?? 0) * p.xpMissed;
}

const SNAP_SHARE: Record<string, number[]> = {
  QB: [0, 1], RB: [0, 0.62, 0.34, 0.1], WR: [0, 0.93, 0.86, 0.7, 0.3, 0.12], TE: [0, 0.82, 0.35], PK: [0, 0],
};

function scoringEntry(g: NflGame, sp: NonNullable<Play["scoring"]>): Json {
  const t = g[sp.side];
  return {
    score: sp.text, scorePeriod: `Q${sp.period}`, scoreTime: sp.time, scoreType: sp.type, team: t.tank01, teamID: t.tank01Id,
    homeScore: String(sp.homeScore), awayScore: String(sp.awayScore), scoreDetails: sp.details, playerIDs: sp.playerIds,
  };
}

export function boxScore(season: Season, g: NflGame, now: number, q: URLSearchParams): Json {
  const st = season.gameState(g, now);
  if (st.status === "pre") return { error: `Game hasn't started yet, it will start at ${easternGameTime(g.kickoff)}(ET).` };
  const script = season.script(g);
  const visible = script.plays.slice(0, st.k);
  const sideOf = (p: Player): Side => (teamInWeek(p, g.week) === g.home.mfl ? "home" : "away");
  const scoring = visible.filter((p) => p.scoring).map((p) => scoringEntry(g, p.scoring!));
  const fpParams = { ...DEFAULT_FP };
  for (const k of Object.keys(DEFAULT_FP)) if (q.has(k) && Number.isFinite(Number(q.get(k)))) fpParams[k] = Number(q.get(k));
  const withFp = q.get("fantasyPoints") === "true";

  const playerStats: Record<string, Json> = {};
  const units = [script.units.away, script.units.home];
  const participants = new Set<Player>();
  for (const u of units) for (const p of [u.qb, ...u.rbs, ...u.wrs, ...u.tes, u.k, u.returner]) if (p) participants.add(p);
  for (const id of st.players.keys()) participants.add(season.byEspn.get(id)!);
  const ordered = [...participants].sort((a, b) => a.espnId.localeCompare(b.espnId));
  for (const p of ordered) {
    const side = sideOf(p);
    const t = g[side];
    const line = st.players.get(p.espnId) ?? {};
    const share = SNAP_SHARE[p.pos]?.[p.depth] ?? 0.05;
    const off = st.offPlays[side];
    const snaps = Math.round(off * share);
    const entry: Record<string, Json> = {
      playerID: p.espnId, longName: tank01Name(p), team: t.tank01, teamAbv: t.tank01, teamID: t.tank01Id, gameID: g.id,
      snapCounts: { offSnap: String(snaps), offSnapPct: off ? (snaps / off).toFixed(2) : "0.00", defSnap: "0", defSnapPct: "0.00", stSnap: p.pos === "PK" ? String(Math.round(off / 7)) : "0", stSnapPct: p.pos === "PK" ? "0.14" : "0.00" },
      ...groupsOf(line, true),
    };
    const mine = visible.filter((pl) => pl.scoring?.playerIds.includes(p.espnId)).map((pl) => scoringEntry(g, pl.scoring!));
    if (mine.length) entry.scoringPlays = mine;
    if (withFp) {
      entry.fantasyPoints = fantasy(line, fpParams).toFixed(2);
      const base = { ...DEFAULT_FP };
      entry.fantasyPointsDefault = {
        standard: fantasy(line, base).toFixed(2), PPR: fantasy(line, { ...base, pointsPerReception: 1 }).toFixed(2),
        halfPPR: fantasy(line, { ...base, pointsPerReception: 0.5 }).toFixed(2),
      };
    }
    playerStats[p.espnId] = entry;
  }

  const dst = (s: Side): Json => {
    const d = st.def[s];
    return {
      teamAbv: g[s].tank01, teamID: g[s].tank01Id, ptsAllowed: n(d.ptsAllowed), ydsAllowed: n(d.ydsAllowed), sacks: n(d.sacks),
      defensiveInterceptions: n(d.defensiveInterceptions), fumblesRecovered: n(d.fumblesRecovered), defTD: n(d.defTD), safeties: n(d.safeties),
    };
  };
  const body: Record<string, Json> = {
    gameID: g.id, gameDate: easternDateKey(g.kickoff), gameWeek: `Week ${g.week}`, seasonType: "Regular Season",
    away: g.away.tank01, home: g.home.tank01, teamIDAway: g.away.tank01Id, teamIDHome: g.home.tank01Id,
    awayPts: String(st.awayScore), homePts: String(st.homeScore),
  };
  if (st.status === "final") {
    body.awayResult = st.awayScore > st.homeScore ? "W" : st.awayScore < st.homeScore ? "L" : "T";
    body.homeResult = st.homeScore > st.awayScore ? "W" : st.homeScore < st.awayScore ? "L" : "T";
  }
  Object.assign(body, {
    ...statusFields(st), currentPeriod: periodLabel(st), gameClock: gameClock(st),
    arena: `${g.home.city} Stadium`, gameLocation: g.home.city, network: g.slot === "SNF" ? "NBC" : g.slot === "MNF" ? "ESPN" : g.slot === "TNF" ? "Prime Video" : "CBS",
    lineScore: lineScore(st), DST: { away: dst("away"), home: dst("home") },
    teamStats: { away: teamStats(season, st, "away"), home: teamStats(season, st, "home") },
    scoringPlays: scoring, playerStats,
  });
  if (q.get("playByPlay") === "true") body.allPlayByPlay = visible.map((p) => playEntry(p));
  return body;
}

function playEntry(p: Play): Json {
  const e: Record<string, Json> = { play: p.text, playPeriod: `Q${p.period}`, playClock: p.clock };
  if (p.downAndDistance) e.downAndDistance = p.downAndDistance;
  e.teamID = p.teamId;
  const ps: Record<string, Json> = {};
  for (const id in p.stats) ps[id] = groupsOf(p.stats[id], false);
  e.playerStats = ps;
  return e;
}

function teamStats(season: Season, st: GameState, side: Side): Json {
  const t = st.game[side];
  const tot: StatLine = {};
  for (const [id, line] of st.players) {
    const p = season.byEspn.get(id);
    if (!p || teamInWeek(p, st.game.week) !== t.mfl) continue;
    for (const k in line) {
      const key = k as keyof StatLine;
      if (typeof line[key] === "number" && key !== "longRush" && key !== "longRec") (tot as Record<string, number>)[key] = ((tot as Record<string, number>)[key] ?? 0) + (line[key] as number);
    }
  }
  const passNet = (tot.passYds ?? 0) - (tot.sackYds ?? 0);
  const plays = (tot.passAttempts ?? 0) + (tot.sacks ?? 0) + (tot.carries ?? 0);
  const yards = passNet + (tot.rushYds ?? 0);
  const opp = st.def[side];
  return {
    team: t.nickname, teamAbv: t.tank01, teamID: t.tank01Id, totalYards: String(yards), totalPlays: String(plays),
    yardsPerPlay: plays ? (yards / plays).toFixed(1) : "0.0", passingYards: String(passNet),
    passCompletionsAndAttempts: `${n(tot.passCompletions)}-${n(tot.passAttempts)}`, sacksAndYardsLost: `${n(tot.sacks)}-${n(tot.sackYds)}`,
    interceptionsThrown: n(tot.int), rushingYards: n(tot.rushYds), rushingAttempts: n(tot.carries),
    yardsPerRush: avg(tot.rushYds, tot.carries), rushTD: n(tot.rushTD), passTD: n(tot.passTD),
    turnovers: String((tot.int ?? 0) + (tot.fumblesLost ?? 0)), fumblesLost: n(tot.fumblesLost),
    defensiveInterceptions: n(opp.defensiveInterceptions), defensiveOrSpecialTeamsTds: n(opp.defTD), safeties: "0",
  };
}
