import { describe, expect, it } from 'vitest';
import { ago, duration, seasonOf, syncBody } from './sync-input';

describe('sync inputs', () => {
  it('the season is numeric and falls back to the current year', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(seasonOf('2025', now)).toBe(2025);
    expect(seasonOf(2024, now)).toBe(2024);
    expect(seasonOf('', now)).toBe(2026);
    expect(seasonOf('next year', now)).toBe(2026);
    expect(seasonOf('20.5', now)).toBe(2026);
    expect(seasonOf('', new Date('2027-02-01T12:00:00Z'))).toBe(2026);
  });

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
