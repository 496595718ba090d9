import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { fakeAuth, render } from '@/test/render';
import { fakeSession } from '@/test/supabase-mock';
import type { UserProfile } from '@/lib/auth-context';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

function profile(isAdmin: boolean): UserProfile {
  return {
    user_id: 'u1',
    mfl_username: 'mfl-player',
    mfl_cookie_expires_at: null,
    has_mfl_cookie: false,
    is_admin: isAdmin,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: null,
  };
}

function renderShell(isAdmin = false) {
  return render(null, {
    routes,
    route: '/dashboard',
    auth: fakeAuth({ session: fakeSession('player@example.com'), profile: profile(isAdmin) }),
  });
}

describe('AppLayout', () => {
  it('lists the spec entries; screens not built yet are disabled with a hint', async () => {
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const label of [
      'Set Lineup',
      'Live Scoring',
      'Live Game Feed',
      'League Matchups',
      'League Standings',
      'League Transactions',
      'Rosters',
      'Top Players',
      'Settings',
    ]) {
      const entry = within(nav).getByText(label).closest('[aria-disabled="true"]');
      expect(entry, label).not.toBeNull();
      expect(entry).toHaveAttribute('title', 'Coming soon');
      expect(within(nav).queryByRole('link', { name: label })).toBeNull();
    }
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
});
