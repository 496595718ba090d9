import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { type CurrentWeek, currentWeekQueryOptions } from '@/lib/current-week';
import { readStoredLeague } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { userLeaguesQueryOptions } from '@/lib/user-leagues';

/**
 * Loaders start a screen's reads while the route resolves, through the same query options the
 * screen's hooks use, so the screen finds them in the cache. They never block navigation and never
 * read for a signed-out visitor (the guards decide what that visitor sees).
 */
export function prefetchUserLeagues(queryClient: QueryClient) {
  return async () => {
    await startUserLeagues(queryClient);
    return null;
  };
}

/**
 * Every signed-in route: the user's profile, which the guards wait for, started while the route
 * resolves instead of after the first render has reported the session (AuthProvider joins it).
 */
export function prefetchProfile(queryClient: QueryClient) {
  return async () => {
    const userId = await signedInUserId();
    if (userId) void queryClient.prefetchQuery(profileQueryOptions(userId));
    return null;
  };
}

/**
 * A league view's loader: the user's leagues and the view's own read for the route's league, or
 * for the header's stored choice on the league-less route (the screen resolves the same league).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as prefetchQuery takes them
export function prefetchLeagueScreen(queryClient: QueryClient, optionsFor: (leagueId: string) => FetchQueryOptions<any, any, any, any>) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
    if (!(await startUserLeagues(queryClient))) return null;
    const leagueId = params.leagueId ?? readStoredLeague();
    if (leagueId) void queryClient.prefetchQuery(optionsFor(leagueId));
    return null;
  };
}

/**
 * A screen of every league at once (Live Scoring): the user's leagues, then each league's own read
 * as soon as the list is in, without holding the navigation for either.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as prefetchQuery takes them
export function prefetchEveryLeague(queryClient: QueryClient, optionsFor: (leagueId: string) => FetchQueryOptions<any, any, any, any>) {
  return async () => {
    const userId = await signedInUserId();
    if (!userId) return null;
    void queryClient.fetchQuery(userLeaguesQueryOptions(userId)).then(
      (leagues) => leagues.forEach((league) => void queryClient.prefetchQuery(optionsFor(league.league_id))),
      () => undefined, // the screen shows the leagues' own error
    );
    return null;
  };
}

/**
 * A screen of the current NFL week for the route's league (Set Lineup): the user's leagues and the
 * week at once, then the screen's reads as soon as the week is in, without holding the navigation
 * for any of them, nor waiting for the profile and the guards to render the screen. A guessed week
 * starts nothing: the screen refuses to work with one.
 */
export function prefetchWeekScreen(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any queries' options, as prefetchQuery takes them
  readsFor: (leagueId: string, week: CurrentWeek) => readonly FetchQueryOptions<any, any, any, any>[],
) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
    if (!(await startUserLeagues(queryClient)) || !params.leagueId) return null;
    const leagueId = params.leagueId;
    void queryClient.fetchQuery(currentWeekQueryOptions()).then(
      (week) => {
        if (!week.guessed) readsFor(leagueId, week).forEach((options) => void queryClient.prefetchQuery(options));
      },
      () => undefined, // the screen shows the week's own error
    );
    return null;
  };
}

/** Starts the signed-in user's leagues read; false for a signed-out visitor. */
async function startUserLeagues(queryClient: QueryClient): Promise<boolean> {
  const userId = await signedInUserId();
  if (!userId) return false;
  void queryClient.prefetchQuery(userLeaguesQueryOptions(userId));
  return true;
}

async function signedInUserId(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}
