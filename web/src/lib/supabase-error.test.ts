import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryTransient } from '@/lib/retry';
import { ACCESS_DENIED_TO_LEAGUE } from '@contracts/league-access.ts';
import { LEAGUE_ALREADY_ADDED, LEAGUE_LIMIT_REACHED, supabaseError } from '@/lib/supabase-error';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('supabaseError', () => {
  it("23505 → 'League already added to your account' (409, not retried)", () => {
    const error = supabaseError({ message: 'duplicate key value violates unique constraint', code: '23505' }, 409);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(LEAGUE_ALREADY_ADDED);
    expect(error.status).toBe(409);
    expect(retryTransient(0, error)).toBe(false);
  });

  it('P0050 (the 50-league cap) → the limit in words, even where the caller has its own fallback', () => {
    const error = supabaseError({ message: 'You can follow at most 50 leagues', code: 'P0050' }, 400, 'Failed to add league');
    expect(error.message).toBe(LEAGUE_LIMIT_REACHED);
    expect(error.status).toBe(400);
    expect(retryTransient(0, error)).toBe(false);
  });

  it("PGRST116 → 'Access denied to league' (403)", () => {
    const error = supabaseError({ message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' }, 406);
    expect(error.message).toBe(ACCESS_DENIED_TO_LEAGUE);
    expect(error.status).toBe(403);
  });

  it('other errors keep the message and the HTTP status, or a fallback sentence', () => {
    expect(supabaseError({ message: 'permission denied', code: '42501' }, 403)).toMatchObject({ message: 'permission denied', status: 403 });
    expect(supabaseError({ message: 'boom', code: 'XX000' }, 500, 'Failed to remove league. Please try again.')).toMatchObject({
      message: 'Failed to remove league. Please try again.',
      status: 500,
    });
  });

  it('without a status: a coded error is final, an uncoded one (the request failed) is retried', () => {
    expect(retryTransient(0, supabaseError({ message: 'bad filter', code: 'PGRST100' }))).toBe(false);
    expect(retryTransient(0, supabaseError({ message: 'TypeError: Failed to fetch', code: '' }))).toBe(true);
  });
});
