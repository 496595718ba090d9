import { useEffect, useState } from 'react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SundayResponse } from '@contracts/mfl-sunday.ts';
import { QueryState } from '@/components/query-state';
import { StaleBadge } from '@/components/stale-badge';
import { updatedText } from '@/data/league/scoring-rules';
import { viewerTimeZone } from '@/lib/kickoff';
import { useNow } from '@/lib/use-now';
import { useSunday } from '../api/get-sunday';
import { GROUP_TITLES, gameGroups } from '../utils/game-groups';
import { loadOdds, type OddsHistory, recordOdds, saveOdds } from '../utils/odds-history';
import { GameCard } from './game-card';
import { YourMatchups } from './your-matchups';

/**
 * /sunday, the command center (issue 24.1): every NFL game of the week, live first, then upcoming
 * by kickoff, then final, each with what it means to the viewer across all their leagues; above
 * them the viewer's matchups with their live win probability and its line through the day.
 */
export function SundayScreen() {
  const query = useSunday();
  const history = useOddsHistory(query.data, query.dataUpdatedAt);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Sunday</Title>
        <Text c="dimmed">Every game of the week and what it means to you, across your leagues.</Text>
      </div>
      <QueryState query={query} skeleton={<SundaySkeleton />} errorTitle="Could not load your Sunday">
        {(data) => <SundayBody data={data} history={history} />}
      </QueryState>
    </Stack>
  );
}

function SundayBody({ data, history }: { data: SundayResponse; history: OddsHistory }) {
  const now = useNow();
  const timeZone = viewerTimeZone();
  return (
    <Stack gap="lg">
      <Text size="xs" c="dimmed">
        Week {data.week}
        {data.updatedAt && updatedText(data.updatedAt) ? ` · ${updatedText(data.updatedAt)}` : ''}
      </Text>
      {data.stale && <StaleBadge message={data.message} syncedAt={data.updatedAt} />}
      {data.failedLeagues.map((f) => (
        <Alert key={f.leagueId} color="red" variant="light" title={`${f.leagueName}: Failed to load`} role="alert" py="xs">
          <Text size="sm">{f.message}</Text>
        </Alert>
      ))}
      {data.matchups.length > 0 && <YourMatchups matchups={data.matchups} history={history} />}
      {gameGroups(data.games).map((group) => (
        <Stack key={group.state} gap="xs" component="section" aria-labelledby={`games-${group.state}`}>
          <Title order={2} size="h3" id={`games-${group.state}`}>
            {GROUP_TITLES[group.state]}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {group.games.map((game) => (
              <GameCard key={`${game.away}@${game.home}`} game={game} now={now} timeZone={timeZone} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The day's probabilities, recorded as answers arrive. The browser's storage holds the week's
 * history (so a reload, or another tab, carries on the same line); this tab draws what it holds.
 * Without storage (refused, private mode) the tab's own points are the history.
 */
function useOddsHistory(data: SundayResponse | undefined, receivedAt: number): OddsHistory {
  const [kept, setKept] = useState<{ data?: SundayResponse; history: OddsHistory }>({ history: {} });
  if (data && data !== kept.data) {
    const storage = browserStorage();
    // When this tab received it, not the answer's `updatedAt`: that is the oldest of the leagues'
    // copies, which can step back between answers from different workers, and a new probability
    // would then be dropped as older than the last point.
    const at = receivedAt;
    setKept({ data, history: recordOdds(storage ? loadOdds(storage, data.week) : kept.history, data.matchups, at) });
  }
  useEffect(() => {
    if (kept.data) saveOdds(browserStorage(), kept.data.week, kept.history);
  }, [kept]);
  return kept.history;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function SundaySkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your Sunday">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={150} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={28} width={160} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={110} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
