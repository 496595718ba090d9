// TYPE=leagueStandings (alias standings), default columns plus the ALL=1 extras, with the columns
// the league's kind has: no W-L at all in a total-points league, conference records in a league
// with conferences, the salary total in a salary-cap league, its own victory points where it sets them.
import { Doc, MflDocument } from "../mfl-doc.ts";
import { computeStandings, StandingRow } from "../standings.ts";
import { FantasyLeague } from "../fantasy.ts";
import { fmt, MflCtx, needLeague, needUser } from "./context.ts";

const pct3 = (n: number) => (n >= 1 ? "1.000" : n.toFixed(3).replace(/^0/, ""));
const dollars = (n: number) => `$${n.toFixed(2)}`;

export function leagueStandings(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const all = ctx.params.get("ALL") === "1";
  const rows = computeStandings(l, ctx.now);
  const franchise = l.data.config.h2h === false ? rows.map((r) => pointsRow(l, r, all)) : rows.map((r) => headToHeadRow(l, r, all));
  return { root: "leagueStandings", doc: { franchise } };
}

function headToHeadRow(l: FantasyLeague, r: StandingRow, all: boolean): Doc {
  const c = l.data.config;
  const last = r.results[r.results.length - 1];
  let streak = 0;
  for (let i = r.results.length - 1; i >= 0 && r.results[i] === last; i--) streak++;
  const d: Doc = {
    id: r.id, h2hw: String(r.w), h2hl: String(r.l), h2ht: String(r.t),
    pf: fmt(l, r.pf), pa: fmt(l, r.pa), pp: fmt(l, r.pf), op: fmt(l, r.pf),
  };
  if (c.divisions.length) Object.assign(d, { divw: String(r.divw), divl: String(r.divl), divt: String(r.divt) });
  Object.assign(d, {
    all_play_w: String(r.apw), all_play_l: String(r.apl), all_play_t: String(r.apt),
    streak_type: last ?? "", streak_len: last ? String(streak) : "0", vp: String(r.vp),
  });
  if (all) {
    const games = r.w + r.l + r.t;
    Object.assign(d, {
      fname: l.data.byFranchise.get(r.id)!.name,
      h2hpct: pct3(games ? (r.w + r.t / 2) / games : 0), h2hwlt: `${r.w}-${r.l}-${r.t}`,
      all_play_pct: pct3(r.apw + r.apl + r.apt ? (r.apw + r.apt / 2) / (r.apw + r.apl + r.apt) : 0),
      avgpf: fmt(l, games ? Math.round(r.pf / games) : 0), avgpa: fmt(l, games ? Math.round(r.pa / games) : 0),
      maxpf: fmt(l, games ? r.maxpf : 0), minpf: fmt(l, games ? r.minpf : 0),
      strk: last ? `${last}${streak}` : "",
    });
    if (c.conferences) Object.assign(d, { confw: String(r.confw), confl: String(r.confl), conft: String(r.conft) });
    Object.assign(d, moneyColumns(l, r.id));
  }
  return d;
}

/** A total-points league ranks by points alone: no head-to-head, division, all-play or streak columns. */
function pointsRow(l: FantasyLeague, r: StandingRow, all: boolean): Doc {
  const d: Doc = { id: r.id, pf: fmt(l, r.pf), pp: fmt(l, r.pf) };
  if (all) {
    Object.assign(d, {
      fname: l.data.byFranchise.get(r.id)!.name, avgpf: fmt(l, r.games ? Math.round(r.pf / r.games) : 0),
      maxpf: fmt(l, r.games ? r.maxpf : 0), minpf: fmt(l, r.games ? r.minpf : 0), ...moneyColumns(l, r.id),
    });
  }
  return d;
}

/** ALL=1 money columns, `$`-prefixed: the blind-bid budget and, in a salary-cap league, the salaries counted. */
function moneyColumns(l: FantasyLeague, fid: string): Doc {
  const spent = l.data.bbidSpent.get(fid) ?? 0;
  const d: Doc = { bbidbalance: dollars(l.data.config.bbidBudget - spent), bbidspent: dollars(spent) };
  if (l.data.config.salaries) {
    const f = l.data.byFranchise.get(fid)!;
    // The cap counts the active roster and IR (includeIRWithSalary 1), not the taxi squad.
    const salary = [...f.roster].filter(([, s]) => s !== "TAXI_SQUAD").reduce((n, [id]) => n + (l.data.contracts.get(id)?.salary ?? 0), 0);
    d.salary = dollars(salary);
  }
  return d;
}
