import { describe, expect, it } from 'vitest';
import { teamOptions } from './team-options';

const TEAMS = [
  { franchise_id: '0001', franchise_name: 'zebra Crossing' },
  { franchise_id: '0002', franchise_name: 'Bench Mob' },
  { franchise_id: '0003', franchise_name: 'Punt Pirates' },
  { franchise_id: '0004', franchise_name: 'Team 10' },
  { franchise_id: '0005', franchise_name: 'Team 9' },
];

describe('teamOptions', () => {
  it("puts the user's team first, marked '(Your Team)', the others alphabetical", () => {
    expect(teamOptions(TEAMS, '0003').map((o) => o.label)).toEqual([
      'Punt Pirates (Your Team)',
      'Bench Mob',
      'Team 9',
      'Team 10',
      'zebra Crossing',
    ]);
    expect(teamOptions(TEAMS, '0003')[0].value).toBe('0003');
  });

  it('without a team of the user, all alphabetical', () => {
    expect(teamOptions(TEAMS, null).map((o) => o.value)).toEqual(['0002', '0003', '0005', '0004', '0001']);
    expect(teamOptions(TEAMS, '0099')).toHaveLength(5);
  });
});
