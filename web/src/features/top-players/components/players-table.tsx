import { memo, type CSSProperties, type MouseEvent } from 'react';
import { Anchor, Box, SimpleGrid, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TopPlayer } from '@contracts/league-top-players.ts';
import { ScrollableTable } from '@/components/scrollable-table';
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

/**
 * The rank's disclosure button, a plain one: a page holds up to 200 rows and the search mounts
 * rows as it filters, and a Mantine button per row costs more to mount.
 */
const RANK_BUTTON: CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  color: 'var(--mantine-color-dimmed)',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
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

/**
 * Spec 02 §2's table: #, Name, Pts, Avg, Team; a row click (or its rank's button, for the keyboard)
 * shows the league's weeks (W1-W17 by default), a name click the drawer.
 */
export function PlayersTable({ players, weeks, firstRank, ownFranchiseId, expanded, onToggle, onOpen }: PlayersTableProps) {
  // Below `sm` a phone shows 'P. Mahomes'. One text, not two of which CSS hides one, so the name
  // button's accessible name is the text it shows.
  const phone = useMediaQuery(`not all and (min-width: ${useMantineTheme().breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return (
    <ScrollableTable minWidth={340} label="Top players">
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
              shortNames={phone}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

interface PlayerRowProps {
  player: TopPlayer;
  weeks: readonly number[];
  rank: number;
  tone: RowTone | null;
  expanded: boolean;
  shortNames: boolean;
  onToggle: (playerId: string) => void;
  onOpen: (player: TopPlayer) => void;
}

/** Memoised: typing in the search re-renders only the rows whose props changed. */
const PlayerRow = memo(function PlayerRow({ player, weeks, rank, tone, expanded, shortNames, onToggle, onOpen }: PlayerRowProps) {
  const weeklyId = `weekly-${player.player_id}`;
  // The row's own click is for the mouse; the buttons in it handle theirs alone.
  const alone = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <>
      <Table.Tr
        data-player-id={player.player_id}
        data-tone={tone ?? undefined}
        onClick={() => onToggle(player.player_id)}
        bg={tone ? TONE_BACKGROUND[tone] : undefined}
        style={{ cursor: 'pointer' }}
      >
        <Table.Td>
          {/* A row cannot be a button (ARIA allows aria-expanded on a row only in a tree grid): the rank is. */}
          <button
            type="button"
            className="mantine-focus-auto"
            style={RANK_BUTTON}
            aria-label={`${rank} weekly scores of ${player.name}`}
            aria-expanded={expanded}
            aria-controls={expanded ? weeklyId : undefined}
            onClick={alone(() => onToggle(player.player_id))}
          >
            {rank} <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </button>
        </Table.Td>
        <Table.Td>
          <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={alone(() => onOpen(player))}>
            {shortNames ? shortName(player.name, player.position) : player.name}
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
        <Table.Tr data-weekly-for={player.player_id} id={weeklyId}>
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
