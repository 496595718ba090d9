import { beforeEach, describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import type { SupabaseMock } from '@/test/supabase-mock';
import { getUserLeagues } from './user-leagues';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));
const mock = supabase as unknown as SupabaseMock;

describe('getUserLeagues', () => {
  beforeEach(() => mock.reset());

  it('orders oldest first, then by league id, so leagues synced together keep one order', async () => {
    await getUserLeagues('user-1');
    const orders = mock.tableCalls.filter((c) => c.table === 'user_leagues' && c.method === 'order').map((c) => c.args);
    expect(orders).toEqual([
      ['created_at', { ascending: true }],
      ['league_id', { ascending: true }],
    ]);
  });
});
