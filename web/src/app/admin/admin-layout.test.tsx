import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '@/app/router';
import { fakeAuth, render } from '@/test/render';
import { supabase } from '@/lib/supabase';
import { fakeSession, profileRow, type SupabaseMock } from '@/test/supabase-mock';
import { adminPages } from './admin-pages';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;
beforeEach(() => mock.reset());

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

  it.each(adminPages.filter((p) => ['identity', 'players', 'match-inbox', 'audit'].includes(p.page)).map((p) => [p.page, p.label]))(
    '/admin/%s: breadcrumbs back to the panel and an honest empty state until the page ships',
    async (page, label) => {
      renderAdmin(`/admin/${page}`);
      const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
      expect(within(crumbs).getByText(label)).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
      expect(screen.getByTestId('admin-empty-state')).not.toBeEmptyDOMElement();
      const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
      expect(within(nav).getByRole('link', { name: label }).querySelector('[data-active]')).not.toBeNull();
    },
  );

  it("the audit page's empty state is the spec's 'No audit events'", async () => {
    renderAdmin('/admin/audit');
    expect(await screen.findByText('No audit events')).toBeInTheDocument();
  });

  it('the sidebar moves between pages; an unknown admin page goes back to the panel', async () => {
    const { router } = renderAdmin('/admin/no-such-page');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin'));
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit Log' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/admin/audit'));
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
  });
});
