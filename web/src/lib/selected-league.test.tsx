import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSelectedLeague, SELECTED_LEAGUE_STORAGE_KEY, useSelectedLeague } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock, userLeague } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

describe('resolveSelectedLeague', () => {
  const leagues = [userLeague('111', 'A'), userLeague('222', 'B')];
  it('keeps the stored choice while the leagues load', () => {
    expect(resolveSelectedLeague('999', undefined)).toBe('999');
    expect(resolveSelectedLeague(null, undefined)).toBeNull();
  });
  it('keeps a stored league that is in the list', () => {
    expect(resolveSelectedLeague('222', leagues)).toBe('222');
  });
  it('falls back to the first league when none or an unknown one is stored', () => {
    expect(resolveSelectedLeague(null, leagues)).toBe('111');
    expect(resolveSelectedLeague('999', leagues)).toBe('111');
  });
  it('is null without leagues', () => {
    expect(resolveSelectedLeague('999', [])).toBeNull();
  });
});

function Probe() {
  const { leagueId, leagues, setLeagueId } = useSelectedLeague();
  return (
    <div>
      <span data-testid="selected">{leagueId ?? 'none'}</span>
      <span data-testid="count">{leagues.length}</span>
      <button onClick={() => setLeagueId('222')}>pick B</button>
    </div>
  );
}

describe('SelectedLeagueProvider', () => {
  beforeEach(() => mock.reset());

  it('loads user_leagues by user, oldest first, and persists the first league when none is stored', async () => {
    mock.tables.user_leagues = [userLeague('111', 'A'), userLeague('222', 'B')];
    render(<Probe />, { auth: fakeAuth({ session: fakeSession() }) });
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('111'));
    expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('111');
    expect(mock.from).toHaveBeenCalledWith('user_leagues');
    expect(mock.tableCalls).toEqual(
      expect.arrayContaining([
        { table: 'user_leagues', method: 'select', args: ['id, league_id, franchise_id, display_name, created_at'] },
        { table: 'user_leagues', method: 'eq', args: ['user_id', fakeSession().user.id] },
        { table: 'user_leagues', method: 'order', args: ['created_at', { ascending: true }] },
      ]),
    );
  });

  it('replaces a stored league that is no longer in the list', async () => {
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '999');
    mock.tables.user_leagues = [userLeague('111', 'A'), userLeague('222', 'B')];
    render(<Probe />, { auth: fakeAuth({ session: fakeSession() }) });
    await waitFor(() => expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('111'));
  });

  it('keeps and persists a chosen league', async () => {
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '222');
    mock.tables.user_leagues = [userLeague('111', 'A'), userLeague('222', 'B')];
    render(<Probe />, { auth: fakeAuth({ session: fakeSession() }) });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(screen.getByTestId('selected')).toHaveTextContent('222');
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '111');
    await userEvent.click(screen.getByRole('button', { name: 'pick B' }));
    expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('222');
  });

  it('does not query while signed out', () => {
    render(<Probe />, { auth: fakeAuth() });
    expect(screen.getByTestId('selected')).toHaveTextContent('none');
    expect(mock.from).not.toHaveBeenCalledWith('user_leagues');
  });
});
