import { useMemo, useState } from 'react';
import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { orderGames } from '@contracts/live-feed-rules.ts';
import type { NflGame } from '@contracts/tank01-nfl.ts';
import { GAME_ID_PATTERN } from '@contracts/tank01-live-feed.ts';
import { useAuth } from '@/lib/auth-context';
import { useFeedPolls } from '../api/get-feed-settings';
import { useGameFeed } from '../api/get-game-feed';
import { useMyFeed } from '../api/get-my-feed';
import { useScoreboard } from '../api/get-scoreboard';
import { useWeeklySchedule } from '../api/get-weekly-schedule';
import type { WeekChoice } from '../api/keys';
import { MyPlayersFeed } from './my-players-feed';
import { Scoreboard } from './scoreboard';
import { SingleGameFeed } from './single-game-feed';

type Tab = 'game' | 'mine';

/**
 * /live-feed (spec 02 §2 Live Game Feed): the NFL scoreboard, then one game's plays or the user's
 * players' plays. `?game={Tank01 game id}` opens that game's plays (the command center's games link here).
 */
export function LiveFeedScreen() {
  const { isAdmin } = useAuth();
  const polls = useFeedPolls();
  const [choice, setChoice] = useState<WeekChoice>();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(() => linkedGame(params.get('game')));
  const [tab, setTab] = useState<Tab>('game');
  const scoreboard = useScoreboard(choice, polls.singleSec);
  const week = choice ?? (scoreboard.data ? { week: scoreboard.data.week, season: scoreboard.data.season, seasonType: scoreboard.data.seasonType } : undefined);
  const schedule = useWeeklySchedule(week);
  const scheduleById = useMemo(() => new Map<string, NflGame>((schedule.data?.body ?? []).map((g) => [g.gameID, g])), [schedule.data]);
  // Until a tile is clicked, the first one (a live game when there is one) is followed.
  const selected = picked ?? (scoreboard.data ? (orderGames(scoreboard.data.body)[0]?.gameID ?? null) : null);
  const game = useGameFeed(tab === 'game' ? selected : null, polls.singleSec);
  const mine = useMyFeed(polls.mineSec, tab === 'mine');

  return (
    <Stack gap="md">
      <Title order={2}>Live Game Feed</Title>
      <Scoreboard
        query={scoreboard}
        schedule={scheduleById}
        choice={choice}
        onChoose={(next) => {
          setChoice(next);
          setPicked(null);
        }}
        selected={selected}
        onSelect={(gameID) => {
          setPicked(gameID);
          setTab('game');
        }}
      />
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'game')} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="game">Single Game Feed</Tabs.Tab>
          <Tabs.Tab value="mine">My Players Feed</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="game" pt="sm">
          <SingleGameFeed gameID={selected} query={game} />
        </Tabs.Panel>
        <Tabs.Panel value="mine" pt="sm">
          <MyPlayersFeed query={mine} isAdmin={isAdmin} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A game named by a link, when it is a Tank01 game id. */
function linkedGame(gameID: string | null): string | null {
  return gameID && GAME_ID_PATTERN.test(gameID) ? gameID : null;
}
