/** Client-side paging of a list the screen already holds; pages are 1-based. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page that is shown for `page`: below 1 the first, past the end the last. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(page, 1), pageCount(total, pageSize));
}

/** One page of rows; a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** 1-based positions of the first and last row on the page shown; 0 and 0 when there are none. */
export function pageRange(page: number, total: number, pageSize: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, pageSize);
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, total) };
}
