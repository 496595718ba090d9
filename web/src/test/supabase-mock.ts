import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import type { UserProfile } from '@/lib/auth-context';
import type { UserLeague } from '@/lib/user-leagues';
import { vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A session as supabase-js hands it out, for a user with the given e-mail. */
export function fakeSession(email = 'player@example.com', id = '00000000-0000-4000-8000-000000000001'): Session {
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: {
      id,
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2025-01-01T00:00:00Z',
    },
  };
}

/**
 * Stand-in for `@/lib/supabase` (the module boundary): auth calls are vi.fn()s answering like
 * supabase-js, `from('user_profile')…maybeSingle()` answers with `state.profile`.
 * Use: vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }))
 */
export function createSupabaseMock() {
  const listeners = new Set<Listener>();
  const state = {
    session: null as Session | null,
    profile: null as UserProfile | null,
    profileError: null as { message: string; code?: string } | null,
  };

  function emit(event: AuthChangeEvent, session: Session | null) {
    state.session = session;
    for (const listener of listeners) listener(event, session);
  }

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      // supabase-js reports the stored session asynchronously, once it has been read.
      setTimeout(() => listener('INITIAL_SESSION', state.session), 0);
      return { data: { subscription: { id: 'sub', callback: listener, unsubscribe: () => listeners.delete(listener) } } };
    }),
    getSession: vi.fn(async () => ({ data: { session: state.session }, error: null })),
    signInWithPassword: vi.fn(async (_: { email: string; password: string }) => {
      const session = fakeSession(_.email);
      emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null as { message: string } | null };
    }),
    signUp: vi.fn(async (_: { email: string; password: string; options?: { emailRedirectTo?: string } }) => ({
      data: { user: fakeSession(_.email).user, session: null as Session | null },
      error: null as { message: string } | null,
    })),
    signOut: vi.fn(async (_?: { scope?: string }) => {
      emit('SIGNED_OUT', null);
      return { error: null as { message: string } | null };
    }),
    verifyOtp: vi.fn(async (_: { token_hash: string; type: string }) => ({
      data: { user: null, session: null },
      error: null as { message: string } | null,
    })),
    resetPasswordForEmail: vi.fn(async (_email: string, _options?: { redirectTo?: string }) => ({
      data: {},
      error: null as { message: string } | null,
    })),
    updateUser: vi.fn(async (_: { password?: string }) => ({
      data: { user: state.session?.user ?? null },
      error: null as { message: string } | null,
    })),
  };

  const profileQuery = {
    select: vi.fn((_columns: string) => profileQuery),
    eq: vi.fn((_column: string, _value: unknown) => profileQuery),
    maybeSingle: vi.fn(async () => ({ data: state.profile, error: state.profileError })),
  };

  /**
   * Other tables: a chainable, awaitable builder. Reads answer `state.tables[table]` (default []),
   * writes answer `state.tableErrors[table]` when set; every call is recorded on `tableCalls`.
   */
  const tables: Record<string, unknown[]> = {};
  const tableErrors: Record<string, { message: string; code?: string } | null> = {};
  const tableCalls: { table: string; method: string; args: unknown[] }[] = [];
  function tableQuery(table: string) {
    const answer = () => ({ data: tables[table] ?? [], error: tableErrors[table] ?? null });
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'or', 'order', 'insert', 'update', 'delete', 'in', 'limit']) {
      builder[method] = vi.fn((...args: unknown[]) => {
        tableCalls.push({ table, method, args });
        return builder;
      });
    }
    builder.maybeSingle = vi.fn(async () => {
      const { data, error } = answer();
      return { data: error ? null : (data[0] ?? null), error };
    });
    builder.single = builder.maybeSingle;
    builder.then = (resolve: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
      Promise.resolve(answer()).then(resolve, reject);
    return builder;
  }

  return {
    auth,
    from: vi.fn((table: string) => (table === 'user_profile' ? profileQuery : tableQuery(table))),
    profileQuery,
    tables,
    tableErrors,
    tableCalls,
    state,
    emit,
    /** Back to: signed out, no profile, no listeners. */
    reset() {
      listeners.clear();
      state.session = null;
      state.profile = null;
      state.profileError = null;
      for (const key of Object.keys(tables)) delete tables[key];
      for (const key of Object.keys(tableErrors)) delete tableErrors[key];
      tableCalls.length = 0;
    },
  };
}

export type SupabaseMock = ReturnType<typeof createSupabaseMock>;

/** A user_profile row as the app reads it; a connected-but-cookieless player by default. */
export function profileRow(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    user_id: '00000000-0000-4000-8000-000000000001',
    mfl_username: 'mfl-player',
    mfl_cookie_expires_at: null,
    has_mfl_cookie: false,
    is_admin: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: null,
    ...overrides,
  };
}

/** A user_leagues row; the franchise is 0001 unless the test needs another. */
export function userLeague(leagueId: string, name: string): UserLeague {
  return { id: Number(leagueId), league_id: leagueId, franchise_id: '0001', display_name: name, created_at: '2026-01-01T00:00:00Z' };
}
