import { describe, expect, it } from 'vitest';
import { auditDiff, formatAuditValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    const before = { player_id: 7, canonical_name: 'Mike Williams', provider_ids: { mfl: '9003' }, aliases: [] };
    const after = { player_id: 7, canonical_name: 'Michael Williams', provider_ids: { mfl: '9003', tank01: '300' }, aliases: ['Mike'] };
    expect(auditDiff(before, after)).toEqual([
      { path: 'aliases', before: [], after: ['Mike'] },
      { path: 'canonical_name', before: 'Mike Williams', after: 'Michael Williams' },
      { path: 'provider_ids.tank01', before: undefined, after: '300' },
    ]);
  });

  it('a creation (nothing before) lists every field; a run summary (after only) too', () => {
    expect(auditDiff(null, { created: 4, rows: 5 })).toEqual([
      { path: 'created', before: undefined, after: 4 },
      { path: 'rows', before: undefined, after: 5 },
    ]);
  });

  it('a nested object that appears is walked (a candidate accepted onto a player)', () => {
    expect(auditDiff({ status: 'pending', player: null }, { status: 'accepted', player: { player_id: 3 } })).toEqual([
      { path: 'player.player_id', before: undefined, after: 3 },
      { path: 'status', before: 'pending', after: 'accepted' },
    ]);
  });

  it('formats values for reading', () => {
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(['A', 'B'])).toBe('A, B');
    expect(formatAuditValue(0.95)).toBe('0.95');
  });
});
