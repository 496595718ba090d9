// The player database family: TYPE=players, injuries, nflByeWeeks (public, generic host).
import { Doc, MflDocument, MflError } from "../mfl-doc.ts";
import { displayName, Player } from "../players.ts";
import { REGULAR_WEEKS } from "../schedule.ts";
import { idList, MflCtx, weekParam } from "./context.ts";

/** The database "changes" once a day at 06:00 UTC (sim time). */
export function databaseTimestamp(now: number): number {
  return Math.floor((now - 6 * 3600) / 86400) * 86400 + 6 * 3600;
}

function playerDoc(p: Player, details: boolean): Doc {
  const d: Doc = { id: p.mflId, name: displayName(p), position: p.pos, team: p.team };
  if (p.rookie) d.status = "R";
  if (!details) return d;
  if (p.pos === "Def") return { ...d, draft_year: "1970", draft_team: p.team, stats_global_id: "0" };
  if (p.draftRound) Object.assign(d, { draft_year: String(p.draftYear), draft_round: String(p.draftRound), draft_pick: String(p.draftPick), draft_team: p.team === "FA" ? "FA" : p.team });
  else d.draft_year = String(p.draftYear);
  Object.assign(d, { birthdate: String(p.birthdate), height: String(p.height), weight: String(p.weight), college: p.college, jersey: p.jersey });
  if (p.mflHasEspn) d.espn_id = p.espnId;
  if (p.cbsId && !p.mflHidesCbs) d.cbs_id = p.cbsId;
  if (p.rotowireId) d.rotowire_id = p.rotowireId;
  return d;
}

export function players(ctx: MflCtx): MflDocument {
  const ts = databaseTimestamp(ctx.now);
  const since = ctx.params.get("SINCE");
  if (since && Number(since) >= ts) {
    throw new MflError(`No Player Database Changes Since ${new Date(Number(since) * 1000).toUTCString()}`);
  }
  const wanted = idList(ctx.params.get("PLAYERS"));
  const details = ctx.params.get("DETAILS") === "1";
  const all = ctx.world.season.players;
  const list = wanted.length
    ? wanted.map((id) => ctx.world.season.byMfl.get(id)).filter((p): p is Player => !!p)
    : [...all].sort((a, b) => displayName(a).localeCompare(displayName(b)) || a.mflId.localeCompare(b.mflId));
  if (wanted.length && !list.length) throw new MflError("Error - No Valid Player IDs!");
  const doc: Doc = { timestamp: String(ts) };
  if (since) doc.since = new Date(Number(since) * 1000).toUTCString();
  doc.player = list.map((p) => playerDoc(p, details));
  return { root: "players", doc };
}

export function injuries(ctx: MflCtx): MflDocument {
  const w = ctx.params.get("W");
  const week = w ? Number(w) : weekParam(ctx);
  // An invalid week answers an empty report rather than an error (captured).
  if (!Number.isInteger(week) || week < 1 || week > REGULAR_WEEKS) return { root: "injuries", doc: { timestamp: "", week: w ?? "" } };
  const injury = ctx.world.season.players
    .filter((p) => p.team !== "FA")
    .flatMap((p) => {
      const inj = ctx.world.injuryOf(p, week);
      return inj ? [{ id: p.mflId, status: inj.status, details: inj.details }] : [];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  return { root: "injuries", doc: { timestamp: String(databaseTimestamp(ctx.now)), week: String(week), injury } };
}

export function nflByeWeeks(ctx: MflCtx): MflDocument {
  const w = ctx.params.get("W");
  const team = ctx.world.season.teams
    .filter((t) => !w || ctx.world.season.byeWeek.get(t.mfl) === Number(w))
    .map((t) => ({ id: t.mfl, bye_week: String(ctx.world.season.byeWeek.get(t.mfl)) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return { root: "nflByeWeeks", doc: { year: String(ctx.year), team } };
}
