import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { RosterPlayer } from '@contracts/league-rosters.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { money } from '@/data/league/transaction-assets';
import { PLAYER_COLUMN_LABELS, type PlayerColumn, rosterGroups, type TeamRoster } from '../utils/rosters-view';
import { TeamName } from './team-heading';

/** One player's cell, by column. */
function cellText(column: PlayerColumn, player: RosterPlayer): string {
  switch (column) {
    case 'player':
      return player.full_name;
    case 'pos':
      return player.position ?? '—';
    case 'team':
      return player.team ?? '—';
    case 'bye':
      return player.bye_week === null ? '—' : String(player.bye_week);
    case 'injury':
      return player.injury_status ?? '—';
    case 'drafted':
      return player.drafted ?? '—';
    case 'salary':
      return player.salary === null ? '—' : money(player.salary);
    case 'years':
      return player.contract_year === null ? '—' : String(player.contract_year);
    case 'contract':
      return player.contract_info ?? '—';
  }
}

function PlayersTable({ players, columns, label }: { players: readonly RosterPlayer[]; columns: readonly PlayerColumn[]; label: string }) {
  return (
    <ScrollableTable minWidth={columns.length > 6 ? 760 : 560} label={label}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} title={PLAYER_COLUMN_LABELS[column].title}>
                {PLAYER_COLUMN_LABELS[column].label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player) => (
            <Table.Tr key={player.player_id} data-player-id={player.player_id}>
              {columns.map((column) =>
                column === 'player' ? (
                  <Table.Td key={column}>
                    <Text size="sm" fw={500}>
                      {player.full_name}
                    </Text>
                  </Table.Td>
                ) : (
                  <Table.Td key={column} c={column === 'injury' ? (player.injury_status ? 'red' : 'dimmed') : undefined} data-column={column}>
                    {cellText(column, player)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

/**
 * List View (spec 02 §2): a section per team, Player, Pos, NFL Team, Bye, Injury, Drafted, and the
 * contract where the league uses one; injured reserve and the taxi squad in tables of their own
 * under the active roster.
 */
export function RostersList({ teams, columns }: { teams: readonly TeamRoster[]; columns: readonly PlayerColumn[] }) {
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
        <Stack gap="sm" mt="xs">
          {rosterGroups(team.players).map((group) => (
            <div key={group.status} data-roster-group={group.status}>
              {group.title && (
                <Title order={3} size="h6" mb={4}>
                  {`${group.title} (${group.players.length})`}
                </Title>
              )}
              <PlayersTable players={group.players} columns={columns} label={`${team.roster.franchise_name}: ${group.title ?? 'Active Roster'}`} />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  ));
}
