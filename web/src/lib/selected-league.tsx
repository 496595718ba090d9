import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUserLeagues, type UserLeague } from '@/lib/user-leagues';

/** Spec 01 §9: the selected league id persists in local browser storage. */
export const SELECTED_LEAGUE_STORAGE_KEY = 'mfl-companion-selected-league';

export interface SelectedLeagueValue {
  /** The selected league's MFL id, or null (no leagues, or still loading with nothing stored). */
  leagueId: string | null;
  /** Selects a league and persists the choice. */
  setLeagueId: (leagueId: string) => void;
  /** The user's leagues, oldest first (empty while loading or on error). */
  leagues: UserLeague[];
  selectedLeague: UserLeague | null;
  /** State of the underlying user_leagues query, for screens that show skeletons or Retry. */
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  refetch: () => void;
}

const SelectedLeagueContext = createContext<SelectedLeagueValue | null>(null);

/** The stored selection (what the header picked last), read outside React too (route loaders). */
export function readStoredLeague(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(leagueId: string | null): void {
  try {
    if (leagueId === null) window.localStorage.removeItem(SELECTED_LEAGUE_STORAGE_KEY);
    else window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, leagueId);
  } catch {
    // Storage may be unavailable (private mode); the selection then lasts for this page only.
  }
}

/**
 * Spec 01 §4: once the leagues are loaded, a missing or unknown selection falls back to the first
 * league. Before they load, the stored choice stands.
 */
export function resolveSelectedLeague(stored: string | null, leagues: readonly UserLeague[] | undefined): string | null {
  if (leagues === undefined) return stored;
  if (stored !== null && leagues.some((l) => l.league_id === stored)) return stored;
  return leagues[0]?.league_id ?? null;
}

export function SelectedLeagueProvider({ children }: { children: ReactNode }) {
  const query = useUserLeagues();
  const [stored, setStored] = useState<string | null>(readStoredLeague);
  const leagues = query.data;
  const leagueId = resolveSelectedLeague(stored, leagues);

  // Persist the fallback choice too, so a reload starts from it.
  useEffect(() => {
    if (leagues !== undefined && leagueId !== readStoredLeague()) writeStored(leagueId);
  }, [leagues, leagueId]);

  const setLeagueId = useCallback((next: string) => {
    writeStored(next);
    setStored(next);
  }, []);

  const { refetch } = query;
  const value = useMemo<SelectedLeagueValue>(
    () => ({
      leagueId,
      setLeagueId,
      leagues: leagues ?? [],
      selectedLeague: leagues?.find((l) => l.league_id === leagueId) ?? null,
      status: query.status,
      error: query.error,
      refetch: () => void refetch(),
    }),
    [leagueId, setLeagueId, leagues, query.status, query.error, refetch],
  );

  return <SelectedLeagueContext.Provider value={value}>{children}</SelectedLeagueContext.Provider>;
}

export function useSelectedLeague(): SelectedLeagueValue {
  const value = useContext(SelectedLeagueContext);
  if (!value) throw new Error('useSelectedLeague must be used within a SelectedLeagueProvider');
  return value;
}
