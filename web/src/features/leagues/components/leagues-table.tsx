import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import { ScreenLinkButton } from '@/components/screen-link-button';
import { paths } from '@/config/paths';
import { screens } from '@/config/screens';
import { leagueLabel, type UserLeague } from '@/lib/user-leagues';
import { franchiseKey, useFranchiseNames } from '../api/get-franchise-names';
import { RemoveLeagueButton } from './remove-league-button';
import { RenameLeagueButton } from './rename-league-button';

/** Name, ID and franchise of each league with Set Lineup and Remove (spec 01 §2). */
export function LeaguesTable({ leagues }: { leagues: readonly UserLeague[] }) {
  const franchiseNames = useFranchiseNames(leagues);
  return (
    <ScrollableTable minWidth={560} label="Your leagues">
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>Franchise</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leagues.map((league) => {
            const name = leagueLabel(league);
            const franchiseName = league.franchise_id
              ? franchiseNames.data?.get(franchiseKey(league.league_id, league.franchise_id))
              : undefined;
            return (
              <Table.Tr key={league.league_id}>
                <Table.Td fw={500}>{name}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {league.league_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {league.franchise_id ? (
                    <Text size="sm">
                      {franchiseName ?? 'Franchise'}{' '}
                      <Text span c="dimmed" size="sm">
                        #{league.franchise_id}
                      </Text>
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      Not known yet
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <ScreenLinkButton
                      size="xs"
                      variant="light"
                      link={{ to: paths.leagueLineup(league.league_id), available: screens.setLineup.available }}
                    >
                      Set Lineup
                    </ScreenLinkButton>
                    <RenameLeagueButton leagueId={league.league_id} name={name} />
                    <RemoveLeagueButton leagueId={league.league_id} name={name} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
