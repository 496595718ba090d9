import { Fragment, type ReactNode } from 'react';
import { Badge, Paper, Table, Title } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import { TeamName } from '@/components/team-name';
import { dollars } from '@/data/league/transaction-assets';
import { chanceColor, formatChance } from '@/lib/chance';
import { formatPoints } from '@/lib/format';
import {
  COLUMN_LABELS,
  type DivisionStandings,
  formatGamesBack,
  formatPct,
  pctColor,
  type StandingLine,
  type StandingsColumn,
  streakColor,
} from '../utils/standings-table';

/** One cell of a standing's row, by column. */
function cell(column: Exclude<StandingsColumn, 'team'>, { row, pct, gamesBack }: StandingLine, chances?: PlayoffChances): ReactNode {
  switch (column) {
    case 'playoff': {
      const chance = chances?.get(row.franchise_id);
      return (
        <Table.Td ta="right" fw={600} c={chance === undefined ? 'dimmed' : chanceColor(chance)} data-column="playoff" data-chance={chance}>
          {chance === undefined ? '—' : formatChance(chance)}
        </Table.Td>
      );
    }
    case 'record':
      return <Table.Td ta="right">{row.win_loss_tie_record}</Table.Td>;
    case 'pct':
      return (
        <Table.Td ta="right" c={pctColor(pct)} fw={600} data-column="pct">
          {formatPct(pct)}
        </Table.Td>
      );
    case 'gb':
      return (
        <Table.Td ta="right" data-column="gb">
          {formatGamesBack(gamesBack)}
        </Table.Td>
      );
    case 'vp':
      return (
        <Table.Td ta="right" fw={600} data-column="vp">
          {row.victory_points !== null ? formatPoints(row.victory_points) : '—'}
        </Table.Td>
      );
    case 'streak':
      return (
        <Table.Td ta="right">
          <Badge size="sm" variant="light" color={streakColor(row.current_streak)} data-column="streak">
            {row.current_streak || '—'}
          </Badge>
        </Table.Td>
      );
    case 'div':
      return <Table.Td ta="right">{row.division_record || '—'}</Table.Td>;
    case 'conf':
      return (
        <Table.Td ta="right" data-column="conf">
          {row.conference_record || '—'}
        </Table.Td>
      );
    case 'pf':
      return (
        <Table.Td ta="right" data-column="pf">
          {formatPoints(row.points_for)}
        </Table.Td>
      );
    case 'pa':
      return <Table.Td ta="right">{row.points_against != null ? formatPoints(row.points_against) : '—'}</Table.Td>;
    case 'bbid':
      return (
        <Table.Td ta="right" data-column="bbid">
          {dollars(row.blind_bid_balance ?? 0)}
        </Table.Td>
      );
  }
}

/** Each franchise's chance of a playoff place (Playoff Odds), for the 'playoff' column. */
export type PlayoffChances = ReadonlyMap<string, number>;

interface DivisionTableProps {
  division: DivisionStandings;
  /** The columns the league uses (standingsColumns), 'team' first. */
  columns: readonly StandingsColumn[];
  /** A division under a conference heading is one level further down. */
  headingOrder?: 2 | 3;
  chances?: PlayoffChances;
}

/** One division's table (spec 02 §2); it scrolls sideways inside its card on a phone, the page does not. */
export function DivisionTable({ division, columns, headingOrder = 2, chances }: DivisionTableProps) {
  const figures = columns.filter((column): column is Exclude<StandingsColumn, 'team'> => column !== 'team');
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={division.name}>
      <Title order={headingOrder} size="h4" mb="xs">
        {division.name}
      </Title>
      {/* Wide enough for every column of the league's on one line (spec 02 §2's nine fit in 720 px). */}
      <ScrollableTable minWidth={Math.max(360, 200 + figures.length * 66)} label={`${division.name} standings`}>
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column}
                  ta={column === 'team' ? 'left' : 'right'}
                  title={COLUMN_LABELS[column].title}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {COLUMN_LABELS[column].label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {division.lines.map((line) => (
              <Table.Tr
                key={line.row.franchise_id}
                data-franchise-id={line.row.franchise_id}
                data-own={line.own || undefined}
                aria-current={line.own ? 'true' : undefined}
                bg={line.own ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <TeamName name={line.row.franchise_name || `Franchise ${line.row.franchise_id}`} own={line.own} />
                </Table.Td>
                {figures.map((column) => (
                  <Fragment key={column}>{cell(column, line, chances)}</Fragment>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    </Paper>
  );
}
