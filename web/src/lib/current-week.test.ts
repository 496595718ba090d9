import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock } from '@/test/api-mock';
import { CURRENT_WEEK_STORAGE_KEY, currentWeekQueryOptions } from './current-week';

vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/test/api-mock')).mockApiModule(await importOriginal()));

const HOUR = 60 * 60 * 1000;
const weekCalls = () => apiMock.calls.filter((call) => call.path === '/api/mfl/current-week').length;
/** A page load: a new query client, as after a reload. */
const pageLoad = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(currentWeekQueryOptions());

describe('the current week across page loads', () => {
  beforeEach(() => {
    apiMock.reset();
    apiMock.answer = () => ({ currentWeek: 12, year: 2026 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-22T18:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('a page load within the hour has the week at once, without asking the server', async () => {
    expect(await pageLoad()).toEqual({ currentWeek: 12, year: 2026 });
    expect(weekCalls()).toBe(1);
    vi.setSystemTime(Date.now() + HOUR - 1000);
    expect(await pageLoad()).toEqual({ currentWeek: 12, year: 2026 });
    expect(weekCalls()).toBe(1);
  });

  it('after the hour it is asked again, and the new week kept', async () => {
    await pageLoad();
    vi.setSystemTime(Date.now() + HOUR);
    apiMock.answer = () => ({ currentWeek: 13, year: 2026 });
    expect(await pageLoad()).toEqual({ currentWeek: 13, year: 2026 });
    expect(weekCalls()).toBe(2);
    expect(await pageLoad()).toEqual({ currentWeek: 13, year: 2026 });
    expect(weekCalls()).toBe(2);
  });

  it('a guessed week (the server could not say) is never kept', async () => {
    apiMock.answer = () => {
      throw new Error('MFL is not responding');
    };
    expect(await pageLoad()).toMatchObject({ currentWeek: 1, guessed: true });
    expect(window.localStorage.getItem(CURRENT_WEEK_STORAGE_KEY)).toBeNull();
    apiMock.answer = () => ({ currentWeek: 12, year: 2026 });
    expect(await pageLoad()).toEqual({ currentWeek: 12, year: 2026 });
    expect(weekCalls()).toBe(2);
  });

  it('a kept value that is not a week is ignored', async () => {
    window.localStorage.setItem(CURRENT_WEEK_STORAGE_KEY, '{"currentWeek":"x"}');
    expect(await pageLoad()).toEqual({ currentWeek: 12, year: 2026 });
    expect(weekCalls()).toBe(1);
  });
});
