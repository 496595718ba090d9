import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import type { UserProfile } from '@/lib/auth-context';
import { fakeAuth, loadLazyRoutes, render, type FakeAuthInput } from '@/test/render';
import { supabase } from '@/lib/supabase';
import { fakeSession, profileRow, type SupabaseMock, userLeague } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
// Lets one test make the Settings screen crash while rendering.
const settingsCrash = vi.hoisted(() => ({ on: false }));
vi.mock('@/features/settings/components/settings-screen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/settings/components/settings-screen')>();
  return {
    ...actual,
    SettingsScreen: (props: Parameters<typeof actual.SettingsScreen>[0]) => {
      if (settingsCrash.on) throw new Error('render failed');
      return actual.SettingsScreen(props);
    },
  };
});
const mock = supabase as unknown as SupabaseMock;
// The screens' modules, loaded once up front as a visited browser has them (see loadLazyRoutes).
beforeAll(() => loadLazyRoutes(createRoutes()), 120_000);
beforeEach(() => mock.reset());

const profile = profileRow();

const connected: Partial<UserProfile> = { has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' };

const signedOut = () => fakeAuth();
const fresh = (extra: FakeAuthInput = {}) => fakeAuth({ session: fakeSession('fresh@example.com'), ...extra });
const withProfile = (extra: Partial<UserProfile> = {}, more: FakeAuthInput = {}) =>
  fakeAuth({ session: fakeSession('player@example.com'), profile: { ...profile, ...extra }, ...more });

function renderRoute(route: string, auth = signedOut()) {
  return render(null, { routes: createRoutes(), route, auth });
}

describe('routes and guards', () => {
  it('shows a loading screen until auth is ready', () => {
    renderRoute('/dashboard', fakeAuth({ loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it.each(['/dashboard', '/leagues', '/settings', '/profile', '/admin', '/'])(
    "%s signed out: 'Authentication Required' with a link to /login",
    async (route) => {
      renderRoute(route);
      expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    },
  );

  it.each(['/dashboard', '/leagues', '/settings'])("%s without a profile: 'Profile Setup Required' with the connection offered right there", async (route) => {
    renderRoute(route, fresh());
    expect(await screen.findByRole('heading', { name: 'Profile Setup Required' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Connect MFL account' });
    expect(within(form).getByRole('button', { name: 'Connect MFL Account' })).toBeInTheDocument();
  });

  it("a profile that failed to load: a scoped error with Retry, not 'Profile Setup Required'", async () => {
    const auth = fresh({ profileError: new Error('Network error: Failed to fetch') });
    renderRoute('/dashboard', auth);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Could not load your profile' })).toBeInTheDocument();
    expect(within(main).getByText('Network error: Failed to fetch')).toBeInTheDocument();
    expect(screen.queryByText('Profile Setup Required')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('waits for the profile before deciding', async () => {
    renderRoute('/dashboard', fresh({ profileLoading: true }));
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByText('Profile Setup Required')).not.toBeInTheDocument();
  });

  it('/profile needs only a session and is the MFL connection form', async () => {
    renderRoute('/profile', fresh());
    expect(await screen.findByRole('heading', { name: 'Connect MFL Account' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Connect MFL account' });
    expect(within(form).getByLabelText('MFL username')).toBeInTheDocument();
    expect(within(form).getByLabelText('MFL password')).toBeInTheDocument();
    expect(screen.getByTestId('mfl-connection-status')).toHaveTextContent('Not connected');
  });

  it("/dashboard with a profile but no MFL connection: 'MFL Connection Required'", async () => {
    renderRoute('/dashboard', withProfile());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'MFL Connection Required' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Connect MFL Account' })).toHaveAttribute('href', '/profile');
  });

  it('/dashboard with a profile renders inside the shell; Sign out leaves for /login', async () => {
    const auth = withProfile();
    const { router } = renderRoute('/dashboard', auth);
    await screen.findByRole('main');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
  });

  it('/leagues without leagues is My Leagues with Add League', async () => {
    mock.tables.user_leagues = [];
    renderRoute('/leagues', withProfile());
    expect(await screen.findByRole('heading', { name: 'My Leagues' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add League' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync Leagues' })).toBeInTheDocument();
  });

  it('/leagues with a selected league goes to its lineup, which needs the MFL connection', async () => {
    mock.tables.user_leagues = [userLeague('61408', 'Dynasty Bros'), userLeague('70000', 'Office')];
    window.localStorage.setItem('mfl-companion-selected-league', '70000');
    const { router } = renderRoute('/leagues', withProfile());
    await waitFor(() => expect(router?.state.location.pathname).toBe('/leagues/70000/lineup'));
    expect(await screen.findByRole('heading', { name: 'MFL Connection Required' })).toBeInTheDocument();
    expect(screen.getByText(/^MFL authentication required/)).toBeInTheDocument();
  });

  it('/settings with a profile shows the account, the connection and the leagues', async () => {
    mock.tables.user_leagues = [userLeague('61408', 'Dynasty Bros')];
    renderRoute('/settings', withProfile());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(within(main).getByTestId('account-email')).toHaveTextContent('player@example.com');
    expect(within(main).getByTestId('mfl-connection-status')).toHaveTextContent('mfl-player');
    expect(await within(main).findByRole('cell', { name: 'Dynasty Bros' })).toBeInTheDocument();
  });

  it('a screen that crashes shows its error inside the shell: header, sidebar and the other screens stay', async () => {
    settingsCrash.on = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { router } = renderRoute('/settings', withProfile());
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(within(main).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByText('Dashboard')).toBeInTheDocument();
      await userEvent.click(within(nav).getByText('Dashboard'));
      await waitFor(() => expect(router!.state.location.pathname).toBe('/dashboard'));
      expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'MFL Connection Required' })).toBeInTheDocument();
    } finally {
      settingsCrash.on = false;
    }
  });

  it.each(['/league-standings', '/league-scoring/61408', '/league-transactions/61408', '/rosters/61408', '/top-players', '/leagues/61408/lineup'])(
    "%s without an MFL connection: 'MFL Connection Required'",
    async (route) => {
      renderRoute(route, withProfile());
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { name: 'MFL Connection Required' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/league-standings', 'Standings'],
    ['/league-transactions', 'Transactions'],
    ['/rosters', 'Rosters'],
    ['/top-players', 'Top Players'],
    ['/league-scoring', 'League Scoring'],
  ])("%s connected without a league: 'Select a league from the header…'", async (route, screenName) => {
    mock.tables.user_leagues = [];
    renderRoute(route, withProfile(connected));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(`Select a league from the header to view ${screenName}.`)).toBeInTheDocument();
  });

  it("/admin for a non-admin: 'Admin Access Required' with a link back to the dashboard", async () => {
    renderRoute('/admin', withProfile());
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('/admin for a user without a profile is not an admin either', async () => {
    renderRoute('/admin/settings', fresh());
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it("/admin for an admin: 'Coming soon'", async () => {
    renderRoute('/admin', withProfile({ is_admin: true }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('/ signed in goes to /dashboard', async () => {
    const { router } = renderRoute('/', withProfile());
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
  });

  it('unknown paths go to /dashboard when signed in', async () => {
    const { router } = renderRoute('/no/such/page', withProfile(connected));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
  });

  it("a first run (signed in, no profile yet) lands on /login's second step: the MFL connection", async () => {
    const { router } = renderRoute('/', fresh());
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Connect your MFL account' })).toBeInTheDocument();
  });

  it('unknown paths go to /login when signed out', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("/login when signed in and connected ends on 'Welcome Back' with 'Continue to Dashboard'", async () => {
    const { router } = renderRoute('/login', withProfile(connected));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
  });

  it('/login when signed in without a profile asks for the MFL account (second step)', async () => {
    renderRoute('/login', fresh());
    expect(await screen.findByRole('heading', { name: 'Connect your MFL account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Connect MFL account' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome Back')).not.toBeInTheDocument();
  });

  it("/login's MFL step names who is signed in and offers 'Sign out', which leaves for the sign-in form", async () => {
    const auth = fresh();
    const { router } = renderRoute('/login', auth);
    const step = await screen.findByTestId('signed-in-account');
    expect(step).toHaveTextContent('Signed in as fresh@example.com');
    await userEvent.click(within(step).getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
  });

  it("'Profile Setup Required' inside the shell does not repeat the account: the header and sidebar show it", async () => {
    renderRoute('/dashboard', fresh());
    expect(await screen.findByRole('heading', { name: 'Profile Setup Required' })).toBeInTheDocument();
    expect(screen.queryByTestId('signed-in-account')).not.toBeInTheDocument();
  });

  it('/login when the MFL session has expired asks to reconnect, with the stored username', async () => {
    renderRoute('/login', withProfile({ has_mfl_cookie: true, mfl_cookie_expires_at: '2020-01-01T00:00:00Z' }));
    expect(await screen.findByRole('heading', { name: 'Reconnect your MFL account' })).toBeInTheDocument();
    expect(screen.getByLabelText('MFL username')).toHaveValue('mfl-player');
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/dashboard');
  });
});
