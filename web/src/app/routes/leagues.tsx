import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { MyLeaguesScreen } from '@/features/leagues/components/my-leagues-screen';
import { useSelectedLeague } from '@/lib/selected-league';

/**
 * /leagues (spec 01 §2 route table): with a selected league of the user, straight to its lineup;
 * otherwise My Leagues. Settings offers the same league management either way.
 */
export function LeaguesRoute() {
  const { selectedLeague, status } = useSelectedLeague();
  if (status === 'pending') return <LoadingScreen fullScreen={false} label="Loading your leagues…" />;
  if (selectedLeague) return <Navigate to={paths.leagueLineup(selectedLeague.league_id)} replace />;
  return <MyLeaguesScreen />;
}
