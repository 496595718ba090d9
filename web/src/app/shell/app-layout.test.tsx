import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { supabase } from '@/lib/supabase';
import { fakeAuth, loadLazyRoutes, render } from '@/test/render';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;
// The screens' modules, loaded once up front as a visited browser has them (see loadLazyRoutes).
beforeAll(() => loadLazyRoutes(createRoutes()), 120_000);
beforeEach(() => mock.reset());

function profile(isAdmin: boolean) {
  return profileRow({ user_id: 'u1', is_admin: isAdmin });
}

function renderShell(isAdmin = false, route = '/dashboard') {
  return render(null, {
    routes: createRoutes(),
    route,
    auth: fakeAuth({ session: fakeSession('player@example.com'), profile: profile(isAdmin) }),
  });
}

describe('AppLayout', () => {
  it('lists the spec entries, every one a link', async () => {
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'League Standings' })).toHaveAttribute('href', '/league-standings');
    expect(within(nav).getByRole('link', { name: 'Playoff Odds' })).toHaveAttribute('href', '/playoff-odds');
    expect(within(nav).getByRole('link', { name: 'League Transactions' })).toHaveAttribute('href', '/league-transactions');
    expect(within(nav).getByRole('link', { name: 'Set Lineup' })).toHaveAttribute('href', '/leagues');
    expect(within(nav).getByRole('link', { name: 'Rosters' })).toHaveAttribute('href', '/rosters');
    expect(within(nav).getByRole('link', { name: 'Top Players' })).toHaveAttribute('href', '/top-players');
    expect(within(nav).getByRole('link', { name: 'Live Game Feed' })).toHaveAttribute('href', '/live-feed');
    expect(within(nav).getByRole('link', { name: 'Live Scoring' })).toHaveAttribute('href', '/live-scoring');
    expect(within(nav).getByRole('link', { name: 'League Matchups' })).toHaveAttribute('href', '/league-matchups');
    // Every screen has shipped: none is shown disabled as 'Coming soon'.
    expect(nav.querySelector('[aria-disabled="true"]')).toBeNull();
    expect(within(nav).getByText('Your leagues')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).queryByText('Admin Panel')).toBeNull();
  });

  it('shows Admin Panel to admins only', async () => {
    renderShell(true);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('has a footer with the current year', async () => {
    renderShell();
    expect(await screen.findByText(`© ${new Date().getFullYear()} MFL Companion`)).toBeInTheDocument();
  });

  it('switches the colour scheme and keeps the choice in localStorage', async () => {
    renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /Switch to dark mode/ }));
    expect(window.localStorage.getItem('mfl-companion-color-scheme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: /Switch to light mode/ }));
    expect(window.localStorage.getItem('mfl-companion-color-scheme')).toBe('light');
  });

  it("lists 'Your leagues'; a click selects the league and persists it", async () => {
    mock.tables.user_leagues = [userLeague('61408', 'Dynasty Bros'), userLeague('70000', 'Office')];
    const { router } = renderShell();
    const list = await screen.findByRole('list', { name: 'Your leagues' });
    const first = within(list).getByRole('button', { name: /Dynasty Bros/ });
    await waitFor(() => expect(first).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(within(list).getByRole('button', { name: /Office/ }));
    expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('70000');
    expect(within(list).getByRole('button', { name: /Office/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'League' })).toHaveValue('Office');
    expect(router?.state.location.pathname).toBe('/dashboard');
  });

  it('the header picker on a /leagues page opens the chosen league\'s lineup', async () => {
    mock.tables.user_leagues = [userLeague('61408', 'Dynasty Bros'), userLeague('70000', 'Office')];
    const { router } = renderShell(false, '/leagues/61408/lineup');
    const picker = await screen.findByRole('combobox', { name: 'League' });
    await waitFor(() => expect(picker).toHaveValue('Dynasty Bros'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Office' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/leagues/70000/lineup'));
    expect(window.localStorage.getItem(SELECTED_LEAGUE_STORAGE_KEY)).toBe('70000');
  });

  it('without leagues the sidebar says so and links to Settings; no picker', async () => {
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Sync or add leagues' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('combobox', { name: 'League' })).not.toBeInTheDocument();
  });

  it('a failed league load offers Retry in the sidebar', async () => {
    mock.tableErrors.user_leagues = { message: 'boom' };
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByText(/Could not load your leagues/)).toBeInTheDocument();
    mock.tableErrors.user_leagues = null;
    mock.tables.user_leagues = [userLeague('61408', 'Dynasty Bros')];
    await userEvent.click(within(nav).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByRole('button', { name: /Dynasty Bros/ })).toBeInTheDocument();
  });
});
