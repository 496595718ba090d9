import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOf, pageRange } from './pagination';

describe('pagination', () => {
  const many = Array.from({ length: 60 }, (_, i) => i);

  it('counts pages, at least one', () => {
    expect(pageCount(60, 25)).toBe(3);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(0, 50)).toBe(1);
  });

  it('a page past the end shows the last, one below 1 the first', () => {
    expect(pageOf(many, 1, 25)).toHaveLength(25);
    expect(pageOf(many, 3, 25)).toEqual(many.slice(50));
    expect(pageOf(many, 9, 25)).toEqual(many.slice(50));
    expect(clampPage(0, 60, 25)).toBe(1);
    expect(pageOf([], 2, 25)).toEqual([]);
  });

  it('gives the rows shown as first and last position', () => {
    expect(pageRange(1, 60, 25)).toEqual({ from: 1, to: 25 });
    expect(pageRange(3, 60, 25)).toEqual({ from: 51, to: 60 });
    expect(pageRange(7, 60, 25)).toEqual({ from: 51, to: 60 });
    expect(pageRange(1, 0, 25)).toEqual({ from: 0, to: 0 });
  });
});
