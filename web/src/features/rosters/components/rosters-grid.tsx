import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import { byGridColumn, GRID_POSITIONS, gridColumns, type TeamRoster } from '../utils/rosters-view';
import { TeamName } from './team-heading';

/** Columns whose players are of several positions say each one's. */
const namesPosition = (column: string) => !(GRID_POSITIONS as readonly string[]).includes(column);

/**
 * Grid View (spec 02 §2): a row per team, a column per position (QB, RB, WR, TE, Def, PK), then
 * Other (IDP positions), IR and Taxi where a team has players there. It scrolls sideways inside
 * its card on a phone.
 */
export function RostersGrid({ teams }: { teams: readonly TeamRoster[] }) {
  const columns = gridColumns(teams);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <ScrollableTable minWidth={180 + columns.length * 150} label="Rosters by position">
        <Table withColumnBorders verticalSpacing="xs" fz="sm" aria-label="Rosters by position">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => {
              const byColumn = byGridColumn(team.players);
              return (
                <Table.Tr key={team.roster.franchise_id} data-franchise-id={team.roster.franchise_id} data-own={team.own || undefined}>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <TeamName team={team} order={3} />
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column} data-column={column} style={{ verticalAlign: 'top' }}>
                      <Stack gap={2}>
                        {(byColumn.get(column) ?? []).map((player) => (
                          <Group key={player.player_id} gap={4} wrap="nowrap">
                            <Text size="sm">{player.full_name}</Text>
                            {namesPosition(column) && player.position && (
                              <Text size="xs" c="dimmed">
                                {player.position}
                              </Text>
                            )}
                          </Group>
                        ))}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    </Paper>
  );
}
