import { describe, expect, it } from 'vitest';
import { POLL_SPREAD_MS, SCORING_REFRESH_MS, scoringPollMs } from './scoring';

const NOW = Date.parse('2026-11-22T19:30:00Z');
const at = (ms: number) => ({ nextUpdateAt: new Date(NOW + ms).toISOString() });

describe('scoringPollMs', () => {
  it('polls every 30 s (spec 02 §9) when the server names no refresh or a late one', () => {
    expect(scoringPollMs(undefined, NOW)).toBe(SCORING_REFRESH_MS);
    expect(scoringPollMs({ nextUpdateAt: null }, NOW)).toBe(SCORING_REFRESH_MS);
    expect(scoringPollMs(at(45_000), NOW)).toBe(SCORING_REFRESH_MS);
  });

  it("asks again just after the server's copy is refreshed, when that comes sooner", () => {
    expect(scoringPollMs(at(12_000), NOW, 0)).toBe(13_000);
    expect(scoringPollMs(at(100), NOW, 0)).toBe(2_000);
  });

  it("each page at its own moment of the 3 s after it, so a league's viewers do not all ask at once", () => {
    expect(scoringPollMs(at(12_000), NOW, 0.5)).toBe(13_000 + POLL_SPREAD_MS / 2);
    expect(scoringPollMs(at(28_000), NOW, 0.99)).toBe(SCORING_REFRESH_MS);
    const waits = Array.from({ length: 200 }, () => scoringPollMs(at(12_000), NOW));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(13_000);
    expect(Math.max(...waits)).toBeLessThan(13_000 + POLL_SPREAD_MS);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });

  it('a refresh time already past (clocks that disagree) falls back to 30 s, never a tight loop', () => {
    expect(scoringPollMs(at(-5_000), NOW)).toBe(SCORING_REFRESH_MS);
    expect(scoringPollMs({ nextUpdateAt: 'garbage' }, NOW)).toBe(SCORING_REFRESH_MS);
  });
});
