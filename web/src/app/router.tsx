import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths, routePatterns } from '@/config/paths';
import { startLineupReads } from '@/features/lineup/api/lineup-requests';
import {
  prefetchEveryLeague,
  prefetchLeagueScreen,
  prefetchProfile,
  prefetchSignedIn,
  prefetchUserLeagues,
  prefetchWeekScreen,
  type LeagueQueryOptions,
} from './route-loaders';
import { HomeRedirect, PublicLayout, RootRoute, RouteErrorScreen, ScreenErrorScreen } from './routes/root';

/**
 * A route's component as a lazy module: its code, and the libraries only it uses, load with the
 * route (the router fetches every matched route's module at once, beside the loaders' reads).
 */
function lazily<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: pick(await load()) });
}

const guard = (pick: (guards: typeof import('./guards')) => ComponentType) => lazily(() => import('./guards'), pick);

/** League Scoring and League Matchups read the same scores (this week's: the league id alone). */
const leagueScoringOptions = async (): Promise<LeagueQueryOptions> => (await import('@/data/league/scoring')).leagueScoringQueryOptions;

/**
 * The route table of spec 01 §2; later issues add their screens here. With a query client, the
 * league screens' loaders start their reads while the route resolves (tests render without one):
 * each loader imports its data module, which loads beside the screen's, not with the first screen.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const leaguesLoader = queryClient ? prefetchUserLeagues(queryClient) : undefined;
  const leagueScreen = (optionsFor: () => Promise<LeagueQueryOptions>) =>
    queryClient ? prefetchLeagueScreen(queryClient, optionsFor) : undefined;
  return [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    // While the first screen's module loads.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.login, lazy: lazily(() => import('./routes/login'), (m) => m.LoginRoute) },
          { path: paths.authConfirm, lazy: lazily(() => import('@/features/auth/components/confirm-email'), (m) => m.ConfirmEmail) },
          { path: paths.resetPassword, lazy: lazily(() => import('@/features/auth/components/reset-password'), (m) => m.ResetPassword) },
        ],
      },
      {
        lazy: guard((m) => m.RequireAuth),
        loader: queryClient ? prefetchProfile(queryClient) : undefined,
        children: [
          { path: paths.home, element: <HomeRedirect /> },
          {
            lazy: lazily(() => import('./shell/app-layout'), (m) => m.AppLayout),
            children: [
              {
                // One crashing screen shows its error inside the shell; sidebar and header stay.
                errorElement: <ScreenErrorScreen />,
                children: [
                  {
                    lazy: guard((m) => m.RequireProfile),
                    children: [
                      {
                        lazy: guard((m) => m.RequireMflConnection),
                        children: [
                          {
                            path: paths.dashboard,
                            loader: leaguesLoader,
                            lazy: lazily(() => import('@/features/dashboard/components/dashboard-screen'), (m) => m.DashboardScreen),
                          },
                          {
                            path: routePatterns.leagueView('league-standings'),
                            loader: leagueScreen(async () => (await import('@/data/league/standings')).standingsQueryOptions),
                            lazy: lazily(() => import('@/features/standings/components/standings-screen'), (m) => m.StandingsScreen),
                          },
                          ...[paths.playoffOdds, routePatterns.leaguePlayoffOdds].map((path) => ({
                            path,
                            loader: leagueScreen(async () => (await import('@/data/league/playoff-odds')).playoffOddsQueryOptions),
                            lazy: lazily(() => import('@/features/playoff-odds/components/playoff-odds-screen'), (m) => m.PlayoffOddsScreen),
                          })),
                          {
                            path: routePatterns.leagueView('league-transactions'),
                            loader: leagueScreen(async () => (await import('@/data/league/transactions')).transactionsQueryOptions),
                            lazy: lazily(() => import('@/features/transactions/components/transactions-screen'), (m) => m.TransactionsScreen),
                          },
                          {
                            path: routePatterns.leagueView('league-scoring'),
                            loader: leagueScreen(leagueScoringOptions),
                            lazy: lazily(() => import('@/features/league-scoring/components/league-scoring-screen'), (m) => m.LeagueScoringScreen),
                          },
                          {
                            path: routePatterns.leagueView('league-matchups'),
                            loader: leagueScreen(leagueScoringOptions),
                            lazy: lazily(() => import('@/features/league-matchups/components/league-matchups-screen'), (m) => m.LeagueMatchupsScreen),
                          },
                          {
                            path: paths.liveScoring,
                            loader: queryClient
                              ? prefetchEveryLeague(queryClient, async () => (await import('@/data/league/scoring')).personalScoringQueryOptions)
                              : undefined,
                            lazy: lazily(() => import('@/features/live-scoring/components/live-scoring-screen'), (m) => m.LiveScoringScreen),
                          },
                          {
                            path: paths.sunday,
                            loader: queryClient
                              ? prefetchSignedIn(queryClient, async () => (await import('@/features/sunday/api/get-sunday')).sundayQueryOptions())
                              : undefined,
                            lazy: lazily(() => import('@/features/sunday/components/sunday-screen'), (m) => m.SundayScreen),
                          },
                          {
                            path: paths.lineupCheck,
                            loader: queryClient
                              ? prefetchSignedIn(queryClient, async () => (await import('@/data/lineup-check/lineup-check')).lineupCheckQueryOptions())
                              : undefined,
                            lazy: lazily(() => import('@/features/lineup-check/components/lineup-check-screen'), (m) => m.LineupCheckScreen),
                          },
                          {
                            path: routePatterns.leagueLineup,
                            loader: queryClient
                              ? prefetchWeekScreen(
                                  queryClient,
                                  async () => {
                                    const { lineupReads } = await import('@/features/lineup/api/lineup-reads');
                                    return (leagueId, week) => lineupReads({ leagueId, year: week.year, week: week.currentWeek });
                                  },
                                  (leagueId, week) => startLineupReads({ leagueId, year: week.year, week: week.currentWeek }),
                                )
                              : undefined,
                            lazy: lazily(() => import('@/features/lineup/components/set-lineup-screen'), (m) => m.SetLineupScreen),
                          },
                          {
                            path: routePatterns.leagueView('rosters'),
                            loader: leagueScreen(async () => (await import('@/data/league/rosters')).rostersQueryOptions),
                            lazy: lazily(() => import('@/features/rosters/components/rosters-screen'), (m) => m.RostersScreen),
                          },
                          {
                            path: routePatterns.leagueView('top-players'),
                            loader: leagueScreen(async () => (await import('@/data/league/top-players')).topPlayersQueryOptions),
                            lazy: lazily(() => import('@/features/top-players/components/top-players-screen'), (m) => m.TopPlayersScreen),
                          },
                        ],
                      },
                      { path: paths.leagues, loader: leaguesLoader, lazy: lazily(() => import('./routes/leagues'), (m) => m.LeaguesRoute) },
                      // The NFL scoreboard needs no league; My Players Feed reads the verified leagues' rosters.
                      { path: paths.liveFeed, lazy: lazily(() => import('@/features/live-feed/components/live-feed-screen'), (m) => m.LiveFeedScreen) },
                      { path: paths.settings, lazy: lazily(() => import('./routes/settings'), (m) => m.SettingsRoute) },
                    ],
                  },
                  { path: paths.profile, lazy: lazily(() => import('./routes/profile'), (m) => m.ProfileRoute) },
                  {
                    lazy: guard((m) => m.RequireAdmin),
                    // Loaded only when an admin opens it: other users never download the admin area.
                    children: [{ path: `${paths.admin}/*`, lazy: lazily(() => import('./routes/admin'), (m) => m.AdminRoute) }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
}
