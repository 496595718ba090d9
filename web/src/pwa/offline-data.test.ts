import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_AT_HEADER, isCachedApiRead, stampCachedAt } from './api-cache';
import { getOfflineState, noteAnswer } from './offline-data';

const fresh = () => new Response('{}', { status: 200 });

describe('kept API answers and the offline mark', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('online'));
    noteAnswer(fresh());
  });

  it('keeps reads of the functions and of REST, nothing else', () => {
    expect(isCachedApiRead(new URL('http://x/functions/v1/league/standings?leagueId=1'))).toBe(true);
    expect(isCachedApiRead(new URL('http://x/rest/v1/user_leagues?select=*'))).toBe(true);
    expect(isCachedApiRead(new URL('http://x/auth/v1/user'))).toBe(false);
    expect(isCachedApiRead(new URL('http://x/assets/app.js'))).toBe(false);
  });

  it('a kept answer carries when it arrived, and the oldest on screen is the age shown', async () => {
    const older = await stampCachedAt(new Response('{"a":1}', { status: 200 }), 1_000);
    expect(older.headers.get(CACHED_AT_HEADER)).toBe('1000');
    expect(await older.json()).toEqual({ a: 1 });
    window.dispatchEvent(new Event('offline'));
    noteAnswer(await stampCachedAt(fresh(), 5_000));
    noteAnswer(older);
    expect(getOfflineState()).toEqual({ online: false, keptSince: 1_000 });
  });

  it('back online, the first fresh answer ends the mark; a failed one does not', async () => {
    window.dispatchEvent(new Event('offline'));
    noteAnswer(await stampCachedAt(fresh(), 2_000));
    noteAnswer(new Response('{}', { status: 503 }));
    expect(getOfflineState().keptSince).toBe(2_000);
    window.dispatchEvent(new Event('online'));
    noteAnswer(fresh());
    expect(getOfflineState()).toEqual({ online: true, keptSince: null });
  });
});
