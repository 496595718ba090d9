import { describe, expect, it } from 'vitest';
import { countedWeeksText, hindsightText, seasonBenchText } from './bench-points';

describe('bench texts', () => {
  it("reads a finished week as the issue words it, and the season with its efficiency", () => {
    expect(hindsightText({ played: 113.2, best: 131.4, leftOnBench: 18.2 })).toBe('Best possible: 131.4 · left on bench: 18.2');
    expect(seasonBenchText({ played: 1000, best: 1084.2, leftOnBench: 84.2, efficiency: 1000 / 1084.2 })).toBe(
      'Left on bench: 84.2 · efficiency 92.2%',
    );
  });

  it('says how many weeks are counted only while some are still being read', () => {
    expect(countedWeeksText({ weeks: [], pendingWeeks: [] })).toBeNull();
    const week = { week: 1, played: 1, best: 1, leftOnBench: 0 };
    expect(countedWeeksText({ weeks: [week, { ...week, week: 2 }], pendingWeeks: [3] })).toBe('2 of 3 weeks counted so far');
  });
});
