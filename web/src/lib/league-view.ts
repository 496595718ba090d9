import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useSelectedLeague } from '@/lib/selected-league';
import type { UserLeague } from '@/lib/user-leagues';

export interface LeagueViewLeague {
  /** The league the view shows: the route's, else the one chosen in the header; null without either. */
  leagueId: string | null;
  /** That league among the user's leagues (null while they load, or for a league not in the list). */
  league: UserLeague | null;
  leagues: UserLeague[];
  /** The user's leagues are still loading and the route names none: nothing to show yet. */
  pending: boolean;
}

/**
 * Which league a league view (`/{section}` and `/{section}/:leagueId`) shows (spec 02 §2): the route
 * parameter, otherwise the league chosen in the header. A route league of the user's becomes the
 * header's choice too, so a link from the dashboard and the picker never disagree.
 */
export function useLeagueViewLeague(): LeagueViewLeague {
  const { leagueId: routeLeagueId } = useParams();
  const { leagueId: selectedId, leagues, status, setLeagueId } = useSelectedLeague();
  const leagueId = routeLeagueId ?? selectedId;
  const isUsersLeague = routeLeagueId !== undefined && leagues.some((l) => l.league_id === routeLeagueId);

  useEffect(() => {
    if (isUsersLeague && routeLeagueId !== selectedId) setLeagueId(routeLeagueId);
  }, [isUsersLeague, routeLeagueId, selectedId, setLeagueId]);

  return {
    leagueId,
    league: leagues.find((l) => l.league_id === leagueId) ?? null,
    leagues,
    pending: routeLeagueId === undefined && status === 'pending',
  };
}
