import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { fakeAuth, loadLazyRoutes, render } from '@/test/render';
import { supabase } from '@/lib/supabase';
import { fakeSession, profileRow, type SupabaseMock } from '@/test/supabase-mock';
import { apiMock } from '@/test/api-mock';
import { adminPages } from './admin-pages';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;
// The screens' modules, loaded once up front as a visited browser has them (see loadLazyRoutes).
beforeAll(() => loadLazyRoutes(createRoutes()), 120_000);
const NO_RUN = null;
beforeEach(() => {
  mock.reset();
  apiMock.reset();
  // A fresh deployment: no players, no candidates, no audit events.
  apiMock.answer = (path) =>
    path === '/api/admin/identity-summary'
      ? {
          success: true, players: 0, team_entities: 0, coverage: [], candidates: { pending: 0, accepted: 0, rejected: 0, created_new: 0 },
          last_backfill: NO_RUN, last_tank01_sync: NO_RUN, last_weekly_affiliations: NO_RUN,
        }
      : { success: true, rows: [], total: 0 };
});

const admin = () => fakeAuth({ session: fakeSession('admin@example.com'), profile: profileRow({ is_admin: true }) });

function renderAdmin(route: string) {
  return render(null, { routes: createRoutes(), route, auth: admin() });
}

describe('the admin shell', () => {
  it('/admin: the dashboard says Coming soon; the admin sidebar lists every page, grouped', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Data Sync', '/admin/sync'],
      ['System Settings', '/admin/settings'],
      ['Identity', '/admin/identity'],
      ['Players', '/admin/players'],
      ['Match Inbox', '/admin/match-inbox'],
      ['Audit Log', '/admin/audit'],
    ]);
    expect(within(nav).getByText('Operations')).toBeInTheDocument();
    expect(within(nav).getByText('Player identity')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(crumbs).toHaveTextContent('Admin Panel');
    expect(within(crumbs).queryByRole('link')).toBeNull();
  });

  const emptyStates: Record<string, RegExp> = {
    identity: /No canonical players yet/,
    players: /No canonical players yet/,
    'match-inbox': /No pending candidates/,
    audit: /^No audit events$/,
  };
  it.each(adminPages.filter((p) => p.page in emptyStates).map((p) => [p.page, p.label]))(
    '/admin/%s: breadcrumbs back to the panel, its heading, and its empty state on a fresh deployment',
    async (page, label) => {
      renderAdmin(`/admin/${page}`);
      const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
      expect(within(crumbs).getByText(label)).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('heading', { name: label, level: 1 })).toBeInTheDocument();
      expect(await screen.findByText(emptyStates[page])).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
      expect(within(nav).getByRole('link', { name: label }).querySelector('[data-active]')).not.toBeNull();
    },
  );

  it('the sidebar moves between pages; an unknown admin page goes back to the panel', async () => {
    const { router } = renderAdmin('/admin/no-such-page');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin'));
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit Log' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin/audit'));
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
  });
});
