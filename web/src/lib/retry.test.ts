import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryTransient } from '@/lib/retry';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('retryTransient', () => {
  it('tries once more after a network error or a 5xx', () => {
    expect(retryTransient(0, new ApiError('Network error: Failed to fetch', 0))).toBe(true);
    expect(retryTransient(0, new ApiError('MFL is not responding', 503))).toBe(true);
    expect(retryTransient(1, new ApiError('MFL is not responding', 503))).toBe(false);
  });

  it('never retries a 4xx', () => {
    expect(retryTransient(0, new ApiError('Access denied to league', 403))).toBe(false);
    expect(retryTransient(0, new ApiError('Invalid leagueId', 400))).toBe(false);
  });
});
