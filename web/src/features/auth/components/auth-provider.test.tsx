import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { PROFILE_COLUMNS } from '@/features/auth/api/get-profile';
import { useAuth } from '@/lib/auth-context';
import { supabase } from '@/lib/supabase';
import { fakeSession, profileRow, type SupabaseMock } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const mock = supabase as unknown as SupabaseMock;

function renderAuth() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

async function ready(result: { current: ReturnType<typeof useAuth> }) {
  await waitFor(() => expect(result.current.loading).toBe(false));
  await waitFor(() => expect(result.current.profileLoading).toBe(false));
}

beforeEach(() => mock.reset());

describe('AuthProvider', () => {
  it('is loading until the first session check ends, then signed out', async () => {
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await ready(result);
    expect(result.current).toMatchObject({ user: null, session: null, profile: null, isAuthenticated: false, needsProfile: false });
    expect(mock.from).not.toHaveBeenCalled();
  });

  it('a stored session without a profile row needs a profile', async () => {
    mock.state.session = fakeSession('fresh@example.com');
    const { result } = renderAuth();
    await ready(result);
    expect(result.current.user?.email).toBe('fresh@example.com');
    expect(result.current).toMatchObject({ isAuthenticated: true, hasProfile: false, needsProfile: true, profile: null });
  });

  it('reads the profile with explicit columns and derives the flags', async () => {
    const session = fakeSession();
    mock.state.session = session;
    mock.state.profile = profileRow({
      is_admin: true,
      has_mfl_cookie: true,
      mfl_cookie_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { result } = renderAuth();
    await ready(result);
    expect(mock.from).toHaveBeenCalledWith('user_profile');
    expect(mock.profileQuery.select).toHaveBeenCalledWith(PROFILE_COLUMNS);
    expect(mock.profileQuery.eq).toHaveBeenCalledWith('user_id', session.user.id);
    expect(result.current).toMatchObject({
      hasProfile: true,
      needsProfile: false,
      mflUsername: 'mfl-player',
      hasMFLCredentials: true,
      mflCookieValid: true,
      isAdmin: true,
    });
  });

  it('leaves the profile empty when loading it fails', async () => {
    mock.state.session = fakeSession();
    mock.state.profileError = { message: 'permission denied', code: '42501' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderAuth();
    await ready(result);
    expect(result.current.profile).toBeNull();
    expect(result.current.isAdmin).toBe(false);
    expect(result.current.profileError?.message).toBe('permission denied');
  });

  it('refreshProfile reloads the row and resolves to it; a successful reload clears profileError', async () => {
    mock.state.session = fakeSession();
    mock.state.profileError = { message: 'permission denied', code: '42501' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderAuth();
    await ready(result);
    expect(result.current.profileError).not.toBeNull();

    mock.state.profileError = null;
    mock.state.profile = profileRow({ has_mfl_cookie: true, mfl_cookie_expires_at: '2999-01-01T00:00:00Z' });
    let refreshed: unknown;
    await act(async () => {
      refreshed = await result.current.refreshProfile();
    });
    expect(refreshed).toMatchObject({ user_id: profileRow().user_id, has_mfl_cookie: true });
    await waitFor(() => expect(result.current.profileError).toBeNull());
    expect(result.current.mflCookieValid).toBe(true);
  });

  it('signUp reports needsConfirmation when no session comes back and asks for {origin}/auth/confirm', async () => {
    const { result } = renderAuth();
    await ready(result);
    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp(' new@example.com ', 'secret1');
    });
    expect(outcome).toEqual({ error: null, needsConfirmation: true });
    expect(mock.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'secret1',
      options: { emailRedirectTo: `${window.location.origin}/auth/confirm` },
    });
  });

  it('signUp with a session back does not need confirmation', async () => {
    const session = fakeSession('auto@example.com');
    mock.auth.signUp.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
    const { result } = renderAuth();
    await ready(result);
    let outcome: Awaited<ReturnType<typeof result.current.signUp>> | undefined;
    await act(async () => {
      outcome = await result.current.signUp('auto@example.com', 'secret1');
    });
    expect(outcome).toEqual({ error: null, needsConfirmation: false });
  });

  it('resetPassword asks for the recovery e-mail with {origin}/reset-password', async () => {
    const { result } = renderAuth();
    await ready(result);
    let outcome: { error: string | null } | undefined;
    await act(async () => {
      outcome = await result.current.resetPassword(' player@example.com ');
    });
    expect(outcome).toEqual({ error: null });
    expect(mock.auth.resetPasswordForEmail).toHaveBeenCalledWith('player@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it('updatePassword sends the new password; a refusal lands in the shared error', async () => {
    mock.state.session = fakeSession();
    const { result } = renderAuth();
    await ready(result);
    await act(async () => {
      await result.current.updatePassword('new-secret');
    });
    expect(mock.auth.updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    expect(result.current.error).toBeNull();

    mock.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'New password should be different from the old password.' },
    });
    let outcome: { error: string | null } | undefined;
    await act(async () => {
      outcome = await result.current.updatePassword('new-secret');
    });
    expect(outcome).toEqual({ error: 'New password should be different from the old password.' });
    expect(result.current.error).toBe('New password should be different from the old password.');
  });

  it('keeps the service error in shared state until cleared', async () => {
    mock.auth.signInWithPassword.mockResolvedValueOnce({
      data: { user: null as never, session: null as never },
      error: { message: 'Invalid login credentials' },
    });
    const { result } = renderAuth();
    await ready(result);
    let outcome: { error: string | null } | undefined;
    await act(async () => {
      outcome = await result.current.signIn('a@example.com', 'wrong-password');
    });
    expect(outcome).toEqual({ error: 'Invalid login credentials' });
    expect(result.current.error).toBe('Invalid login credentials');
    expect(result.current.isAuthenticated).toBe(false);
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });

  it('signIn then signOut moves the session in and out', async () => {
    const { result } = renderAuth();
    await ready(result);
    await act(async () => {
      await result.current.signIn('player@example.com', 'secret1');
    });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.error).toBeNull();
    await act(async () => {
      await result.current.signOut();
    });
    expect(mock.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(result.current).toMatchObject({ isAuthenticated: false, user: null, profile: null });
  });
});
