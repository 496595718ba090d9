import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { saveFailureNotice } from './save-notice';

describe('saveFailureNotice', () => {
  it.each([
    ['Access denied', 403, 'Access Denied', 'You can only set lineups for your own franchise.'],
    [
      'Failed to validate franchise ownership',
      500,
      'Authentication Error',
      'Unable to verify franchise ownership. Please try refreshing the page.',
    ],
    ['Network error: Failed to fetch', 0, 'Connection Error', 'Please check your internet connection and try again.'],
    ['Missing required parameters: week', 400, 'Invalid Request', 'Please refresh the page and try again.'],
  ])('%s → %s', (message, status, title, detail) => {
    expect(saveFailureNotice(new ApiError(message, status))).toEqual({ type: 'error', title, message: detail });
  });

  it("'MFL API returned' keeps MFL's words under 'MFL Server Error'", () => {
    expect(saveFailureNotice(new ApiError('MFL API returned: Lineup deadline passed', 502))).toEqual({
      type: 'error',
      title: 'MFL Server Error',
      message: 'MFL API returned: Lineup deadline passed',
    });
  });

  it("a request the server found malformed (HTTP 400) is 'Invalid Request' whatever its words", () => {
    expect(saveFailureNotice(new ApiError('Invalid request: week must be at most 22', 400))).toEqual({
      type: 'error',
      title: 'Invalid Request',
      message: 'Please refresh the page and try again.',
    });
  });

  it("MFL's own refusal is 'Failed to save lineup' with MFL's words, not repeated", () => {
    const text = 'Invalid lineup: player 13116 is locked, his game has started';
    expect(saveFailureNotice(new ApiError(text, 422, { error: text, problems: [text], refused: true }))).toEqual({
      type: 'error',
      title: 'Failed to save lineup',
      message: text,
    });
  });

  it("a lineup never sent (busy) says so: 'Failed to save lineup' with when to retry", () => {
    const text = 'Your lineup was not sent: MyFantasyLeague is busy: try again in 30 seconds';
    expect(saveFailureNotice(new ApiError(text, 503, { error: text, notSent: true }))).toEqual({
      type: 'error',
      title: 'Failed to save lineup',
      message: text,
    });
  });

  it("matches by content, whatever the case: 'access denied to league'", () => {
    expect(saveFailureNotice(new ApiError('access denied to league', 403)).title).toBe('Access Denied');
  });

  it("anything else is 'Failed to save lineup' with the message, and a refused lineup's problems", () => {
    expect(saveFailureNotice(new ApiError('Lineup deadline passed', 502))).toEqual({
      type: 'error',
      title: 'Failed to save lineup',
      message: 'Lineup deadline passed',
    });
    const refused = new ApiError('Invalid lineup', 422, { error: 'Invalid lineup', problems: ['Smith, Al has kicked off', 7] });
    expect(saveFailureNotice(refused).message).toBe('Invalid lineup: Smith, Al has kicked off');
  });

  it("an unreadable MFL answer is a warning, 'Save status unclear'", () => {
    const expected = {
      type: 'warning',
      title: 'Save status unclear',
      message: 'The save may not have completed properly. Please check your lineup in MFL.',
    };
    expect(saveFailureNotice(new ApiError('Save status unclear', 502, { error: 'Save status unclear', unclear: true }))).toEqual(expected);
    expect(saveFailureNotice(new ApiError('MFL answer unreadable', 502, { unclear: true }))).toEqual(expected);
  });
});
