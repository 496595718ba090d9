import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSeasonYear, seasonOrCurrent } from '@/lib/season';

describe('currentSeasonYear (UTC, as the server)', () => {
  // A US time zone makes a local-time implementation disagree with UTC around midnight.
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('January and February belong to the previous season', () => {
    expect(currentSeasonYear(new Date('2027-01-01T12:00:00Z'))).toBe(2026);
    expect(currentSeasonYear(new Date('2027-02-15T12:00:00Z'))).toBe(2026);
  });

  it('March to December belong to the calendar year', () => {
    expect(currentSeasonYear(new Date('2026-03-01T12:00:00Z'))).toBe(2026);
    expect(currentSeasonYear(new Date('2026-12-31T12:00:00Z'))).toBe(2026);
  });

  it('Feb 28 late evening in the US is already March 1 in UTC: the new season, as the server says', () => {
    const lateEveningLosAngeles = new Date('2027-02-28T22:30:00-08:00');
    expect(lateEveningLosAngeles.getMonth()).toBe(1); // still February locally
    expect(currentSeasonYear(lateEveningLosAngeles)).toBe(2027);
  });

  it('New Year’s Eve evening in the US is already January in UTC: still the old season', () => {
    expect(currentSeasonYear(new Date('2026-12-31T20:00:00-08:00'))).toBe(2026);
  });
});

describe('seasonOrCurrent (spec 02 §5: numeric, else the current year)', () => {
  it('the season is numeric and falls back to the current year', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(seasonOrCurrent('2025', now)).toBe(2025);
    expect(seasonOrCurrent(2024, now)).toBe(2024);
    expect(seasonOrCurrent('', now)).toBe(2026);
    expect(seasonOrCurrent('next year', now)).toBe(2026);
    expect(seasonOrCurrent('20.5', now)).toBe(2026);
    expect(seasonOrCurrent('', new Date('2027-02-01T12:00:00Z'))).toBe(2026);
  });
});
