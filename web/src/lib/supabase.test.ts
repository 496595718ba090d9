import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@/test/supabase-mock';
import { createSupabaseClient } from './supabase';

// The client is wired by hand from auth-js and postgrest-js (lib/supabase.ts says why): these are
// the parts of supabase-js's wiring the app relies on, against a recorded fetch.

const URL_BASE = 'http://127.0.0.1:54321';
const ANON = 'anon-key';

function recordFetch(answer: (url: string) => unknown = () => []) {
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function clientForTest() {
  const client = createSupabaseClient(URL_BASE, ANON);
  client.auth.stopAutoRefresh();
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Supabase client', () => {
  it('reads PostgREST as anon while signed out', async () => {
    const calls = recordFetch();
    await clientForTest().from('user_leagues').select('league_id').eq('user_id', 'u1');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`${URL_BASE}/rest/v1/user_leagues?select=league_id&user_id=eq.u1`);
    expect(calls[0].headers.get('apikey')).toBe(ANON);
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${ANON}`);
  });

  it("reads PostgREST as the user of the session stored under supabase-js's key, so RLS sees the caller", async () => {
    const session = { ...fakeSession(), access_token: 'user-jwt' };
    window.localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
    const calls = recordFetch();
    await clientForTest().from('user_profile').select('user_id');
    const rest = calls.find((c) => c.url.includes('/rest/v1/'));
    expect(rest?.headers.get('Authorization')).toBe('Bearer user-jwt');
    expect(rest?.headers.get('apikey')).toBe(ANON);
  });

  it('signs in at /auth/v1 with the anon key and keeps the session under that key', async () => {
    const session = fakeSession('player@example.com');
    const calls = recordFetch(() => session);
    const { error } = await clientForTest().auth.signInWithPassword({ email: 'player@example.com', password: 'secret1' });
    expect(error).toBeNull();
    expect(calls[0].url).toBe(`${URL_BASE}/auth/v1/token?grant_type=password`);
    expect(calls[0].headers.get('apikey')).toBe(ANON);
    expect(JSON.parse(window.localStorage.getItem('sb-127-auth-token') ?? '{}').access_token).toBe(session.access_token);
  });
});
