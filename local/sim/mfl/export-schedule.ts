// TYPE=schedule (fantasy head-to-head) and TYPE=nflSchedule (W=n|ALL), plus the mfl_status feed.
import { Doc, MflDocument, MflError } from "../mfl-doc.ts";
import { REGULAR_WEEKS } from "../schedule.ts";
import { fmt, MflCtx, needLeague, needUser } from "./context.ts";

export function schedule(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const onlyW = ctx.params.get("W");
  const onlyF = ctx.params.get("F") ?? ctx.params.get("FRANCHISE");
  const weeklySchedule: Doc[] = [];
  for (let week = l.data.config.startWeek ?? 1; week <= l.data.config.endWeek; week++) {
    if (onlyW && Number(onlyW) !== week) continue;
    const d: Doc = { week: String(week) };
    const { pairs: all, undecided } = l.matchups(week, ctx.now);
    const pairs = all.filter(([a, h]) => !onlyF || a === onlyF || h === onlyF);
    const final = ctx.world.season.weekFinal(week, ctx.now);
    const started = ctx.world.season.weekStarted(week, ctx.now);
    // Unplayed: spread and result "T", no score (as in MFL's pre-season captures).
    const unplayed = (id: string, home: boolean): Doc => ({ id, isHome: home ? "1" : "0", spread: "0", result: "T" });
    if (pairs.length) {
      d.matchup = pairs.map(([a, h]) => {
        const sa = l.franchiseWeek(a, week, ctx.now).units, sh = l.franchiseWeek(h, week, ctx.now).units;
        const side = (id: string, home: boolean, mine: number, theirs: number): Doc => {
          if (final) return { id, isHome: home ? "1" : "0", score: fmt(l, mine), result: mine > theirs ? "W" : mine < theirs ? "L" : "T" };
          if (started) return { id, isHome: home ? "1" : "0", score: fmt(l, mine) };
          return unplayed(id, home);
        };
        return { franchise: [side(a, false, sa, sh), side(h, true, sh, sa)] };
      });
    } else if (undecided.length) {
      // A playoff round not yet set: MFL lists each franchise still in it against itself.
      d.matchup = undecided.filter((id) => !onlyF || id === onlyF).map((id) => ({ franchise: [unplayed(id, false), unplayed(id, true)] }));
    }
    weeklySchedule.push(d);
  }
  return { root: "schedule", doc: { weeklySchedule } };
}

function teamRanks(ctx: MflCtx): Map<string, number> {
  const sorted = [...ctx.world.season.teams].sort((a, b) => b.strength - a.strength || a.mfl.localeCompare(b.mfl));
  return new Map(sorted.map((t, i) => [t.mfl, i + 1]));
}

function nflWeek(ctx: MflCtx, week: number): Doc {
  const s = ctx.world.season;
  const ranks = week > 3 ? teamRanks(ctx) : undefined;
  const rank = (mfl: string, shift: number) => (ranks ? String(((ranks.get(mfl)! + shift - 1) % 32) + 1) : "");
  const matchup = s.gamesByWeek[week].map((g) => {
    const st = s.gameState(g, ctx.now);
    const team = (side: "home" | "away"): Doc => {
      const t = g[side];
      const spread = side === "home" ? g.homeSpread : -g.homeSpread;
      return {
        id: t.mfl, isHome: side === "home" ? "1" : "0",
        score: st.status === "pre" ? "" : String(side === "home" ? st.homeScore : st.awayScore),
        spread: spread === 0 ? "0" : String(spread),
        hasPossession: st.possession === side ? "1" : "0", inRedZone: st.possession === side && st.redZone ? "1" : "0",
        passOffenseRank: rank(t.mfl, 0), rushOffenseRank: rank(t.mfl, 5), passDefenseRank: rank(t.mfl, 11), rushDefenseRank: rank(t.mfl, 17),
      };
    };
    return { kickoff: String(g.kickoff), gameSecondsRemaining: String(st.secondsRemaining), team: [team("away"), team("home")] };
  });
  return { week: String(week), matchup };
}

export function nflSchedule(ctx: MflCtx): MflDocument {
  const w = ctx.params.get("W");
  if (w === "ALL") {
    const weeks: Doc[] = [];
    for (let week = 1; week <= REGULAR_WEEKS; week++) weeks.push(nflWeek(ctx, week));
    return { root: "fullNflSchedule", doc: { nflSchedule: weeks } };
  }
  const week = w ? Number(w) : ctx.world.weeks(ctx.now).CurrentWeek;
  if (!Number.isInteger(week) || week < 0) throw new MflError("Invalid week");
  // Off-season and postseason weeks (not generated) answer with the bare week.
  if (week === 0 || week > REGULAR_WEEKS) return { root: "nflSchedule", doc: { week: String(week) } };
  return { root: "nflSchedule", doc: nflWeek(ctx, week) };
}

export function mflStatus(ctx: MflCtx): MflDocument {
  const w = ctx.world.weeks(ctx.now);
  const weeks: Doc = {};
  for (const [k, v] of Object.entries(w)) weeks[k] = String(v);
  return { root: "mfl_status", doc: { year: String(ctx.year), weeks } };
}
