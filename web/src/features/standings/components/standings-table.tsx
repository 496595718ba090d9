import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import { dollars } from '@/data/league/transaction-assets';
import { formatPoints } from '@/lib/format';
import {
  type DivisionStandings,
  formatGamesBack,
  formatPct,
  pctColor,
  streakColor,
} from '../utils/standings-table';

const COLUMNS = ['Team', 'W-L-T', 'PCT', 'GB', 'Streak', 'DIV', 'PF', 'PA', 'BBID'] as const;

/** One division's table (spec 02 §2); it scrolls sideways inside its card on a phone, the page does not. */
export function DivisionTable({ division }: { division: DivisionStandings }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={division.name}>
      <Title order={2} size="h4" mb="xs">
        {division.name}
      </Title>
      <ScrollableTable minWidth={720} label={`${division.name} standings`}>
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column}
                  ta={column === 'Team' ? 'left' : 'right'}
                  title={column === 'BBID' ? 'Blind-bid balance' : undefined}
                >
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {division.lines.map(({ row, pct, gamesBack, own }) => (
              <Table.Tr
                key={row.franchise_id}
                data-franchise-id={row.franchise_id}
                data-own={own || undefined}
                aria-current={own ? 'true' : undefined}
                bg={own ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={own ? 700 : 500}>
                      {row.franchise_name || `Franchise ${row.franchise_id}`}
                    </Text>
                    {own && (
                      <Badge size="xs" variant="filled">
                        You
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{row.win_loss_tie_record}</Table.Td>
                <Table.Td ta="right" c={pctColor(pct)} fw={600} data-column="pct">
                  {formatPct(pct)}
                </Table.Td>
                <Table.Td ta="right" data-column="gb">
                  {formatGamesBack(gamesBack)}
                </Table.Td>
                <Table.Td ta="right">
                  <Badge size="sm" variant="light" color={streakColor(row.current_streak)} data-column="streak">
                    {row.current_streak || '—'}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{row.division_record || '—'}</Table.Td>
                <Table.Td ta="right">{formatPoints(row.points_for)}</Table.Td>
                <Table.Td ta="right">{row.points_against != null ? formatPoints(row.points_against) : '—'}</Table.Td>
                <Table.Td ta="right" data-column="bbid">
                  {dollars(row.blind_bid_balance ?? 0)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    </Paper>
  );
}
