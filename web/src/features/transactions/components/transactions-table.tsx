import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { ScrollableTable } from '@/components/scrollable-table';
import { formatDate, formatDateTime } from '@/lib/format';
import type { AssetGroup, SortColumn, TransactionRow, TransactionsView } from '../utils/transactions-table';

interface TransactionsTableProps {
  rows: readonly TransactionRow[];
  sort: TransactionsView['sort'];
  onSort: (column: SortColumn) => void;
}

const COLUMNS: { label: string; sortBy?: SortColumn }[] = [
  { label: 'Date', sortBy: 'date' },
  { label: 'Type', sortBy: 'type' },
  { label: 'Teams', sortBy: 'teams' },
  { label: 'Gave Up' },
  { label: 'Received' },
  { label: 'Comments', sortBy: 'comments' },
];

/** Spec 02 §2's table: Date, Type, Teams, Gave Up, Received, Comments; it scrolls sideways inside itself on a phone. */
export function TransactionsTable({ rows, sort, onSort }: TransactionsTableProps) {
  return (
    <ScrollableTable minWidth={860} label="Transactions">
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ label, sortBy }) => (
              <SortableTh key={label} label={label} column={sortBy} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-transaction-id={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={formatDateTime(row.date) ?? undefined}>
                {formatDate(row.date) ?? 'Date unknown'}
              </Table.Td>
              <Table.Td>
                {/* As wide as its label: a narrow column would cut 'Auction Nomination' to 'AUCTION …'. */}
                <Badge size="sm" variant="light" style={{ whiteSpace: 'nowrap', minWidth: 'max-content' }}>
                  {row.typeLabel}
                </Badge>
              </Table.Td>
              <Table.Td data-column="teams">
                <Stack gap={0}>
                  {row.teams.map((team) => (
                    <Text key={team} size="sm">
                      {team}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              {row.details ? (
                // A move without assets (a type the product does not read): what MFL sent, across both columns.
                <Table.Td colSpan={2} data-column="details">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.details}
                  </Text>
                </Table.Td>
              ) : (
                <>
                  <Table.Td data-column="gave-up">
                    <Assets groups={row.gaveUp} />
                  </Table.Td>
                  <Table.Td data-column="received">
                    <Assets groups={row.received} />
                  </Table.Td>
                </>
              )}
              <Table.Td maw={260}>
                <Text size="sm" c={row.comments ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {row.comments || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

interface SortableThProps {
  label: string;
  column?: SortColumn;
  sort: TransactionsView['sort'];
  onSort: (column: SortColumn) => void;
}

function SortableTh({ label, column, sort, onSort }: SortableThProps) {
  if (!column) return <Table.Th>{label}</Table.Th>;
  const active = sort.column === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
        <Text span c={active ? undefined : 'dimmed'} ml={4} aria-hidden>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

function Assets({ groups }: { groups: readonly AssetGroup[] }) {
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {groups.map((group, i) => (
        <Text key={group.team ?? i} size="sm">
          {group.team && (
            <Text span size="xs" c="dimmed" display="block">
              {group.team}
            </Text>
          )}
          {/* One asset a line: a pick's own label has a comma ('Round 1, Pick 6'), so a joined list misreads. */}
          {group.labels.map((label, j) => (
            <Text span size="sm" display="block" key={j} data-asset>
              {label}
            </Text>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
