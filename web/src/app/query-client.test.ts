import { describe, expect, it, vi } from 'vitest';
import { retryTransient } from '@/lib/retry';
import { createQueryClient } from './query-client';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('createQueryClient', () => {
  it('retries every query by the transient-only rule (never a 4xx)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryTransient);
  });
});
