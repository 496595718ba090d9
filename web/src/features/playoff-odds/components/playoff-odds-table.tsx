import { Paper, Table } from '@mantine/core';
import type { PlayoffOddsResponse } from '@contracts/league-playoff-odds.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { TeamName } from '@/components/team-name';
import { chanceColor, formatChance } from '@/lib/chance';
import { ordinal } from '@/lib/format';

/** Each team's record, playoff and bye chances and its chance of each seed, in the standings' order. */
export function PlayoffOddsTable({ data, ownFranchiseId }: { data: PlayoffOddsResponse; ownFranchiseId: string | null | undefined }) {
  const seeds = Array.from({ length: data.setting.playoffTeams }, (_, k) => k);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Playoff odds by team">
      <ScrollableTable minWidth={320 + seeds.length * 56} label="Playoff odds">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="odds-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">{data.headToHead ? 'W-L-T' : 'PF'}</Table.Th>
              <Table.Th ta="right">Playoffs</Table.Th>
              {data.setting.byes > 0 && <Table.Th ta="right">Bye</Table.Th>}
              {seeds.map((k) => (
                <Table.Th key={k} ta="right" title={`Chance of the ${ordinal(k + 1)} seed`}>
                  {ordinal(k + 1)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.teams.map((team) => {
              const own = !!ownFranchiseId && team.franchiseId === ownFranchiseId;
              return (
                <Table.Tr
                  key={team.franchiseId}
                  data-franchise-id={team.franchiseId}
                  aria-current={own ? 'true' : undefined}
                  bg={own ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <TeamName name={team.franchiseName} own={own} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {data.headToHead ? `${team.wins}-${team.losses}-${team.ties}` : team.pointsFor.toFixed(1)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} c={chanceColor(team.playoff)} data-column="playoff" data-chance={team.playoff}>
                    {formatChance(team.playoff)}
                  </Table.Td>
                  {data.setting.byes > 0 && (
                    <Table.Td ta="right" data-column="bye" data-chance={team.bye}>
                      {formatChance(team.bye)}
                    </Table.Td>
                  )}
                  {seeds.map((k) => (
                    <Table.Td key={k} ta="right" c={team.seeds[k] === 0 ? 'dimmed' : undefined} data-column={`seed-${k + 1}`} data-chance={team.seeds[k]}>
                      {formatChance(team.seeds[k] ?? 0)}
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
