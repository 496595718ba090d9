import { Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Sparkline } from '@mantine/charts';
// The charts' styles come with the only chart, not with the first screen (main.tsx has the core's).
import '@mantine/charts/styles.css';
import type { TopPlayer } from '@contracts/league-top-players.ts';
import { opponentLabel, useTeamSchedule } from '@/data/nfl-schedule';
import { formatPoints } from '@/lib/format';
import { formatWeekPts, playerDetails, teamLabel, weekPoints } from '../utils/player-display';
import { trendOf } from '../utils/trend';

interface PlayerDrawerProps {
  /** The player whose name was clicked; null keeps the drawer closed. */
  player: TopPlayer | null;
  /** The season shown (the answer's year): the weekly opponents come from its NFL schedule. */
  year?: number;
  /** The league's weeks (seasonWeeks): the Weekly Performance list and the trend. */
  weeks: readonly number[];
  onClose: () => void;
}

/** Spec 02 §2: fantasy team, total, average PPG, bye, the trend and the weekly performance of one player. */
export function PlayerDrawer({ player, year, weeks, onClose }: PlayerDrawerProps) {
  return (
    <Drawer
      opened={player !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={player?.name}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {player && <PlayerDetails player={player} year={year} weeks={weeks} />}
    </Drawer>
  );
}

function PlayerDetails({ player, year, weeks }: { player: TopPlayer; year?: number; weeks: readonly number[] }) {
  const trend = trendOf(player, weeks);
  const schedule = useTeamSchedule(year, player.nfl_team).data;
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {playerDetails(player)}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Fantasy Team" value={teamLabel(player)} />
        <Fact label="Total Points" value={formatPoints(player.total_points)} />
        <Fact label="Average PPG" value={formatPoints(player.avg_points)} />
        <Fact label="Bye Week" value={player.bye_week ? String(player.bye_week) : '—'} />
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Trend
        </Title>
        {trend.kind === 'line' ? (
          <Sparkline data={trend.points} w={400} maw="100%" h={64} curveType="monotone" fillOpacity={0.2} role="img" aria-label="Points per week" />
        ) : (
          <Text c="dimmed" data-testid="trend-label">
            {trend.label}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Weekly Performance
        </Title>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Weekly Performance">
          {weeks.map((week) => (
            <Group key={week} component="li" justify="space-between" py={4} data-week={week}>
              <Text size="sm">
                Week {week}
                {opponentLabel(schedule, week) && (
                  <Text span c="dimmed" size="sm">
                    {` ${opponentLabel(schedule, week)}`}
                  </Text>
                )}
              </Text>
              <Text size="sm" fw={500}>
                {formatWeekPts(weekPoints(player, week))}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
