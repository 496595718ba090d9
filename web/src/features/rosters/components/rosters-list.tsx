import { Group, Paper, Table, Text } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import type { TeamRoster } from '../utils/rosters-view';
import { RosterStatusBadge } from './roster-status-badge';
import { TeamName } from './team-heading';

const COLUMNS = ['Player', 'Pos', 'NFL Team', 'Bye', 'Injury', 'Drafted'] as const;

/** List View (spec 02 §2): a section per team, Player, Pos, NFL Team, Bye, Injury, Drafted. */
export function RostersList({ teams }: { teams: readonly TeamRoster[] }) {
  return teams.map((team) => (
    <Paper
      key={team.roster.franchise_id}
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-label={team.roster.franchise_name}
      data-franchise-id={team.roster.franchise_id}
      data-own={team.own || undefined}
    >
      <TeamName team={team} />
      {team.players.length === 0 ? (
        <Text c="dimmed" size="sm" mt="xs">
          No players on this roster.
        </Text>
      ) : (
        <ScrollableTable minWidth={560} mt="xs" label={`${team.roster.franchise_name} roster`}>
          <Table striped verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.players.map((player) => (
                <Table.Tr key={player.player_id} data-player-id={player.player_id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {player.full_name}
                      </Text>
                      <RosterStatusBadge status={player.status} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{player.position ?? '—'}</Table.Td>
                  <Table.Td>{player.team ?? '—'}</Table.Td>
                  <Table.Td>{player.bye_week ?? '—'}</Table.Td>
                  <Table.Td c={player.injury_status ? 'red' : 'dimmed'}>{player.injury_status ?? '—'}</Table.Td>
                  <Table.Td>{player.drafted ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Paper>
  ));
}
