// Play-by-play generator. A game is scripted in full, deterministically from (seed, gameID),
// the first time anything asks about it; the clock then only decides how many of its plays are
// visible. Every number the sim serves (Tank01 box scores and scores, MFL live scoring,
// nflSchedule, player scores, standings) is a fold over this one list, so they always agree.
import { Rng } from "./rng.ts";
import { Player } from "./players.ts";
import { NflGame } from "./schedule.ts";
import { DefLine, StatLine } from "./stats.ts";
import { clockString } from "./time.ts";

export type Side = "home" | "away";

export interface ScoringPlay {
  text: string;
  period: number;
  time: string;
  type: "TD" | "FG";
  side: Side;
  homeScore: number;
  awayScore: number;
  details: string;
  playerIds: string[];
}

export interface Play {
  text: string;
  period: number;
  /** Game clock at the snap, "M:SS". */
  clock: string;
  downAndDistance?: string;
  /** Tank01 team id of the team with the ball on this entry (receiving team on kickoffs). */
  teamId: string;
  /** Game seconds elapsed once the play is over (0..3600). */
  endElapsed: number;
  /** Per-player stat deltas keyed by ESPN/Tank01 id. */
  stats: Record<string, StatLine>;
  def?: Partial<Record<Side, DefLine>>;
  /** Offensive net yards gained by the team with the ball (for ydsAllowed / team totals). */
  scrimmageSide?: Side;
  homeScore: number;
  awayScore: number;
  possession: Side | "";
  redZone: boolean;
  scoring?: ScoringPlay;
}

export interface Unit {
  qb: Player;
  rbs: Player[];
  wrs: Player[];
  tes: Player[];
  k?: Player;
  returner: Player;
}

export interface GameScript {
  game: NflGame;
  plays: Play[];
  /** Unix second at which each play becomes visible (non-decreasing). */
  visibleAt: number[];
  finalAt: number;
  units: Record<Side, Unit>;
}

/** Wall-clock seconds after kickoff at which `elapsed` game seconds are done (≈3 h 15 min per game). */
export function realOffset(elapsed: number): number {
  return Math.round(elapsed * 3.1 + (elapsed > 1800 ? 660 : 0));
}

const initial = (p: Player) => `${p.first[0]}.${p.last}`;
const full = (p: Player) => `${p.first} ${p.last}`;
const other = (s: Side): Side => (s === "home" ? "away" : "home");
const ordinal = ["", "1st", "2nd", "3rd", "4th"];

export function scriptGame(rng: Rng, game: NflGame, units: Record<Side, Unit>): GameScript {
  const team = (s: Side) => (s === "home" ? game.home : game.away);
  const plays: Play[] = [];
  const score = { home: 0, away: 0 };
  const str = { home: game.home.strength, away: game.away.strength };
  let e = 0;
  let pos: Side = rng.chance(0.5) ? "home" : "away";
  const openingReceiver = pos;
  let yl = 30, down = 1, togo = 10;
  let drive = { start: 0, plays: 0, startYl: 30 };
  let twoMinuteDone = [false, false];

  const period = () => Math.min(4, Math.floor(e / 900) + 1);
  const left = () => period() * 900 - e;
  const spot = (side: Side, y: number) =>
    y === 50 ? "50" : y < 50 ? `${team(side).gsis} ${y}` : `${team(other(side)).gsis} ${100 - y}`;
  const spotT01 = (side: Side, y: number) =>
    y === 50 ? "50" : y < 50 ? `${team(side).tank01} ${y}` : `${team(other(side)).tank01} ${100 - y}`;
  const dd = () => `${ordinal[down]} & ${togo >= 100 - yl ? "Goal" : togo} at ${spotT01(pos, yl)}`;

  const push = (p: Omit<Play, "period" | "homeScore" | "awayScore" | "possession" | "redZone" | "endElapsed" | "clock" | "teamId"> &
    { clock?: string; teamId?: string; dt: number; poss?: Side | "" }) => {
    const clock = p.clock ?? clockString(left());
    const per = period();
    e = Math.min(e + p.dt, per * 900);
    const { dt: _dt, poss, ...rest } = p;
    plays.push({
      ...rest, clock, period: per, teamId: p.teamId ?? team(pos).tank01Id, endElapsed: e,
      homeScore: score.home, awayScore: score.away,
      possession: poss ?? pos, redZone: (poss ?? pos) !== "" && yl >= 80,
    });
  };

  const newPossession = (side: Side, y: number) => {
    pos = side; yl = Math.max(1, Math.min(99, y)); down = 1; togo = Math.min(10, 100 - yl);
    drive = { start: e, plays: 0, startYl: yl };
  };

  const driveSummary = (yards: number) => {
    const secs = Math.max(0, e - drive.start);
    return `${drive.plays} plays, ${yards} yards, ${clockString(secs)}`;
  };

  const kickoff = (kicking: Side) => {
    const recv = other(kicking);
    const k = units[kicking].k;
    const kicker = k ? initial(k) : `${team(kicking).gsis} kicker`;
    if (rng.chance(0.62)) {
      push({ text: `${kicker} kicks 65 yards from ${team(kicking).gsis} 35 to end zone, Touchback.`, stats: {}, dt: 0, teamId: team(recv).tank01Id, poss: recv });
      newPossession(recv, 30);
    } else {
      const r = units[recv].returner;
      const yds = rng.int(14, 42);
      push({
        text: `${kicker} kicks 64 yards from ${team(kicking).gsis} 35 to ${team(recv).gsis} 1. ${initial(r)} to ${spot(recv, yds)} for ${yds - 1} yards.`,
        stats: { [r.espnId]: { kickReturns: 1, kickReturnYds: yds - 1 } }, dt: rng.int(4, 7), teamId: team(recv).tank01Id, poss: recv,
      });
      newPossession(recv, yds);
    }
  };

  const extraPoint = (side: Side): [string, string[]] => {
    const k = units[side].k;
    if (!k) return ["", []];
    if (rng.chance(0.95)) {
      score[side] += 1;
      return [`${initial(k)} extra point is GOOD, Center-L.Snapper, Holder-P.Holder.`, [k.espnId]];
    }
    return [`${initial(k)} extra point is No Good, Wide Right.`, [k.espnId]];
  };

  const touchdown = (
    side: Side, stats: Record<string, StatLine>, scorerText: string, ids: string[], baseText: string, dt: number,
    o: { defTd?: boolean; situation?: string; gain?: number },
  ) => {
    const defTd = o.defTd ?? false;
    score[side] += 6;
    const k = units[side].k;
    const [xpText] = extraPoint(side);
    if (k) {
      const made = xpText.includes("GOOD");
      const line = (stats[k.espnId] ??= {});
      line.xpAttempts = (line.xpAttempts ?? 0) + 1;
      line[made ? "xpMade" : "xpMissed"] = (line[made ? "xpMade" : "xpMissed"] ?? 0) + 1;
    }
    const kickNote = k ? (xpText.includes("GOOD") ? ` (${full(k)} Kick)` : ` (${full(k)} PAT failed)`) : "";
    const scoreTime = clockString(Math.max(0, left() - dt));
    const yards = 100 - drive.startYl;
    push({
      text: `${baseText} TOUCHDOWN.${xpText}`, stats, dt, downAndDistance: o.situation,
      def: defTd ? { [side]: { defTD: 1, defensiveInterceptions: 1 } } : { [other(side)]: { ydsAllowed: o.gain ?? 0 } },
      scrimmageSide: defTd ? undefined : side,
      scoring: {
        text: `${scorerText}${kickNote}`, period: period(), time: scoreTime, type: "TD", side,
        homeScore: score.home, awayScore: score.away,
        details: defTd ? "" : driveSummary(yards), playerIds: k ? [...ids, k.espnId] : ids,
      },
    });
    kickoff(side);
  };

  const changeOver = (side: Side, y: number) => newPossession(side, y);

  // --- the game ---
  kickoff(other(openingReceiver));
  while (e < 3600) {
    const before = e;
    scrimmage();
    // Quarter ends, halftime and two-minute warnings are entries of their own, as in Tank01.
    for (const [i, mark] of [[0, 1680], [1, 3480]] as const) {
      if (!twoMinuteDone[i] && before < mark && e >= mark && e < mark + 120) {
        twoMinuteDone[i] = true;
        push({ text: "Two-Minute Warning", stats: {}, dt: 0, downAndDistance: dd(), clock: clockString(120) });
      }
    }
    if (e === 900 || e === 2700) push({ text: `END QUARTER ${e / 900}`, stats: {}, dt: 0, clock: "0:00" });
    if (e === 1800) {
      push({ text: "END QUARTER 2", stats: {}, dt: 0, clock: "0:00" });
      // nudge into Q3 so the second-half kickoff is scored in the third quarter
      kickoff(openingReceiver);
    }
  }
  push({ text: "END GAME", stats: {}, dt: 0, clock: "0:00", poss: "" });
  twoMinuteDone = [true, true];

  function scrimmage(): void {
    const off = pos, dfn = other(pos), u = units[off];
    const edge = str[off] - str[dfn];
    drive.plays++;
    if (down === 4) {
      const dist = 100 - yl + 17;
      if (dist <= 55 && u.k) {
        const k = u.k;
        const p = dist < 30 ? 0.97 : dist < 40 ? 0.9 : dist < 50 ? 0.78 : 0.6;
        const good = rng.chance(p);
        const line: StatLine = { fgAttempts: 1, [good ? "fgMade" : "fgMissed"]: 1, fgYards: good ? [dist] : [] };
        if (good) {
          score[off] += 3;
          push({
            text: `${initial(k)} ${dist} yard field goal is GOOD, Center-L.Snapper, Holder-P.Holder.`,
            stats: { [k.espnId]: line }, dt: rng.int(4, 6), downAndDistance: dd(),
            scoring: {
              text: `${full(k)} ${dist} Yd Field Goal`, period: period(), time: clockString(Math.max(0, left() - 5)), type: "FG",
              side: off, homeScore: score.home, awayScore: score.away, details: driveSummary(yl - drive.startYl), playerIds: [k.espnId],
            },
          });
          kickoff(off);
        } else {
          push({ text: `${initial(k)} ${dist} yard field goal is No Good, Wide Left, Center-L.Snapper, Holder-P.Holder.`, stats: { [k.espnId]: line }, dt: rng.int(4, 6), downAndDistance: dd() });
          changeOver(dfn, 100 - Math.max(20, yl - 7));
        }
        return;
      }
      if (!(togo <= 2 && yl >= 45 && rng.chance(0.5))) {
        const net = rng.int(34, 50);
        const land = yl + net;
        if (land >= 100) {
          push({ text: `${team(off).gsis} punts ${100 - yl} yards to end zone, Center-L.Snapper, Touchback.`, stats: {}, dt: rng.int(5, 8), downAndDistance: dd() });
          changeOver(dfn, 20);
        } else if (rng.chance(0.45)) {
          push({ text: `${team(off).gsis} punts ${net} yards to ${spot(off, land)}, Center-L.Snapper, fair catch by ${initial(units[dfn].returner)}.`, stats: {}, dt: rng.int(5, 8), downAndDistance: dd() });
          changeOver(dfn, 100 - land);
        } else {
          const r = units[dfn].returner;
          const ret = Math.min(rng.int(0, 16), land - 1);
          push({
            text: `${team(off).gsis} punts ${net} yards to ${spot(off, land)}, Center-L.Snapper. ${initial(r)} to ${spot(off, land - ret)} for ${ret} yards.`,
            stats: { [r.espnId]: { puntReturns: 1, puntReturnYds: ret } }, dt: rng.int(6, 9), downAndDistance: dd(),
          });
          changeOver(dfn, 100 - (land - ret));
        }
        return;
      }
    }
    const passRate = togo >= 8 ? 0.64 : togo <= 2 ? 0.35 : 0.55;
    const stats: Record<string, StatLine> = {};
    const line = (p: Player) => (stats[p.espnId] ??= {});
    const here = dd();
    if (rng.chance(passRate)) {
      const qb = u.qb;
      if (rng.chance(0.065 - edge * 0.03)) {
        const loss = Math.min(rng.int(3, 10), yl - 1);
        Object.assign(line(qb), { sacks: 1, sackYds: loss });
        yl -= loss;
        push({ text: `(Shotgun) ${initial(qb)} sacked at ${spot(off, yl)} for -${loss} yards.`, stats, dt: rng.int(24, 34), downAndDistance: here, def: { [dfn]: { sacks: 1, ydsAllowed: -loss } }, scrimmageSide: off });
        nextDown(-loss);
        return;
      }
      const targets = [...u.wrs, ...u.tes, ...u.rbs];
      const weights = targets.map((p) => shareOf(p) * (p.pos === "RB" ? 0.15 : 1) * p.skill);
      const tgt = rng.weighted(targets, weights);
      const dir = rng.pick(["short left", "short middle", "short right", "deep left", "deep right", "deep middle"]);
      Object.assign(line(qb), { passAttempts: 1 });
      Object.assign(line(tgt), { targets: 1 });
      if (rng.chance(0.024 - edge * 0.01)) {
        const air = Math.min(rng.int(6, 25), 99 - yl);
        const at = yl + air;
        Object.assign(line(qb), { int: 1 });
        if (rng.chance(0.06)) {
          const yards = at;
          pos = dfn;
          touchdown(dfn, stats, `${team(dfn).nickname} ${yards} Yd Interception Return`, [], `${initial(qb)} pass ${dir} intended for ${initial(tgt)} INTERCEPTED at ${spot(off, at)}. Returned ${yards} yards for a`, rng.int(8, 14), { defTd: true, situation: here });
          return;
        }
        push({ text: `${initial(qb)} pass ${dir} intended for ${initial(tgt)} INTERCEPTED by ${team(dfn).gsis} defense at ${spot(off, at)}.`, stats, dt: rng.int(8, 14), downAndDistance: here, def: { [dfn]: { defensiveInterceptions: 1 } }, scrimmageSide: off });
        changeOver(dfn, 100 - at);
        return;
      }
      if (rng.chance(0.6 + 0.06 * (qb.skill - 1) + 0.08 * edge)) {
        let gain = Math.round(rng.normal(dir.startsWith("deep") ? 17 : 7.5, dir.startsWith("deep") ? 8 : 4) * (0.85 + tgt.skill * 0.15));
        if (rng.chance(0.05)) gain += rng.int(12, 45);
        gain = Math.max(-3, Math.min(gain, 100 - yl));
        Object.assign(line(qb), { passCompletions: 1, passYds: gain });
        Object.assign(line(tgt), { receptions: 1, recYds: gain, longRec: gain });
        if (yl + gain >= 100) {
          line(qb).passTD = 1;
          line(tgt).recTD = 1;
          yl = 100;
          touchdown(off, stats, `${full(tgt)} ${gain} Yd pass from ${full(qb)}`, [tgt.espnId, qb.espnId], `${initial(qb)} pass ${dir} to ${initial(tgt)} for ${gain} yards,`, rng.int(6, 12), { situation: here, gain });
          return;
        }
        yl += gain;
        push({ text: `${initial(qb)} pass ${dir} to ${initial(tgt)} to ${spot(off, yl)} for ${gain} yards.`, stats, dt: rng.int(26, 40), downAndDistance: here, def: { [dfn]: { ydsAllowed: gain } }, scrimmageSide: off });
        nextDown(gain);
      } else {
        push({ text: `${initial(qb)} pass incomplete ${dir} to ${initial(tgt)}.`, stats, dt: rng.int(5, 8), downAndDistance: here, scrimmageSide: off });
        nextDown(0);
      }
      return;
    }
    const runners = [...u.rbs, u.qb];
    const runner = rng.weighted(runners, runners.map((p) => (p.pos === "QB" ? 0.12 : shareOf(p))));
    let gain = Math.round(rng.normal(4.1 + edge * 1.5, 3.2) * (0.8 + runner.skill * 0.2));
    if (rng.chance(0.045)) gain += rng.int(8, 45);
    gain = Math.max(-4, Math.min(gain, 100 - yl));
    gain = Math.max(gain, 1 - yl);
    const dirs = ["left end", "left tackle", "up the middle", "right guard", "right end"];
    Object.assign(line(runner), { carries: 1, rushYds: gain, longRush: gain });
    if (yl + gain >= 100) {
      line(runner).rushTD = 1;
      yl = 100;
      touchdown(off, stats, `${full(runner)} ${gain} Yd Rush`, [runner.espnId], `${initial(runner)} ${rng.pick(dirs)} for ${gain} yards,`, rng.int(5, 10), { situation: here, gain });
      return;
    }
    if (rng.chance(0.011)) {
      const lost = rng.chance(0.55);
      Object.assign(line(runner), { fumbles: 1, fumblesLost: lost ? 1 : 0 });
      yl += gain;
      push({
        text: `${initial(runner)} ${rng.pick(dirs)} to ${spot(off, yl)} for ${gain} yards. FUMBLES, ${lost ? `RECOVERED by ${team(dfn).gsis}` : `recovered by ${team(off).gsis}`}.`,
        stats, dt: rng.int(8, 20), downAndDistance: here, def: { [dfn]: { ydsAllowed: gain, ...(lost ? { fumblesRecovered: 1 } : {}) } }, scrimmageSide: off,
      });
      if (lost) changeOver(dfn, 100 - yl);
      else nextDown(gain);
      return;
    }
    yl += gain;
    push({ text: `${initial(runner)} ${rng.pick(dirs)} to ${spot(off, yl)} for ${gain} yards.`, stats, dt: rng.int(26, 40), downAndDistance: here, def: { [dfn]: { ydsAllowed: gain } }, scrimmageSide: off });
    nextDown(gain);
  }

  function nextDown(gain: number): void {
    togo -= gain;
    if (togo <= 0) {
      down = 1;
      togo = Math.min(10, 100 - yl);
    } else if (down === 4) {
      changeOver(other(pos), 100 - yl);
    } else down++;
  }

  const visibleAt = plays.map((p) => game.kickoff + realOffset(p.endElapsed));
  return { game, plays, visibleAt, finalAt: visibleAt[visibleAt.length - 1], units };
}

/** Target/carry share by position and depth; also the basis of projections. */
export function shareOf(p: Player): number {
  const d = p.depth;
  switch (p.pos) {
    case "WR": return [0, 0.24, 0.19, 0.13, 0.05][d] ?? 0.02;
    case "TE": return [0, 0.15, 0.05][d] ?? 0.01;
    case "RB": return [0, 0.6, 0.3, 0.08][d] ?? 0.02;
    default: return 0;
  }
}
