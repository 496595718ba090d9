import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { supabase } from '@/lib/supabase';
import type { UserLeague } from '@/lib/user-leagues';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { LeaguesManager } from './leagues-manager';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

function league(leagueId: string, name: string | null, franchiseId: string | null = '0003'): UserLeague {
  return { id: Number(leagueId), league_id: leagueId, franchise_id: franchiseId, display_name: name, created_at: '2026-01-01T00:00:00Z' };
}

describe('LeaguesManager', () => {
  beforeEach(() => {
    mock.reset();
    apiMock.reset();
  });

  it('lists name, ID and franchise with Set Lineup and Remove; no Add League when not empty', async () => {
    mock.tables.user_leagues = [league('61408', 'Dynasty Bros'), league('35112', null, null)];
    mock.tables.league_franchises = [{ league_id: '61408', franchise_id: '0003', franchise_name: 'Gridiron Geeks' }];
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    const row = (await screen.findByRole('cell', { name: 'Dynasty Bros' })).closest('tr')!;
    expect(row).toHaveTextContent('61408');
    expect(await within(row).findByText(/Gridiron Geeks/)).toHaveTextContent('Gridiron Geeks #0003');
    // Set Lineup has shipped: a plain link to the league's lineup.
    const setLineup = within(row).getByRole('link', { name: 'Set Lineup' });
    expect(setLineup).toHaveAttribute('href', '/leagues/61408/lineup');
    expect(setLineup).not.toHaveAttribute('aria-disabled');
    expect(within(row).getByRole('button', { name: 'Remove Dynasty Bros' })).toBeInTheDocument();
    const other = screen.getByRole('cell', { name: 'League 35112' }).closest('tr')!;
    expect(other).toHaveTextContent('Not known yet');
    expect(screen.queryByRole('button', { name: 'Add League' })).not.toBeInTheDocument();
  });

  it("reads franchise names of the season the server names with the current week, not the client's clock", async () => {
    apiMock.answer = (path) => (path === '/api/mfl/current-week' ? { currentWeek: 18, year: 2019 } : {});
    mock.tables.user_leagues = [league('61408', 'Dynasty Bros')];
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    await screen.findByRole('cell', { name: 'Dynasty Bros' });
    await waitFor(() =>
      expect(mock.tableCalls).toContainEqual({ table: 'league_franchises', method: 'eq', args: ['year', 2019] }),
    );
  });

  it('a malformed answer reads as one sentence, never as a schema dump', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mock.tables.user_leagues = [{ league_id: 61408 }];
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected answer from the server');
    expect(alert).not.toHaveTextContent('league_id');
  });

  it('shows skeletons while loading', () => {
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    expect(screen.getByRole('status', { name: 'Loading leagues' })).toBeInTheDocument();
  });

  it('an empty list offers Add League', async () => {
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    expect(await screen.findByRole('button', { name: 'Add League' })).toBeInTheDocument();
  });

  it('a failed load is a scoped error with Retry', async () => {
    mock.tableErrors.user_leagues = { message: 'connection refused' };
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your leagues');
    mock.tableErrors.user_leagues = null;
    mock.tables.user_leagues = [league('61408', 'Dynasty Bros')];
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Dynasty Bros' })).toBeInTheDocument();
  });

  it('Sync Leagues reports added/existing/total and reloads the list', async () => {
    apiMock.answer = () => ({ success: true, existing: 1, added: 2, total: 3, warnings: [] });
    const auth = fakeAuth({ session: fakeSession() });
    render(<LeaguesManager />, { auth });
    await screen.findByRole('button', { name: 'Add League' });
    mock.tables.user_leagues = [league('61408', 'Dynasty Bros')];
    await userEvent.click(screen.getByRole('button', { name: 'Sync Leagues' }));
    expect(await screen.findByText('2 added, 1 already linked, 3 in total.')).toBeInTheDocument();
    expect(apiMock.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/mfl/sync-leagues', body: {} }]);
    expect(await screen.findByRole('cell', { name: 'Dynasty Bros' })).toBeInTheDocument();
    await waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled());
  });

  it.each(['MFL account not connected', 'MFL credentials not found'])("Sync Leagues shows '%s'", async (message) => {
    apiMock.answer = () => {
      throw new ApiError(message, 400);
    };
    render(<LeaguesManager />, { auth: fakeAuth({ session: fakeSession() }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sync Leagues' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
