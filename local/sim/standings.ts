// Standings from the completed regular-season weeks: head-to-head results (one or two games a
// week), division and conference records, all-play, victory points where the league awards them,
// or points alone in a total-points league. Sorted by the league's own standingsSort.
import type { FantasyLeague } from "./fantasy.ts";

export interface StandingRow {
  id: string;
  w: number; l: number; t: number;
  divw: number; divl: number; divt: number;
  confw: number; confl: number; conft: number;
  pf: number; pa: number; maxpf: number; minpf: number; games: number;
  apw: number; apl: number; apt: number;
  /** Victory points (MFL's `vp`): 2 a win and 1 a tie unless the league sets its own. */
  vp: number;
  results: string[];
}

export function completedWeeks(l: FantasyLeague, now: number): number[] {
  const out: number[] = [];
  for (let w = l.data.config.startWeek ?? 1; w <= l.data.config.lastRegularSeasonWeek; w++) if (l.season.weekFinal(w, now)) out.push(w);
  return out;
}

export function computeStandings(l: FantasyLeague, now: number): StandingRow[] {
  const c = l.data.config;
  const rows = new Map<string, StandingRow>();
  for (const f of l.data.franchises) {
    rows.set(f.id, {
      id: f.id, w: 0, l: 0, t: 0, divw: 0, divl: 0, divt: 0, confw: 0, confl: 0, conft: 0,
      pf: 0, pa: 0, maxpf: 0, minpf: Infinity, games: 0, apw: 0, apl: 0, apt: 0, vp: 0, results: [],
    });
  }
  const vp = c.victoryPoints ?? { win: 2, tie: 1, loss: 0, buckets: [] };
  const conference = (id: string) => {
    const d = l.data.byFranchise.get(id)!.division;
    return d === undefined ? undefined : c.divisionConference?.[Number(d)];
  };
  for (const week of completedWeeks(l, now)) {
    const score = new Map(l.data.franchises.map((f) => [f.id, l.franchiseWeek(f.id, week, now).units]));
    for (const [a, h] of l.data.h2h.get(week) ?? []) {
      const sameDiv = l.data.byFranchise.get(a)!.division !== undefined && l.data.byFranchise.get(a)!.division === l.data.byFranchise.get(h)!.division;
      const sameConf = conference(a) !== undefined && conference(a) === conference(h);
      for (const [me, opp] of [[a, h], [h, a]]) {
        const r = rows.get(me)!, mine = score.get(me)!, theirs = score.get(opp)!;
        const res = mine > theirs ? "W" : mine < theirs ? "L" : "T";
        r[res === "W" ? "w" : res === "L" ? "l" : "t"]++;
        if (sameDiv) r[res === "W" ? "divw" : res === "L" ? "divl" : "divt"]++;
        if (sameConf) r[res === "W" ? "confw" : res === "L" ? "confl" : "conft"]++;
        r.vp += res === "W" ? vp.win : res === "L" ? vp.loss : vp.tie;
        r.pf += mine; r.pa += theirs; r.games++;
        r.maxpf = Math.max(r.maxpf, mine); r.minpf = Math.min(r.minpf, mine);
        r.results.push(res);
      }
    }
    if (c.h2h === false) {
      for (const [id, mine] of score) {
        const r = rows.get(id)!;
        r.pf += mine; r.games++;
        r.maxpf = Math.max(r.maxpf, mine); r.minpf = Math.min(r.minpf, mine);
      }
    }
    for (const [id, s] of score) {
      const r = rows.get(id)!;
      for (const [other, o] of score) if (other !== id) (s > o ? r.apw++ : s < o ? r.apl++ : r.apt++);
    }
    awardBuckets(vp.buckets, score, rows);
  }
  return [...rows.values()].sort(bySort(c.standingsSort));
}

/** Victory points for where a week's score ranks: the league split into equal buckets, best first. */
function awardBuckets(buckets: number[], score: Map<string, number>, rows: Map<string, StandingRow>): void {
  if (!buckets.length) return;
  const ranked = [...score].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const size = ranked.length / buckets.length;
  ranked.forEach(([id], i) => (rows.get(id)!.vp += buckets[Math.min(buckets.length - 1, Math.floor(i / size))]));
}

const pct = (r: StandingRow) => (r.games ? (r.w + r.t / 2) / r.games : 0);
const KEYS: Record<string, (r: StandingRow) => number> = { PCT: pct, PTS: (r) => r.pf, VP: (r) => r.vp };

/** MFL's standingsSort ("PCT,PTS,", "VP,PTS,", "PTS,"): each key descending, then franchise id. */
function bySort(standingsSort: string): (x: StandingRow, y: StandingRow) => number {
  const keys = standingsSort.split(",").map((k) => KEYS[k.trim()]).filter(Boolean);
  return (x, y) => {
    for (const k of keys) if (k(y) !== k(x)) return k(y) - k(x);
    return x.id.localeCompare(y.id);
  };
}
