// TYPE=liveScoring and TYPE=weeklyResults: franchise totals as exact sums of their starters.
// Head-to-head weeks answer matchups (a franchise playing twice appears in both); weeks without
// pairings (a total-points league, playoffs not set) answer the flat franchise list; a week before
// the league's first has no franchises at all.
import { Doc, MflDocument } from "../mfl-doc.ts";
import { FantasyLeague } from "../fantasy.ts";
import { fmt, MflCtx, needLeague, needUser, weekParam } from "./context.ts";

function liveFranchise(l: FantasyLeague, fid: string, week: number, now: number, details: boolean, isHome?: boolean): Doc {
  const fw = l.franchiseWeek(fid, week, now);
  const scores = l.weekScores(week, now);
  const row = (id: string, status: string): Doc => {
    const s = scores.get(id);
    return { id, status, score: fmt(l, s?.units ?? 0), gameSecondsRemaining: String(s?.secondsRemaining ?? 0), updatedStats: "" };
  };
  const player = fw.starters.map((id) => row(id, "starter"));
  if (details) for (const id of fw.nonstarters) player.push(row(id, "nonstarter"));
  const d: Doc = { id: fid };
  if (isHome !== undefined) d.isHome = isHome ? "1" : "0";
  Object.assign(d, {
    score: fmt(l, fw.units), gameSecondsRemaining: String(fw.secondsRemaining),
    playersYetToPlay: String(fw.yetToPlay), playersCurrentlyPlaying: String(fw.playing),
  });
  d.players = { player };
  return d;
}

const beforeStart = (l: FantasyLeague, week: number) => week < (l.data.config.startWeek ?? 1);

export function liveScoring(ctx: MflCtx): MflDocument {
  const l = needLeague(ctx);
  const week = weekParam(ctx);
  const details = ctx.params.get("DETAILS") === "1";
  if (beforeStart(l, week)) return { root: "liveScoring", doc: { week: String(week) } };
  const { pairs } = l.matchups(week, ctx.now);
  if (!pairs.length) {
    const franchise = l.data.franchises.map((f) => liveFranchise(l, f.id, week, ctx.now, details));
    return { root: "liveScoring", doc: { week: String(week), franchise } };
  }
  const matchup = pairs.map(([away, home]) => ({
    franchise: [liveFranchise(l, away, week, ctx.now, details, false), liveFranchise(l, home, week, ctx.now, details, true)],
  }));
  return { root: "liveScoring", doc: { week: String(week), matchup } };
}

export function weeklyResults(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const week = weekParam(ctx);
  if (beforeStart(l, week)) return { root: "weeklyResults", doc: { week: String(week) } };
  const final = ctx.world.season.weekFinal(week, ctx.now);
  const scores = l.weekScores(week, ctx.now);
  const side = (fid: string, home?: boolean, opp?: string): Doc => {
    const fw = l.franchiseWeek(fid, week, ctx.now);
    const d: Doc = { id: fid };
    if (home !== undefined) d.isHome = home ? "1" : "0";
    d.score = fmt(l, fw.units);
    if (final && opp) {
      const ow = l.franchiseWeek(opp, week, ctx.now);
      d.result = fw.units > ow.units ? "W" : fw.units < ow.units ? "L" : "T";
    }
    // Best ball: the system's lineup is the optimal one (the reference's captured comment).
    if (l.data.config.bestLineup) {
      Object.assign(d, { opt_pts: fmt(l, fw.units), optimal: fw.starters.map((id) => `${id},`).join(""), comments: "Best Starting Lineup Assigned By System" });
    }
    d.starters = fw.starters.map((id) => `${id},`).join("");
    d.nonstarters = fw.nonstarters.map((id) => `${id},`).join("");
    d.player = [
      ...fw.starters.map((id) => ({ id, status: "starter", score: fmt(l, scores.get(id)?.units ?? 0) })),
      ...fw.nonstarters.map((id) => ({ id, status: "nonstarter", score: fmt(l, scores.get(id)?.units ?? 0) })),
    ];
    return d;
  };
  if (l.data.config.h2h === false) {
    return { root: "weeklyResults", doc: { week: String(week), franchise: l.data.franchises.map((f) => side(f.id)) } };
  }
  const { pairs, regularSeason } = l.matchups(week, ctx.now);
  const matchup = pairs.map(([a, h]) => ({ regularSeason: regularSeason ? "1" : "0", franchise: [side(a, false, h), side(h, true, a)] }));
  return { root: "weeklyResults", doc: { week: String(week), matchup } };
}
