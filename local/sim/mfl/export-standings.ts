// TYPE=leagueStandings (alias standings), default columns plus the ALL=1 extras.
import { Doc, MflDocument } from "../mfl-doc.ts";
import { computeStandings } from "../standings.ts";
import { fmt, MflCtx, needLeague, needUser } from "./context.ts";

const pct3 = (n: number) => (n >= 1 ? "1.000" : n.toFixed(3).replace(/^0/, ""));

export function leagueStandings(ctx: MflCtx): MflDocument {
  needUser(ctx);
  const l = needLeague(ctx);
  const all = ctx.params.get("ALL") === "1";
  const hasDiv = l.data.config.divisions.length > 0;
  const franchise = computeStandings(l, ctx.now).map((r): Doc => {
    const last = r.results[r.results.length - 1];
    let streak = 0;
    for (let i = r.results.length - 1; i >= 0 && r.results[i] === last; i--) streak++;
    const d: Doc = {
      id: r.id, h2hw: String(r.w), h2hl: String(r.l), h2ht: String(r.t),
      pf: fmt(l, r.pf), pa: fmt(l, r.pa), pp: fmt(l, r.pf), op: fmt(l, r.pf),
    };
    if (hasDiv) Object.assign(d, { divw: String(r.divw), divl: String(r.divl), divt: String(r.divt) });
    Object.assign(d, {
      all_play_w: String(r.apw), all_play_l: String(r.apl), all_play_t: String(r.apt),
      streak_type: last ?? "", streak_len: last ? String(streak) : "0", vp: String(2 * r.w + r.t),
    });
    if (all) {
      const games = r.w + r.l + r.t;
      const spent = l.data.bbidSpent.get(r.id) ?? 0;
      Object.assign(d, {
        fname: l.data.byFranchise.get(r.id)!.name,
        h2hpct: pct3(games ? (r.w + r.t / 2) / games : 0), h2hwlt: `${r.w}-${r.l}-${r.t}`,
        all_play_pct: pct3(r.apw + r.apl + r.apt ? (r.apw + r.apt / 2) / (r.apw + r.apl + r.apt) : 0),
        avgpf: fmt(l, games ? Math.round(r.pf / games) : 0), avgpa: fmt(l, games ? Math.round(r.pa / games) : 0),
        maxpf: fmt(l, games ? r.maxpf : 0), minpf: fmt(l, games ? r.minpf : 0),
        strk: last ? `${last}${streak}` : "",
        bbidbalance: `$${(l.data.config.bbidBudget - spent).toFixed(2)}`, bbidspent: `$${spent.toFixed(2)}`,
      });
    }
    return d;
  });
  return { root: "leagueStandings", doc: { franchise } };
}
