import { useMemo, useState } from 'react';
import { Button, Group, Pagination, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { TransactionsResponse } from '@contracts/league-transactions.ts';
import { ChooseLeagueMenu } from '@/components/choose-league-menu';
import { LeagueViewBody, type LeagueViewChoice, LeagueViewPage } from '@/components/league-view-page';
import { StatusScreen } from '@/components/status-screen';
import { loadErrorText, TRANSACTIONS_LOAD_ERRORS } from '@/data/league/load-error';
import { useTransactions } from '@/data/league/transactions';
import { pageCount, pageOf } from '@/lib/pagination';
import {
  clearFilters,
  countText,
  DEFAULT_VIEW,
  filterRows,
  hasFilters,
  sortRows,
  teamOptions,
  toggleSort,
  TRANSACTIONS_PAGE_SIZE,
  transactionRows,
  typeOptions,
  updateView,
} from '../utils/transactions-table';
import { TransactionsTable } from './transactions-table';
import { NoFranchisesAlert } from '@/components/no-franchises-alert';

/** /league-transactions and /league-transactions/{leagueId} (spec 02 §2). */
export function TransactionsScreen() {
  return (
    <LeagueViewPage screen="Transactions" skeleton={<TransactionsSkeleton />}>
      {(choice) => <LeagueTransactions choice={choice} />}
    </LeagueViewPage>
  );
}

function LeagueTransactions({ choice }: { choice: LeagueViewChoice }) {
  const chooseLeague = <ChooseLeagueMenu section="league-transactions" leagues={choice.leagues} currentLeagueId={choice.leagueId} />;
  return (
    <LeagueViewBody
      title="League Transactions"
      choice={choice}
      // The whole season: search, filters and paging work on all of it (no limit).
      query={useTransactions(choice.leagueId)}
      actions={chooseLeague}
      skeleton={<TransactionsSkeleton tableOnly />}
      errorTitle="Error Loading Transactions"
      errorMessage={(error) => loadErrorText(error, TRANSACTIONS_LOAD_ERRORS)}
      isEmpty={(data) => data.transactions.length === 0}
      empty={() => (
        <StatusScreen title="No Transactions" actions={chooseLeague}>
          No trades, waiver claims, adds or drops have been recorded in this league this season.
        </StatusScreen>
      )}
      // Spec 02 §8: the error state offers a different league too.
      afterError={<Group justify="center">{chooseLeague}</Group>}
      notice={(data) => <NoFranchisesAlert franchiseCount={data.stats?.total_franchises ?? Object.keys(data.franchiseNames).length} />}
    >
      {(data) => <TransactionsBrowser data={data} />}
    </LeagueViewBody>
  );
}

function TransactionsBrowser({ data }: { data: TransactionsResponse }) {
  const [view, setView] = useState(DEFAULT_VIEW);
  const franchiseNames = data.franchiseNames;
  const rows = useMemo(() => transactionRows(data.transactions, franchiseNames), [data.transactions, franchiseNames]);
  const teams = useMemo(() => teamOptions(rows, franchiseNames), [rows, franchiseNames]);
  const types = useMemo(() => typeOptions(rows), [rows]);
  const matching = useMemo(() => sortRows(filterRows(rows, view), view.sort), [rows, view]);
  const pages = pageCount(matching.length, TRANSACTIONS_PAGE_SIZE);
  const page = Math.min(view.page, pages);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Search"
              placeholder="Team, player, type or comment"
              value={view.search}
              onChange={(event) => setView(updateView(view, { search: event.currentTarget.value }))}
            />
            <Select
              label="Team"
              placeholder="All teams"
              data={teams}
              value={view.team}
              onChange={(team) => setView(updateView(view, { team }))}
              clearable
              searchable
            />
            <Select
              label="Type"
              placeholder="All types"
              data={types}
              value={view.type}
              onChange={(type) => setView(updateView(view, { type }))}
              clearable
            />
          </SimpleGrid>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status" data-testid="transactions-count">
              {countText(page, matching.length, rows.length)}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => setView(clearFilters(view))} disabled={!hasFilters(view)}>
              Clear Filters
            </Button>
          </Group>
          {matching.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No transactions match your search and filters.
            </Text>
          ) : (
            <TransactionsTable
              rows={pageOf(matching, page, TRANSACTIONS_PAGE_SIZE)}
              sort={view.sort}
              onSort={(column) => setView(updateView(view, { sort: toggleSort(view.sort, column) }))}
            />
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setView(updateView(view, { page: next }))}
                size="sm"
                siblings={0}
              />
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function TransactionsSkeleton({ tableOnly = false }: { tableOnly?: boolean }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading transactions">
      {!tableOnly && <Skeleton height={40} width={280} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </SimpleGrid>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
}
