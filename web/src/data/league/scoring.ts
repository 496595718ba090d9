import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  leagueScoringEndpoint,
  type LeagueScoringResponse,
  personalScoringEndpoint,
  type PersonalScoringResponse,
} from '@contracts/mfl-scoring.ts';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** Live scores refresh every 30 s while the tab is visible (spec 02 §9). */
export const SCORING_REFRESH_MS = 30_000;

/** How soon after the server's shared copy is refreshed a page asks again (its refresh takes a moment). */
const AFTER_REFRESH_MS = 1_000;
/** The shortest wait between two polls, whatever the server says. */
const MIN_POLL_MS = 2_000;
/**
 * Each page waits a random moment of this much more after the refresh: every viewer of a league
 * would otherwise ask at the same instant, and a hundred at once queue behind each other on the
 * server (p95 1.3 s where one alone takes 15 ms; tests/bench/read-path.bench.ts).
 */
export const POLL_SPREAD_MS = 3_000;

/** A league's scores with the header's freshness fields (`syncedAt` is MFL's `updatedAt`). */
export type LeagueScoring = LeagueScoringResponse & { syncedAt: string | null };
export type PersonalScoring = PersonalScoringResponse & { syncedAt: string | null };

/**
 * When to poll again: every 30 s (spec 02 §9), or sooner, just after the server's shared copy is
 * next refreshed (`nextUpdateAt`), so a change reaches the screen within the server's poll
 * interval rather than that plus the page's 30 s, at a random moment of POLL_SPREAD_MS after it
 * (`spread`, 0 to 1). A time already past (clocks that disagree) falls back to 30 s rather than
 * polling in a loop.
 */
export function scoringPollMs(answer: { nextUpdateAt: string | null } | undefined, now = Date.now(), spread = Math.random()): number {
  const next = answer?.nextUpdateAt ? Date.parse(answer.nextUpdateAt) : NaN;
  if (!Number.isFinite(next) || next <= now) return SCORING_REFRESH_MS;
  return Math.min(SCORING_REFRESH_MS, Math.max(MIN_POLL_MS, next - now + AFTER_REFRESH_MS + spread * POLL_SPREAD_MS));
}

/**
 * GET /api/mfl/scoring?type=league&leagueId=[&week=] (contract: mfl-scoring). Without a week the
 * server answers the NFL week in progress and names it in `week`.
 */
export async function getLeagueScoring(leagueId: string, week?: number, signal?: AbortSignal): Promise<LeagueScoring> {
  const query = week === undefined ? { type: 'league' as const, leagueId } : { type: 'league' as const, leagueId, week };
  const scoring = await api.call(leagueScoringEndpoint, query, signal);
  return { ...scoring, syncedAt: scoring.updatedAt };
}

/** GET /api/mfl/scoring?type=personal&leagueId=: the caller's own team and its opponent this week. */
export async function getPersonalScoring(leagueId: string, signal?: AbortSignal): Promise<PersonalScoring> {
  const scoring = await api.call(personalScoringEndpoint, { type: 'personal', leagueId }, signal);
  return { ...scoring, syncedAt: scoring.updatedAt };
}

export function leagueScoringQueryOptions(leagueId: string, week?: number) {
  return queryOptions({
    queryKey: leagueKeys.scoring(leagueId, week),
    queryFn: ({ signal }) => getLeagueScoring(leagueId, week, signal),
    // Live: a copy is worth asking again a moment later (the adopted week's copy is not).
    staleTime: MIN_POLL_MS,
    refetchInterval: (query) => scoringPollMs(query.state.data),
    refetchIntervalInBackground: false,
  });
}

export function personalScoringQueryOptions(leagueId: string) {
  return queryOptions({
    queryKey: leagueKeys.personalScoring(leagueId),
    queryFn: ({ signal }) => getPersonalScoring(leagueId, signal),
    staleTime: MIN_POLL_MS,
    refetchInterval: (query) => scoringPollMs(query.state.data),
    refetchIntervalInBackground: false,
  });
}

/**
 * A league's scores for the week the screen shows (spec 02 §4): the first load names no week and
 * adopts the one the server answers, so later polls ask for that week by number (the page stays on
 * it when the NFL week turns over) without loading it twice; choosing a week loads that one.
 */
export function useLeagueScoringWeek(leagueId: string) {
  const queryClient = useQueryClient();
  const [week, setWeek] = useState<number>();
  const current = leagueKeys.scoring(leagueId);
  const query = useQuery({
    ...leagueScoringQueryOptions(leagueId, week),
    // The adopted week starts from the answer that named it: no second load of the same scores.
    initialData: () => {
      const named = week === undefined ? undefined : queryClient.getQueryData<LeagueScoring>(current);
      return named?.week === week ? named : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(current)?.dataUpdatedAt,
  });
  if (week === undefined && query.data) setWeek(query.data.week);
  return { week: week ?? query.data?.week, setWeek, query };
}

export function usePersonalScoring(leagueId: string) {
  return useQuery(personalScoringQueryOptions(leagueId));
}
