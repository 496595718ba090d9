import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player, team } from '@/test/scoring-fixtures';
import { changedKeys, HIGHLIGHT_MS, playerKey, scorePoints, type ScorePoints, teamKey, useScoreHighlights } from './score-changes';

const before = scorePoints([
  team('0001', 'Alpha', 20, { starters: [player('1', 'A', 12), player('2', 'B', 8)], bench: [player('3', 'C', 0)] }),
  team('0002', 'Beta', 11, { starters: [player('9', 'Z', 11)] }),
]);

describe('changedKeys', () => {
  it('names the totals and players whose points moved, nothing else', () => {
    const after = scorePoints([
      team('0001', 'Alpha', 26, { starters: [player('1', 'A', 18), player('2', 'B', 8)], bench: [player('3', 'C', 0)] }),
      team('0002', 'Beta', 11, { starters: [player('9', 'Z', 11)] }),
    ]);
    expect(changedKeys(before, after)).toEqual([teamKey('0001'), playerKey('0001', '1')]);
  });

  it('a stat correction downwards is a change; a new player or float noise is not', () => {
    const after = new Map(before);
    after.set(teamKey('0002'), 9);
    after.set(playerKey('0002', '10'), 4);
    after.set(teamKey('0001'), 20.000000001);
    expect(changedKeys(before, after)).toEqual([teamKey('0002')]);
  });
});

describe('useScoreHighlights', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const points = (alpha: number, a: number): ScorePoints =>
    new Map([
      [teamKey('0001'), alpha],
      [playerKey('0001', '1'), a],
      [teamKey('0002'), 11],
    ]);

  it('lights what changed for 25 s after the change is seen, then clears it', () => {
    const { result, rerender } = renderHook(({ p, scope }) => useScoreHighlights(p, scope), {
      initialProps: { p: points(20, 12) as ScorePoints | null, scope: '61408:12' },
    });
    expect(result.current(teamKey('0001'))).toBe(false);
    rerender({ p: points(26, 18), scope: '61408:12' });
    expect(result.current(teamKey('0001'))).toBe(true);
    expect(result.current(playerKey('0001', '1'))).toBe(true);
    expect(result.current(teamKey('0002'))).toBe(false);
    act(() => void vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(result.current(teamKey('0001'))).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current(teamKey('0001'))).toBe(false);
    expect(result.current(playerKey('0001', '1'))).toBe(false);
  });

  it('a second change restarts its 25 s; keys lit earlier clear on their own time', () => {
    const { result, rerender } = renderHook(({ p }) => useScoreHighlights(p, 's'), { initialProps: { p: points(20, 12) } });
    rerender({ p: points(26, 18) });
    act(() => void vi.advanceTimersByTime(20_000));
    rerender({ p: points(30, 18) }); // the total moves again, the player does not
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current(playerKey('0001', '1'))).toBe(false);
    expect(result.current(teamKey('0001'))).toBe(true);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current(teamKey('0001'))).toBe(false);
  });

  it('another week or league is not a change; the same answer again lights nothing', () => {
    const { result, rerender } = renderHook(({ p, scope }) => useScoreHighlights(p, scope), {
      initialProps: { p: points(20, 12), scope: '61408:12' },
    });
    rerender({ p: points(80, 30), scope: '61408:11' });
    expect(result.current(teamKey('0001'))).toBe(false);
    rerender({ p: points(80, 30), scope: '61408:11' });
    expect(result.current(teamKey('0001'))).toBe(false);
  });
});
