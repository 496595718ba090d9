import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelectedLeague } from '@/lib/selected-league';
import { leaguePickerTarget } from './league-navigation';

/** Selects (and persists) a league, then follows spec 01 §2's navigation rule. */
export function useChooseLeague(): (leagueId: string) => void {
  const { setLeagueId } = useSelectedLeague();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (leagueId: string) => {
      setLeagueId(leagueId);
      const target = leaguePickerTarget(pathname, leagueId);
      if (target && target !== pathname) navigate(target);
    },
    [setLeagueId, pathname, navigate],
  );
}
