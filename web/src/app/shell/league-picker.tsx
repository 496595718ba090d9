import { Select } from '@mantine/core';
import { useSelectedLeague } from '@/lib/selected-league';
import { leagueLabel } from '@/lib/user-leagues';
import { useChooseLeague } from './use-choose-league';

/** The header's league picker, bound to the selected-league context. */
export function LeaguePicker() {
  const { leagueId, leagues, status } = useSelectedLeague();
  const chooseLeague = useChooseLeague();
  if (status === 'success' && leagues.length === 0) return null;
  return (
    <Select
      aria-label="League"
      placeholder={status === 'pending' ? 'Loading leagues…' : 'Select a league'}
      data={leagues.map((l) => ({ value: l.league_id, label: leagueLabel(l) }))}
      value={leagueId}
      onChange={(value) => value && chooseLeague(value)}
      allowDeselect={false}
      disabled={status !== 'success'}
      w={{ base: '100%', sm: 260 }}
      maw={{ base: 220, sm: 260 }}
      miw={0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
