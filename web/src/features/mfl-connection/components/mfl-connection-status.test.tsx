import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@/lib/auth-context';
import { fakeAuth, render } from '@/test/render';
import { fakeSession } from '@/test/supabase-mock';
import { MflConnectionStatus } from './mfl-connection-status';

function profile(extra: Partial<UserProfile>): UserProfile {
  return {
    user_id: 'u1',
    mfl_username: 'demo',
    mfl_cookie_expires_at: null,
    has_mfl_cookie: false,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
    ...extra,
  };
}

function renderStatus(p: UserProfile | null) {
  render(<MflConnectionStatus />, { auth: fakeAuth({ session: fakeSession(), profile: p }) });
  return screen.getByTestId('mfl-connection-status');
}

describe('MflConnectionStatus (Settings and /profile)', () => {
  it("active: username, 'Connected' and 'Active'", () => {
    const status = renderStatus(profile({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' }));
    expect(status).toHaveTextContent('demo');
    expect(status).toHaveTextContent('Connected');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(status).not.toHaveTextContent('Expired');
  });

  it("expired cookie: 'Connected' and 'Expired - Reconnection needed'", () => {
    renderStatus(profile({ has_mfl_cookie: true, mfl_cookie_expires_at: '2020-01-01T00:00:00Z' }));
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Expired - Reconnection needed')).toBeInTheDocument();
  });

  it("after Disconnect (username kept, no cookie): 'Not connected', as the dashboard's 'MFL Connection Required'", () => {
    const status = renderStatus(profile({}));
    expect(status).toHaveTextContent('demo');
    expect(within(status).getByText('Not connected')).toBeInTheDocument();
    expect(within(status).queryByText('Connected')).not.toBeInTheDocument();
    expect(status).not.toHaveTextContent('Expired');
  });

  it("never connected: 'Not connected'", () => {
    const status = renderStatus(null);
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(status).not.toHaveTextContent('Active');
    // Exact match: 'Not connected' must not count as 'Connected'.
    expect(within(status).queryByText('Connected')).not.toBeInTheDocument();
  });
});
