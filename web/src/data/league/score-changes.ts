import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScoringTeam } from '@contracts/mfl-scoring.ts';

// Spec 02 §4 (Live Scoring, League Matchups): point totals and players whose points changed since
// the last answer are highlighted for 25 seconds after the change is seen, then cleared.

/** Spec 02 §9: highlights are cleared after 25 seconds. */
export const HIGHLIGHT_MS = 25_000;

/** Scores by what a screen highlights: a team's total, or one player of a team. */
export type ScorePoints = ReadonlyMap<string, number>;

export function teamKey(franchiseId: string): string {
  return `team:${franchiseId}`;
}

export function playerKey(franchiseId: string, playerId: string): string {
  return `player:${franchiseId}:${playerId}`;
}

/** Every team total and player of the teams shown, keyed for highlighting. */
export function scorePoints(teams: readonly ScoringTeam[]): ScorePoints {
  const points = new Map<string, number>();
  for (const team of teams) {
    points.set(teamKey(team.franchiseId), team.totalPoints);
    for (const player of [...team.starters, ...team.bench]) points.set(playerKey(team.franchiseId, player.id), player.points);
  }
  return points;
}

/** What moved between two answers: keys in both whose points differ (a team or player new to the page is not a change). */
export function changedKeys(before: ScorePoints, after: ScorePoints): string[] {
  const changed: string[] = [];
  for (const [key, points] of after) {
    const was = before.get(key);
    if (was !== undefined && Math.abs(was - points) >= 0.005) changed.push(key);
  }
  return changed;
}

/**
 * Which keys are lit now. Give it the points of each new answer (a stable object per answer, e.g.
 * memoised on the query's data) and a `scope` that changes when the comparison must start afresh
 * (another week or league: nothing there "changed"). A key lights up for HIGHLIGHT_MS from the
 * answer that changed it, a later change of the same key starting its 25 s again.
 */
export function useScoreHighlights(points: ScorePoints | null, scope: string): (key: string) => boolean {
  const previous = useRef<{ scope: string; points: ScorePoints } | null>(null);
  const [lit, setLit] = useState<ReadonlyMap<string, number>>(() => new Map());

  useEffect(() => {
    if (!points) return;
    const before = previous.current;
    previous.current = { scope, points };
    if (!before || before.scope !== scope) {
      setLit((current) => (current.size === 0 ? current : new Map()));
      return;
    }
    const changed = changedKeys(before.points, points);
    if (changed.length === 0) return;
    const until = Date.now() + HIGHLIGHT_MS;
    setLit((current) => {
      const next = new Map(current);
      for (const key of changed) next.set(key, until);
      return next;
    });
  }, [points, scope]);

  useEffect(() => {
    if (lit.size === 0) return;
    const due = Math.min(...lit.values());
    const timer = setTimeout(() => {
      const now = Date.now();
      setLit((current) => new Map([...current].filter(([, until]) => until > now)));
    }, Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [lit]);

  return useCallback((key: string) => lit.has(key), [lit]);
}
