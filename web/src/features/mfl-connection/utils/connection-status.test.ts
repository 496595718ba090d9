import { describe, expect, it } from 'vitest';
import { mflConnectionState, mflStatusText } from './connection-status';

const NOW = Date.parse('2026-10-01T12:00:00Z');
const base = { has_mfl_cookie: false, mfl_cookie_expires_at: null, mfl_username: null };

describe('mflConnectionState', () => {
  it('active: a stored cookie whose expiry is ahead', () => {
    expect(mflConnectionState({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-10-02T12:00:00Z' }, NOW)).toBe('active');
  });
  it('expired: a stored cookie past (or exactly at, or without) its expiry', () => {
    expect(mflConnectionState({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-09-30T12:00:00Z' }, NOW)).toBe('expired');
    expect(mflConnectionState({ ...base, mfl_username: 'demo', has_mfl_cookie: true, mfl_cookie_expires_at: '2026-10-01T12:00:00Z' }, NOW)).toBe('expired');
    expect(mflConnectionState({ ...base, mfl_username: 'demo', has_mfl_cookie: true }, NOW)).toBe('expired');
  });
  it('expired: a username whose cookie was cleared (disconnected or rejected)', () => {
    expect(mflConnectionState({ ...base, mfl_username: 'demo' }, NOW)).toBe('expired');
  });
  it('not connected: no profile, or neither cookie nor username', () => {
    expect(mflConnectionState(null, NOW)).toBe('not-connected');
    expect(mflConnectionState(base, NOW)).toBe('not-connected');
  });
  it('has the spec texts', () => {
    expect(mflStatusText('active')).toBe('Active');
    expect(mflStatusText('expired')).toBe('Expired - Reconnection needed');
    expect(mflStatusText('not-connected')).toBe('Not connected');
  });
});
