import { memo, type KeyboardEvent } from 'react';
import { Anchor, Box, SimpleGrid, Table, Text } from '@mantine/core';
import type { TopPlayer } from '@contracts/league-top-players.ts';
import { formatPoints } from '@/lib/format';
import {
  formatWeek,
  playerDetails,
  type RowTone,
  rowTone,
  shortName,
  teamLabel,
  weekPoints,
} from '../utils/player-display';

/** Spec 02 §2: free agents green, the user's own players yellow (the light variants read in both colour schemes). */
const TONE_BACKGROUND: Record<RowTone, string> = {
  'free-agent': 'var(--mantine-color-green-light)',
  own: 'var(--mantine-color-yellow-light)',
};

interface PlayersTableProps {
  players: readonly TopPlayer[];
  /** The league's weeks (seasonWeeks): a row's weekly scores W{first}..W{last}. */
  weeks: readonly number[];
  /** The rank of the first row shown (1 on the first page). */
  firstRank: number;
  ownFranchiseId: string | null | undefined;
  expanded: ReadonlySet<string>;
  onToggle: (playerId: string) => void;
  onOpen: (player: TopPlayer) => void;
}

/** Spec 02 §2's table: #, Name, Pts, Avg, Team; a row click shows the league's weeks (W1-W17 by default), a name click the drawer. */
export function PlayersTable({ players, weeks, firstRank, ownFranchiseId, expanded, onToggle, onOpen }: PlayersTableProps) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Top players">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Pts</Table.Th>
            <Table.Th ta="right">Avg</Table.Th>
            <Table.Th>Team</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player, i) => (
            <PlayerRow
              key={player.player_id}
              player={player}
              weeks={weeks}
              rank={firstRank + i}
              tone={rowTone(player, ownFranchiseId)}
              expanded={expanded.has(player.player_id)}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface PlayerRowProps {
  player: TopPlayer;
  weeks: readonly number[];
  rank: number;
  tone: RowTone | null;
  expanded: boolean;
  onToggle: (playerId: string) => void;
  onOpen: (player: TopPlayer) => void;
}

/** Memoised: typing in the search re-renders only the rows whose props changed. */
const PlayerRow = memo(function PlayerRow({ player, weeks, rank, tone, expanded, onToggle, onOpen }: PlayerRowProps) {
  const toggle = () => onToggle(player.player_id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    toggle();
  };
  return (
    <>
      <Table.Tr
        data-player-id={player.player_id}
        data-tone={tone ?? undefined}
        aria-expanded={expanded}
        tabIndex={0}
        onClick={toggle}
        onKeyDown={onKeyDown}
        bg={tone ? TONE_BACKGROUND[tone] : undefined}
        style={{ cursor: 'pointer' }}
      >
        <Table.Td c="dimmed">{rank}</Table.Td>
        <Table.Td>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="left"
            aria-label={player.name}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(player);
            }}
          >
            <Text span inherit visibleFrom="sm">
              {player.name}
            </Text>
            <Text span inherit hiddenFrom="sm">
              {shortName(player.name, player.position)}
            </Text>
          </Anchor>
          <Text size="xs" c="dimmed">
            {playerDetails(player)}
          </Text>
        </Table.Td>
        <Table.Td ta="right" fw={600}>
          {formatPoints(player.total_points)}
        </Table.Td>
        <Table.Td ta="right">{formatPoints(player.avg_points)}</Table.Td>
        <Table.Td>
          <Text size="sm" c={player.is_rostered ? undefined : 'green'} lineClamp={2}>
            {teamLabel(player)}
          </Text>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr data-weekly-for={player.player_id}>
          <Table.Td colSpan={5}>
            <WeeklyScores player={player} weeks={weeks} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});

function WeeklyScores({ player, weeks }: { player: TopPlayer; weeks: readonly number[] }) {
  return (
    <SimpleGrid cols={{ base: 5, xs: 6, md: 9 }} spacing={4} verticalSpacing={4} aria-label={`${player.name}, weekly scores`} role="group">
      {weeks.map((week) => (
        <Box key={week} ta="center" data-week={week}>
          <Text size="xs" c="dimmed">
            W{week}
          </Text>
          <Text size="sm" fw={500}>
            {formatWeek(weekPoints(player, week))}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
