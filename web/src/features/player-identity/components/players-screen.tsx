import { useState } from 'react';
import { Badge, Group, Pagination, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FAILED_TO_LOAD_PLAYERS, type PlayersListRequest } from '@contracts/admin-players-list.ts';
import { PAGE_SIZE, POSITIONS, PROVIDERS, type Provider } from '@contracts/player-identity.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { pageCount, pageRange } from '@/lib/pagination';
import { usePlayersList } from '../api/get-players-list';
import { AdminPage } from '@/components/admin-page';
import { PlayerDetailDrawer } from './player-detail-drawer';
import { ProviderIds } from './provider-ids';

type TeamFilter = 'all' | 'players' | 'teams';

/** /admin/players: canonical players, 50 a page, searched and filtered; a row opens its detail. */
export function PlayersScreen() {
  const [q, setQ] = useState('');
  const [position, setPosition] = useState<string | null>(null);
  const [team, setTeam] = useState<TeamFilter>('all');
  const [pidProvider, setPidProvider] = useState<Provider | null>(null);
  const [pidQ, setPidQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const [idSearch] = useDebouncedValue(pidQ.trim(), 300);

  const request: PlayersListRequest = {
    page,
    pageSize: PAGE_SIZE,
    sort: 'canonical_name',
    order: 'asc',
    ...(search ? { q: search } : {}),
    ...(position ? { position: position as PlayersListRequest['position'] } : {}),
    ...(team === 'all' ? {} : { is_team: team === 'teams' }),
    ...(pidProvider ? { pid_provider: pidProvider } : {}),
    ...(idSearch ? { pid_q: idSearch } : {}),
  };
  const query = usePlayersList(request);
  // A changed filter starts again on the first page.
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return (
    <AdminPage title="Players" description="Canonical players built from MFL's player database, with every provider's id and their aliases.">
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput label="Search" placeholder="Name, alias or id" value={q} onChange={(e) => filter(setQ)(e.currentTarget.value)} w={220} />
          <Select label="Position" placeholder="All" data={[...POSITIONS]} value={position} onChange={filter(setPosition)} clearable w={110} />
          <Select
            label="Kind"
            data={[{ value: 'all', label: 'All' }, { value: 'players', label: 'Players' }, { value: 'teams', label: 'Team defences' }]}
            value={team}
            onChange={(v) => filter(setTeam)((v ?? 'all') as TeamFilter)}
            allowDeselect={false}
            w={150}
          />
          <Select label="Has id of" placeholder="Any provider" data={[...PROVIDERS]} value={pidProvider} onChange={(v) => filter(setPidProvider)(v as Provider | null)} clearable w={150} />
          <TextInput label="Id starts with" placeholder="e.g. 4040" value={pidQ} onChange={(e) => filter(setPidQ)(e.currentTarget.value)} w={150} />
        </Group>
      </Paper>
      <QueryState
        query={query}
        skeleton={<SkeletonRows label="Loading players" rows={8} />}
        errorTitle={FAILED_TO_LOAD_PLAYERS}
        retryLabel="Try Again"
        isEmpty={(data) => data.total === 0}
        empty={
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">
              {search || position || team !== 'all' || pidProvider || idSearch
                ? 'No players match these filters.'
                : 'No canonical players yet. Run the players master backfill on the Identity page to build them from MFL.'}
            </Text>
          </Paper>
        }
      >
        {(data) => {
          const { from, to } = pageRange(page, data.total, PAGE_SIZE);
          return (
            <>
              <ScrollableTable minWidth={640} label="Canonical players">
                <Table highlightOnHover striped aria-label="Canonical players">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Position</Table.Th>
                      <Table.Th>Team</Table.Th>
                      <Table.Th>Provider ids</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.map((p) => (
                      <Table.Tr key={p.player_id} onClick={() => setOpenId(p.player_id)} style={{ cursor: 'pointer' }}>
                        <Table.Td>
                          <Text size="sm" fw={500} component="button" type="button" bg="none" bd="none" p={0} c="inherit" style={{ cursor: 'pointer' }}>
                            {p.canonical_name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Text size="sm">{p.primary_position}</Text>
                            {p.is_team_entity && <Badge size="xs" variant="outline">Team</Badge>}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{p.nfl_team ?? '—'}</Text>
                        </Table.Td>
                        <Table.Td>
                          <ProviderIds ids={p.provider_ids} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollableTable>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {from}–{to} of {data.total}
                </Text>
                <Pagination total={pageCount(data.total, PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
              </Group>
            </>
          );
        }}
      </QueryState>
      <PlayerDetailDrawer playerId={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
