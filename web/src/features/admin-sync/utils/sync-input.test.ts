import { describe, expect, it } from 'vitest';
import { ago, duration, syncBody } from './sync-input';

describe('sync inputs', () => {
  it("the body: season as a number, the week or 'auto', the mode only for transactions", () => {
    expect(syncBody('2026', 'auto')).toEqual({ season: 2026, week: 'auto' });
    expect(syncBody(2026, '7', 'full')).toEqual({ season: 2026, week: 7, syncMode: 'full' });
  });

  it('durations and ages in words', () => {
    expect(duration('2026-11-24T10:00:00Z', '2026-11-24T10:01:30Z')).toBe('1 min 30 s');
    expect(duration('2026-11-24T10:00:00Z', '2026-11-24T10:00:04Z')).toBe('4 s');
    expect(duration(null, null)).toBeNull();
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(ago('2026-11-24T11:59:50Z', now)).toBe('just now');
    expect(ago('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(ago('2026-11-23T12:00:00Z', now)).toBe('1 day ago');
  });
});
