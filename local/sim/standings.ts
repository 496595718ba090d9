// Standings from the head-to-head results of completed regular-season weeks.
import { FantasyLeague } from "./fantasy.ts";

export interface StandingRow {
  id: string;
  w: number; l: number; t: number;
  divw: number; divl: number; divt: number;
  pf: number; pa: number; maxpf: number; minpf: number; games: number;
  apw: number; apl: number; apt: number;
  results: string[];
}

export function completedWeeks(l: FantasyLeague, now: number): number[] {
  const out: number[] = [];
  for (let w = 1; w <= l.data.config.lastRegularSeasonWeek; w++) if (l.season.weekFinal(w, now)) out.push(w);
  return out;
}

export function computeStandings(l: FantasyLeague, now: number): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const f of l.data.franchises) {
    rows.set(f.id, { id: f.id, w: 0, l: 0, t: 0, divw: 0, divl: 0, divt: 0, pf: 0, pa: 0, maxpf: 0, minpf: Infinity, games: 0, apw: 0, apl: 0, apt: 0, results: [] });
  }
  for (const week of completedWeeks(l, now)) {
    const score = new Map(l.data.franchises.map((f) => [f.id, l.franchiseWeek(f.id, week, now).units]));
    for (const [a, h] of l.data.h2h.get(week) ?? []) {
      const sameDiv = l.data.byFranchise.get(a)!.division !== undefined && l.data.byFranchise.get(a)!.division === l.data.byFranchise.get(h)!.division;
      for (const [me, opp] of [[a, h], [h, a]]) {
        const r = rows.get(me)!, mine = score.get(me)!, theirs = score.get(opp)!;
        const res = mine > theirs ? "W" : mine < theirs ? "L" : "T";
        r[res === "W" ? "w" : res === "L" ? "l" : "t"]++;
        if (sameDiv) r[res === "W" ? "divw" : res === "L" ? "divl" : "divt"]++;
        r.pf += mine; r.pa += theirs; r.games++;
        r.maxpf = Math.max(r.maxpf, mine); r.minpf = Math.min(r.minpf, mine);
        r.results.push(res);
      }
    }
    for (const [id, s] of score) {
      const r = rows.get(id)!;
      for (const [other, o] of score) if (other !== id) (s > o ? r.apw++ : s < o ? r.apl++ : r.apt++);
    }
  }
  const pct = (r: StandingRow) => (r.games ? (r.w + r.t / 2) / r.games : 0);
  return [...rows.values()].sort((x, y) => pct(y) - pct(x) || y.pf - x.pf || x.id.localeCompare(y.id));
}
