import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { apiMock } from '@/test/api-mock';
import { fakeAuth, render } from '@/test/render';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { useAppInitialisation } from './use-app-initialisation';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));
const mock = supabase as unknown as SupabaseMock;

function profile(extra: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    mfl_username: 'demo',
    mfl_cookie_expires_at: '2999-01-01T00:00:00Z',
    has_mfl_cookie: true,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
    ...extra,
  };
}

function Probe() {
  useAppInitialisation();
  return null;
}

const paths = () => apiMock.calls.map((c) => `${c.method} ${c.path}`);

describe('useAppInitialisation (spec 01 §4)', () => {
  beforeEach(() => {
    mock.reset();
    apiMock.reset();
    apiMock.answer = (path) => (path === '/api/mfl/validate-cookie' ? { valid: true, verified: true } : { currentWeek: 7 });
  });

  it('with a stored cookie: validates it, refreshes the profile, then loads leagues and the current week', async () => {
    const auth = fakeAuth({ session: fakeSession(), profile: profile() });
    const { queryClient } = render(<Probe />, { auth });
    await waitFor(() => expect(queryClient.getQueryData(['current-week'])).toBe(7));
    expect(paths()).toEqual(['POST /api/mfl/validate-cookie', 'GET /api/mfl/current-week']);
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['user-leagues', fakeSession().user.id])).toEqual([]);
  });

  it('without a stored cookie: no validation call, still leagues and week', async () => {
    const auth = fakeAuth({ session: fakeSession(), profile: profile({ has_mfl_cookie: false, mfl_cookie_expires_at: null }) });
    const { queryClient } = render(<Probe />, { auth });
    await waitFor(() => expect(queryClient.getQueryData(['current-week'])).toBe(7));
    expect(paths()).toEqual(['GET /api/mfl/current-week']);
    expect(auth.refreshProfile).not.toHaveBeenCalled();
  });

  it('a rejected cookie: profile reloaded (the server marked it expired) and a warning', async () => {
    apiMock.answer = (path) => (path === '/api/mfl/validate-cookie' ? { valid: false, mflStatus: 'expired' } : { currentWeek: 7 });
    const auth = fakeAuth({ session: fakeSession(), profile: profile() });
    render(<Probe />, { auth });
    expect(await screen.findByText('Reconnect your MFL account in Settings to refresh your league data.')).toBeInTheDocument();
    expect(auth.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('runs once per user, not on every render, and not before auth is ready or while signed out', async () => {
    const auth = fakeAuth({ session: fakeSession(), profile: profile() });
    const { rerender, queryClient } = render(<Probe />, { auth });
    await waitFor(() => expect(queryClient.getQueryData(['current-week'])).toBe(7));
    rerender(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths().filter((p) => p.includes('validate-cookie'))).toHaveLength(1);

    apiMock.reset();
    render(<Probe />, { auth: fakeAuth({ loading: true, session: fakeSession(), profile: profile() }) });
    render(<Probe />, { auth: fakeAuth() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiMock.calls).toEqual([]);
  });
});
