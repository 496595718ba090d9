import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { userLeaguesKeys } from '@/lib/user-leagues';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { SELECTED_LEAGUE_STORAGE_KEY } from '@/lib/selected-league';
import { currentWeekKeys } from '@/lib/current-week';
import { CURRENT_WEEK_STORAGE_KEY } from '@/lib/stored-week';
import { authKeys } from '@/features/auth/api/auth-keys';
import {
  type LeagueQueryOptions,
  prefetchEveryLeague,
  prefetchLeagueScreen,
  prefetchProfile,
  prefetchUserLeagues,
  prefetchWeekScreen,
} from './route-loaders';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

describe('prefetchProfile', () => {
  it("starts the signed-in user's profile read, which the guards wait for", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await expect(prefetchProfile(queryClient)()).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: authKeys.profile('user-1') }));
  });

  it('reads nothing for a signed-out visitor', async () => {
    mock.state.session = null;
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    await prefetchProfile(queryClient)();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

/** A screen's read whose module loads on demand, as the router hands it over. */
const readOf = (name: string) => async (): Promise<LeagueQueryOptions> => (leagueId) => ({ queryKey: [name, leagueId], queryFn: () => leagueId });

describe('prefetchUserLeagues', () => {
  it("starts the signed-in user's leagues read without waiting for it", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await expect(prefetchUserLeagues(queryClient)()).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: userLeaguesKeys.list('user-1') }));
  });

  it('reads nothing for a signed-out visitor', async () => {
    mock.state.session = null;
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    await prefetchUserLeagues(queryClient)();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('prefetchLeagueScreen', () => {
  const args = (params: Record<string, string>) => ({ params });

  it("starts the view's read for the route's league, beside the user's leagues", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await prefetchLeagueScreen(queryClient, readOf('view'))(args({ leagueId: '61408' }));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: userLeaguesKeys.list('user-1') }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['view', '61408'] })));
  });

  it("without a league in the route, the header's stored choice", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    window.localStorage.setItem(SELECTED_LEAGUE_STORAGE_KEY, '35112');
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await prefetchLeagueScreen(queryClient, readOf('view'))(args({}));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['view', '35112'] })));
    window.localStorage.clear();
  });

  it('reads nothing for a signed-out visitor', async () => {
    mock.state.session = null;
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    const load = vi.fn(readOf('view'));
    await prefetchLeagueScreen(queryClient, load)(args({ leagueId: '1' }));
    expect(prefetch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('prefetchEveryLeague', () => {
  it("starts each of the user's leagues' reads once the leagues are in", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue([{ league_id: '61408' }, { league_id: '35112' }]);
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await expect(prefetchEveryLeague(queryClient, readOf('live'))()).resolves.toBeNull();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(2));
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([['live', '61408'], ['live', '35112']]);
  });

  it('reads nothing for a signed-out visitor', async () => {
    mock.state.session = null;
    const queryClient = new QueryClient();
    const fetch = vi.spyOn(queryClient, 'fetchQuery');
    await prefetchEveryLeague(queryClient, readOf('live'))();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('prefetchWeekScreen', () => {
  /** The screen's reads, whose module loads on demand, as the router hands them over. */
  const reads = async () => (leagueId: string, week: { year: number; currentWeek: number }) =>
    ['roster', 'lineup'].map((what) => ({ queryKey: [what, leagueId, week.year, week.currentWeek], queryFn: () => what }));

  it("starts the leagues and the week at once, and the screen's reads for the route's league as soon as the week is in", async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    let weekIn!: (week: unknown) => void;
    const fetch = vi.spyOn(queryClient, 'fetchQuery').mockReturnValue(new Promise((resolve) => (weekIn = resolve)));
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    // The navigation does not wait for the week.
    await expect(prefetchWeekScreen(queryClient, reads)({ params: { leagueId: '61408' } })).resolves.toBeNull();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: currentWeekKeys.all })));
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([userLeaguesKeys.list('user-1')]);
    weekIn({ currentWeek: 12, year: 2026 });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(3));
    expect(prefetch.mock.calls.slice(1).map(([options]) => options.queryKey)).toEqual([
      ['roster', '61408', 2026, 12],
      ['lineup', '61408', 2026, 12],
    ]);
  });

  it('a guessed week starts no reads', async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    const fetch = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ currentWeek: 1, year: 2026, guessed: true });
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    await prefetchWeekScreen(queryClient, reads)({ params: { leagueId: '61408' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await fetch.mock.results[0].value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a signed-out visitor', async () => {
    mock.state.session = null;
    const queryClient = new QueryClient();
    const fetch = vi.spyOn(queryClient, 'fetchQuery');
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery');
    const start = vi.fn();
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, JSON.stringify({ currentWeek: 12, year: 2026, at: Date.now() }));
    await prefetchWeekScreen(queryClient, reads, start)({ params: { leagueId: '61408' } });
    expect(fetch).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('with the week the server said within the hour, sends the reads before their modules load', async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, JSON.stringify({ currentWeek: 12, year: 2026, at: Date.now() - 60_000 }));
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const start = vi.fn();
    // The modules never load here: the reads left anyway.
    await prefetchWeekScreen(queryClient, () => new Promise(() => undefined), start)({ params: { leagueId: '61408' } });
    expect(start).toHaveBeenCalledWith('61408', { currentWeek: 12, year: 2026 });
  });

  it('without a stored week (or one over an hour old), sends nothing ahead: the week comes first', async () => {
    mock.state.session = fakeSession('a@example.com', 'user-1');
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ currentWeek: 12, year: 2026 });
    const start = vi.fn();
    window.localStorage.removeItem(CURRENT_WEEK_STORAGE_KEY);
    await prefetchWeekScreen(queryClient, reads, start)({ params: { leagueId: '61408' } });
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, JSON.stringify({ currentWeek: 12, year: 2026, at: Date.now() - 61 * 60_000 }));
    await prefetchWeekScreen(queryClient, reads, start)({ params: { leagueId: '61408' } });
    expect(start).not.toHaveBeenCalled();
  });
});
