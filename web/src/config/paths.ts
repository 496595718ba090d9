/**
 * The league views that take the league as their last path segment (spec 01 §2, spec 02 §2): the
 * header's league picker keeps the user in the same view when the league changes.
 */
export const LEAGUE_VIEW_SECTIONS = [
  'top-players',
  'rosters',
  'league-matchups',
  'league-standings',
  'league-transactions',
  'league-scoring',
] as const;

export type LeagueViewSection = (typeof LEAGUE_VIEW_SECTIONS)[number];

/** The pages of the admin area under /admin (spec 02 §2), each `/admin/{page}`. */
export const ADMIN_PAGES = ['identity', 'sync', 'settings', 'players', 'match-inbox', 'audit'] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** Route patterns for the router; links use the builders of `paths`. */
export const routePatterns = {
  leagueLineup: '/leagues/:leagueId/lineup',
  leaguePlayoffOdds: '/leagues/:leagueId/playoff-odds',
  /** `/{section}` and `/{section}/{leagueId}` in one route. */
  leagueView: (section: LeagueViewSection) => `/${section}/:leagueId?`,
} as const;

/** Every route of the SPA in one place, so links and the router never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  authConfirm: '/auth/confirm',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  leagues: '/leagues',
  settings: '/settings',
  profile: '/profile',
  admin: '/admin',
  /** A page of the admin area: `/admin/{page}` (the admin shell's table names them). */
  adminPage: (page: AdminPage) => `/admin/${page}`,
  liveScoring: '/live-scoring',
  liveFeed: '/live-feed',
  /** The Sunday command center: every NFL game of the week across the user's leagues. */
  sunday: '/sunday',
  /** The lineup check: every league's lineup for the week, flagged, with its best lineup. */
  lineupCheck: '/lineup-check',
  /** /leagues/{leagueId}/lineup: Set Lineup for one league. */
  leagueLineup: (leagueId: string) => routePatterns.leagueLineup.replace(':leagueId', encodeURIComponent(leagueId)),
  /** Playoff Odds without a league: the header's league (the sidebar's link). */
  playoffOdds: '/playoff-odds',
  /** /leagues/{leagueId}/playoff-odds: one league's playoff odds. */
  leaguePlayoffOdds: (leagueId: string) => routePatterns.leaguePlayoffOdds.replace(':leagueId', encodeURIComponent(leagueId)),
  /** A league view: `/{section}/{leagueId}`, or its league-less route `/{section}`. */
  leagueView: (section: LeagueViewSection, leagueId?: string | null) =>
    leagueId ? `/${section}/${encodeURIComponent(leagueId)}` : `/${section}`,
} as const;
