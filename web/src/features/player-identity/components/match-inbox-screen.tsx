import { useState } from 'react';
import { Badge, Button, Grid, Group, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FAILED_TO_LOAD_CANDIDATES, type MatchCandidatesRequest } from '@contracts/admin-match-candidates.ts';
import { ACCEPT_FAILED, CREATE_FAILED, ENTER_PLAYER_ID, REJECT_FAILED } from '@contracts/admin-match-candidates-action.ts';
import { CANDIDATE_STATUSES, type MatchCandidate, PAGE_SIZE, PROVIDERS } from '@contracts/player-identity.ts';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { notify } from '@/lib/notify';
import { pageCount, pageRange } from '@/lib/pagination';
import { useDecideCandidate } from '../api/decide-candidate';
import { useMatchCandidates } from '../api/get-match-candidates';
import { CreatePlayerModal, type NewPlayer } from './create-player-modal';
import { AdminPage } from '@/components/admin-page';
import { ResolverPanel } from './resolver-panel';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', accepted: 'teal', rejected: 'gray', created_new: 'blue' };

/**
 * /admin/match-inbox: the players another provider gave that no shared id could link, with the
 * resolver's suggestion and score; Accept (a player id), Reject, Create New. The list reloads after
 * each action. The resolver search sits beside it.
 */
export function MatchInboxScreen() {
  const [status, setStatus] = useState<string>('pending');
  const [source, setSource] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(q.trim(), 300);
  // The player id typed (or picked in the resolver) per candidate; the suggestion until then.
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState<MatchCandidate | null>(null);
  const decide = useDecideCandidate();

  const request: MatchCandidatesRequest = {
    status: status as MatchCandidatesRequest['status'],
    page,
    pageSize: PAGE_SIZE,
    sort: 'id',
    order: 'desc',
    ...(source ? { source: source as MatchCandidatesRequest['source'] } : {}),
    ...(search ? { q: search } : {}),
  };
  const query = useMatchCandidates(request);

  const playerIdOf = (c: MatchCandidate) => chosen[c.id] ?? (c.candidate_player_id === null ? '' : String(c.candidate_player_id));
  const accept = (c: MatchCandidate) => {
    const id = Number(playerIdOf(c).trim());
    if (!playerIdOf(c).trim() || !Number.isInteger(id) || id < 1) {
      notify({ type: 'warning', message: ENTER_PLAYER_ID });
      return;
    }
    decide.mutate({ id: c.id, action: 'accept', player_id: id }, {
      onSuccess: (r) => notify({ type: 'success', message: `${c.display_name} linked to ${r.player?.canonical_name ?? `player ${id}`}.` }),
      onError: (e) => notify({ type: 'error', title: ACCEPT_FAILED, message: e.message }),
    });
  };
  const reject = (c: MatchCandidate) =>
    decide.mutate({ id: c.id, action: 'reject' }, {
      onSuccess: () => notify({ type: 'success', message: `${c.display_name} rejected.` }),
      onError: (e) => notify({ type: 'error', title: REJECT_FAILED, message: e.message }),
    });
  const create = (c: MatchCandidate, player: NewPlayer) =>
    decide.mutate({ id: c.id, action: 'create_new', ...player }, {
      onSuccess: () => {
        setCreating(null);
        notify({ type: 'success', message: `${player.canonical_name} created.` });
      },
      onError: (e) => notify({ type: 'error', title: CREATE_FAILED, message: e.message }),
    });
  const busy = (c: MatchCandidate, action: string) => decide.isPending && decide.variables?.id === c.id && decide.variables.action === action;

  return (
    <AdminPage title="Match Inbox" description="Players from other providers that no shared id could link: decide who each one is.">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 8 }} order={{ base: 2, xl: 1 }}>
          <Stack gap="sm">
            <Paper withBorder radius="md" p="sm">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label="Status"
                  data={[...CANDIDATE_STATUSES, 'all']}
                  value={status}
                  onChange={(v) => { setStatus(v ?? 'pending'); setPage(1); }}
                  allowDeselect={false}
                  w={140}
                />
                <Select label="Source" placeholder="All" data={[...PROVIDERS]} value={source} onChange={(v) => { setSource(v); setPage(1); }} clearable w={140} />
                <TextInput label="Search" placeholder="Name or id" value={q} onChange={(e) => { setQ(e.currentTarget.value); setPage(1); }} w={200} />
              </Group>
            </Paper>
            <QueryState
              query={query}
              skeleton={<SkeletonRows label="Loading candidates" rows={6} height={56} />}
              errorTitle={FAILED_TO_LOAD_CANDIDATES}
              retryLabel="Try Again"
              isEmpty={(d) => d.total === 0}
              empty={
                <Paper withBorder radius="md" p="xl">
                  <Text c="dimmed" ta="center">
                    {status === 'pending' && !search && !source ? 'No pending candidates: every player is linked or decided.' : 'No candidates match these filters.'}
                  </Text>
                </Paper>
              }
            >
              {(data) => {
                const { from, to } = pageRange(page, data.total, PAGE_SIZE);
                return (
                  <>
                    <Stack gap="xs" role="list" aria-label="Match candidates">
                      {data.rows.map((c) => (
                        <Paper
                          key={c.id}
                          withBorder
                          radius="md"
                          p="sm"
                          role="listitem"
                          data-testid={`candidate-${c.id}`}
                          onClick={() => setSelected(c.id)}
                          style={selected === c.id ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
                        >
                          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                              <Text size="sm" fw={600}>{c.display_name}</Text>
                              <Text size="xs" c="dimmed">
                                {c.source_provider} {c.source_external_id} · {c.payload.team ?? '—'} · {c.payload.position ?? c.payload.pos ?? '—'}
                              </Text>
                              {c.payload.ids && Object.keys(c.payload.ids).length > 0 && (
                                <Text size="xs" c="dimmed">{Object.entries(c.payload.ids).map(([k, v]) => `${k} ${v}`).join(' · ')}</Text>
                              )}
                            </Stack>
                            <Stack gap={2} style={{ flex: '1 1 160px' }}>
                              <Text size="xs" c="dimmed">Suggested player</Text>
                              {c.candidate_name ? (
                                <Group gap={6} wrap="nowrap">
                                  <Text size="sm">{c.candidate_name} <Text span size="xs" c="dimmed">#{c.candidate_player_id}</Text></Text>
                                  {c.score !== null && (
                                    <Badge variant="light" color={c.score >= 0.9 ? 'teal' : c.score >= 0.7 ? 'yellow' : 'red'} title="Resolver score">
                                      {c.score.toFixed(2)}
                                    </Badge>
                                  )}
                                </Group>
                              ) : (
                                <Text size="sm" c="dimmed">No suggestion</Text>
                              )}
                            </Stack>
                            {c.status === 'pending' ? (
                              <Group gap={6} wrap="wrap">
                                <TextInput
                                  aria-label={`Player id for ${c.display_name}`}
                                  placeholder="player_id"
                                  size="xs"
                                  w={90}
                                  value={playerIdOf(c)}
                                  onChange={(e) => setChosen({ ...chosen, [c.id]: e.currentTarget.value })}
                                />
                                <Button size="xs" onClick={() => accept(c)} loading={busy(c, 'accept')}>Accept</Button>
                                <Button size="xs" variant="default" onClick={() => reject(c)} loading={busy(c, 'reject')}>Reject</Button>
                                <Button size="xs" variant="light" onClick={() => setCreating(c)}>Create New</Button>
                              </Group>
                            ) : (
                              <Badge color={STATUS_COLOR[c.status]} variant="light">{c.status}</Badge>
                            )}
                          </Group>
                        </Paper>
                      ))}
                    </Stack>
                    <Group justify="space-between" wrap="wrap">
                      <Text size="sm" c="dimmed">{from}–{to} of {data.total}</Text>
                      <Pagination total={pageCount(data.total, PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
                    </Group>
                  </>
                );
              }}
            </QueryState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }} order={{ base: 1, xl: 2 }}>
          <ResolverPanel onPick={selected === null ? undefined : (playerId) => setChosen({ ...chosen, [selected]: String(playerId) })} />
        </Grid.Col>
      </Grid>
      <CreatePlayerModal
        candidate={creating}
        onClose={() => setCreating(null)}
        creating={decide.isPending && decide.variables?.action === 'create_new'}
        onCreate={(player) => creating && create(creating, player)}
      />
    </AdminPage>
  );
}
