import { bestLineup } from "../contracts/lineup-optimizer.ts";
import type { LineupSettings } from "../contracts/lineup-rules.ts";
import type { BenchPoints, SeasonBench } from "../contracts/bench-points.ts";
import type { ScoringSnapshot } from "./week-scores.ts";

// Points left on the bench (issue 23.3): for a finished week, the best lineup in hindsight (actual
// points, the league's own rules, the players MFL lists on the franchise that week) against the
// lineup that was played. Pure over a stored week, so it costs no MFL call and answers the same
// for good.

/**
 * Each franchise's played and best totals of a finished week, by franchise id. A franchise whose
 * best lineup cannot be judged (no valid lineup from the players whose positions are known) is
 * absent. The best is never below what was played: a played lineup the rules cannot place (a
 * player missing from MFL's player database) counts as its own best.
 */
export function weekBench(rules: LineupSettings, snapshot: ScoringSnapshot): Map<string, BenchPoints> {
  const out = new Map<string, BenchPoints>();
  for (const franchise of snapshot.live.franchises) {
    if (out.has(franchise.id)) continue; // a franchise in two games this week is one lineup
    const candidates = franchise.players.map((p) => ({
      id: p.id,
      position: snapshot.players[p.id]?.position ?? "",
      points: p.score,
      starter: p.isStarter,
      // In hindsight nothing is locked: every player MFL lists on the franchise could have started.
      locked: false,
    }));
    const best = bestLineup(rules, candidates);
    if (!best) continue;
    const played = round(candidates.filter((c) => c.starter).reduce((n, c) => n + c.points, 0));
    const most = Math.max(best.total, played);
    out.set(franchise.id, { played, best: most, leftOnBench: round(most - played) });
  }
  return out;
}

/** A season's weeks added up: efficiency is played ÷ best (1 when nothing could have been better). */
export function seasonBench(weeks: BenchPoints[]): SeasonBench | null {
  if (weeks.length === 0) return null;
  const played = round(weeks.reduce((n, w) => n + w.played, 0));
  const best = round(weeks.reduce((n, w) => n + w.best, 0));
  return { played, best, leftOnBench: round(best - played), efficiency: best > 0 ? Math.min(1, played / best) : 1 };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
