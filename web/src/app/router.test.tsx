import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { UserProfile } from '@/lib/auth-context';
import { fakeAuth, render, type FakeAuthInput } from '@/test/render';
import { fakeSession } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const profile: UserProfile = {
  user_id: '00000000-0000-4000-8000-000000000001',
  mfl_username: 'mfl-player',
  mfl_cookie_expires_at: null,
  has_mfl_cookie: false,
  is_admin: false,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: null,
};

const signedOut = () => fakeAuth();
const fresh = (extra: FakeAuthInput = {}) => fakeAuth({ session: fakeSession('fresh@example.com'), ...extra });
const withProfile = (extra: Partial<UserProfile> = {}, more: FakeAuthInput = {}) =>
  fakeAuth({ session: fakeSession('player@example.com'), profile: { ...profile, ...extra }, ...more });

function renderRoute(route: string, auth = signedOut()) {
  return render(null, { routes, route, auth });
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

  it.each(['/dashboard', '/leagues', '/settings'])("%s without a profile: 'Profile Setup Required'", async (route) => {
    renderRoute(route, fresh());
    expect(await screen.findByRole('heading', { name: 'Profile Setup Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect MFL Account' })).toHaveAttribute('href', '/profile');
  });

  it('waits for the profile before deciding', () => {
    renderRoute('/dashboard', fresh({ profileLoading: true }));
    expect(screen.queryByText('Profile Setup Required')).not.toBeInTheDocument();
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
  });

  it('/profile needs only a session', async () => {
    renderRoute('/profile', fresh());
    expect(await screen.findByRole('heading', { name: 'Connect MFL Account' })).toBeInTheDocument();
    expect(screen.getByText(/Not available yet/)).toBeInTheDocument();
  });

  it("/dashboard with a profile but no MFL connection: 'MFL Connection Required'", async () => {
    renderRoute('/dashboard', withProfile());
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'MFL Connection Required' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Connect MFL Account' })).toHaveAttribute('href', '/profile');
  });

  it.each(['/leagues', '/settings'])('%s with a profile is an honest "not available yet" screen', async (route) => {
    renderRoute(route, withProfile());
    expect(await screen.findByText(/Not available yet/)).toBeInTheDocument();
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
    const { router } = renderRoute('/no/such/page', fresh());
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
  });

  it('unknown paths go to /login when signed out', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("/login when signed in ends on 'Welcome Back' with 'Continue to Dashboard'", async () => {
    const { router } = renderRoute('/login', withProfile());
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/dashboard'));
  });
});
