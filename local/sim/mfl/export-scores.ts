// TYPE=playerScores (W=week|YTD|AVG|none) and TYPE=projectedScores, in the league's scoring.
import { Doc, MflDocument, MflError } from "../mfl-doc.ts";
import { Player } from "../players.ts";
import type { FantasyLeague } from "../fantasy.ts";
import { toUnits } from "../scoring.ts";
import { fmt, idList, MflCtx, needLeague, needUser, weekParam } from "./context.ts";

/** The league's players (the positions it uses), narrowed by PLAYERS, POSITION and STATUS=freeagent. */
function selectPlayers(ctx: MflCtx, l: FantasyLeague): Player[] {
  const ids = idList(ctx.params.get("PLAYERS"));
  const pos = ctx.params.get("POSITION");
  const status = ctx.params.get("STATUS");
  const ownedBy = l.data.owner;
  let list = ids.length ? ids.map((id) => ctx.world.season.byMfl.get(id)).filter((p): p is Player => !!p && l.pool.includes(p)) : l.pool;
  if (pos) list = list.filter((p) => pos.split("|").includes(p.pos));
  if (status === "freeagent") list = list.filter((p) => !ownedBy.has(p.mflId));
  return list;
}

/** Sort by score descending, unscored last, then id: MFL sorts week-specific lists by score. */
function byScore(a: [Player, number | null], b: [Player, number | null]): number {
  return (b[1] ?? -1e9) - (a[1] ?? -1e9) || a[0].mflId.localeCompare(b[0].mflId);
}

function limit<T>(ctx: MflCtx, rows: T[]): T[] {
  const n = Number(ctx.params.get("COUNT"));
  return Number.isInteger(n) && n > 0 ? rows.slice(0, n) : rows;
}

export function playerScores(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const owner = l.data.owner;
  const list = selectPlayers(ctx, l);
  const w = ctx.params.get("W");
  const current = ctx.world.weeks(ctx.now).LiveScoringWeek;
  const weeksSoFar = Array.from({ length: current }, (_, i) => i + 1).filter((wk) => ctx.world.season.weekStarted(wk, ctx.now));
  const avail = (p: Player) => (owner.has(p.mflId) ? "0" : "1");
  if (!w) {
    const playerScore: Doc[] = [];
    for (const p of [...list].sort((a, b) => a.mflId.localeCompare(b.mflId))) {
      for (const wk of weeksSoFar) playerScore.push({ id: p.mflId, week: String(wk), score: fmt(l, l.weekScores(wk, ctx.now).get(p.mflId)?.units ?? null) });
    }
    return { root: "playerScores", doc: { playerScore } };
  }
  if (w === "YTD" || w === "AVG") {
    const rows: [Player, number | null][] = list.map((p) => {
      let sum = 0, n = 0;
      for (const wk of weeksSoFar) {
        const u = l.weekScores(wk, ctx.now).get(p.mflId)?.units;
        if (u !== null && u !== undefined) (sum += u, n++);
      }
      return [p, n === 0 ? null : w === "YTD" ? sum : Math.round(sum / n)];
    });
    const playerScore = limit(ctx, rows.sort(byScore)).map(([p, u]) => ({ id: p.mflId, score: fmt(l, u), isAvailable: avail(p), week: w }));
    return { root: "playerScores", doc: { week: w, playerScore } };
  }
  const week = weekParam(ctx, w);
  const scores = l.weekScores(week, ctx.now);
  const rows: [Player, number | null][] = list.map((p) => [p, scores.get(p.mflId)?.units ?? null]);
  const playerScore = limit(ctx, rows.sort(byScore)).map(([p, u]) => ({ id: p.mflId, score: fmt(l, u), isAvailable: avail(p), week: String(week) }));
  return { root: "playerScores", doc: { week: String(week), playerScore } };
}

export function projectedScores(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const week = weekParam(ctx, ctx.params.get("W") ?? String(ctx.world.weeks(ctx.now).LineupWeek));
  if (week > 18) throw new MflError("Invalid week");
  const rows: [Player, number | null][] = selectPlayers(ctx, l).map((p) => {
    const h = l.projection(p, week);
    return [p, h === null ? null : toUnits(h, l.data.config.precision)];
  });
  const playerScore = limit(ctx, rows.sort(byScore)).map(([p, u]) => ({ id: p.mflId, score: fmt(l, u) }));
  return { root: "projectedScores", doc: { week: String(week), playerScore } };
}
