import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { userLeaguesKeys } from '@/lib/user-leagues';
import { fakeSession, type SupabaseMock } from '@/test/supabase-mock';
import { prefetchUserLeagues } from './route-loaders';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

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
