import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import type { CurrentWeek } from '@/lib/current-week';
import { readStoredLeague } from '@/lib/selected-league';
import { storedWeek } from '@/lib/stored-week';
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

/** A league's read, as the screen's hook makes it; called with the league id alone. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as prefetchQuery takes them
export type LeagueQueryOptions = (leagueId: string) => FetchQueryOptions<any, any, any, any>;

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
 * `optionsFor` imports the view's data module, which loads with the route, not with the first screen.
 */
export function prefetchLeagueScreen(queryClient: QueryClient, optionsFor: () => Promise<LeagueQueryOptions>) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
    if (!(await startUserLeagues(queryClient))) return null;
    const leagueId = params.leagueId ?? readStoredLeague();
    if (leagueId) void optionsFor().then((options) => queryClient.prefetchQuery(options(leagueId)), ignoreLoadFailure);
    return null;
  };
}

/**
 * A screen of every league at once (Live Scoring): the user's leagues, then each league's own read
 * as soon as the list is in, without holding the navigation for either.
 */
export function prefetchEveryLeague(queryClient: QueryClient, optionsFor: () => Promise<LeagueQueryOptions>) {
  return async () => {
    const userId = await signedInUserId();
    if (!userId) return null;
    void Promise.all([queryClient.fetchQuery(userLeaguesQueryOptions(userId)), optionsFor()]).then(
      ([leagues, options]) => leagues.forEach((league) => void queryClient.prefetchQuery(options(league.league_id))),
      ignoreLoadFailure,
    );
    return null;
  };
}

/**
 * A screen whose one read is the caller's own, across their leagues (the Sunday command center, the lineup check):
 * started while the route resolves, for a signed-in user only. `optionsFor` imports the screen's
 * data module, which loads with the route.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, as prefetchQuery takes them
export function prefetchSignedIn(queryClient: QueryClient, optionsFor: () => Promise<FetchQueryOptions<any, any, any, any>>) {
  return async () => {
    if (!(await signedInUserId())) return null;
    void optionsFor().then((options) => queryClient.prefetchQuery(options), ignoreLoadFailure);
    return null;
  };
}

/** Sends a week screen's reads at once, without their modules (api.start): their queries take the answers. */
export type StartWeekReads = (leagueId: string, week: { currentWeek: number; year: number }) => void;

/** A week screen's reads for a league and a week, as the screen's hooks make them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any queries' options, as prefetchQuery takes them
export type WeekReads = (leagueId: string, week: CurrentWeek) => readonly FetchQueryOptions<any, any, any, any>[];

/**
 * A screen of the current NFL week for the route's league (Set Lineup): the user's leagues and the
 * week at once, then the screen's reads as soon as the week is in, without holding the navigation
 * for any of them, nor waiting for the profile and the guards to render the screen. A guessed week
 * starts nothing: the screen refuses to work with one. `readsFor` imports the screen's data module,
 * and the week's module (its contract) loads here too, not with /login.
 */
export function prefetchWeekScreen(queryClient: QueryClient, readsFor: () => Promise<WeekReads>, startReads?: StartWeekReads) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>) => {
    if (!(await startUserLeagues(queryClient)) || !params.leagueId) return null;
    const leagueId = params.leagueId;
    // The week the server said within the hour is the one the screen will ask for: its reads leave
    // now, while the modules with their schemas (and the screen) still load, and the queries below
    // take their answers.
    const known = storedWeek();
    if (known && startReads) startReads(leagueId, known.week);
    void Promise.all([import('@/lib/current-week'), readsFor()])
      .then(async ([{ currentWeekQueryOptions }, reads]) => {
        const week = await queryClient.fetchQuery(currentWeekQueryOptions());
        if (!week.guessed) reads(leagueId, week).forEach((options) => void queryClient.prefetchQuery(options));
      })
      .catch(ignoreLoadFailure); // the screen shows the week's own error
    return null;
  };
}

/** A prefetch that fails (the read, or its module) is only a head start lost: the screen shows its own error. */
function ignoreLoadFailure(): undefined {
  return undefined;
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
