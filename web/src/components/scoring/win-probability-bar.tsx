import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatPercent } from '@/lib/format';

export interface WinProbabilityBarProps {
  /** The two sides' names, in the order the matchup shows them. */
  names: [string, string];
  /** The first side's chance of winning (0-1); the second's is the rest. */
  probability: number;
}

/**
 * A matchup's live win probability (README "Win probability"): both sides' chances and one bar
 * split between them. The figure is in the text, not only in the bar's colours.
 */
export function WinProbabilityBar({ names, probability }: WinProbabilityBarProps) {
  const [first, second] = [probability, 1 - probability].map(formatPercent);
  return (
    <Stack gap={2} data-testid="win-probability" data-probability={probability}>
      {/* The figures never shorten; long team names do, under them. */}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={700}>
          {first}
        </Text>
        <Text size="xs" c="dimmed">
          Win probability
        </Text>
        <Text size="xs" fw={700}>
          {second}
        </Text>
      </Group>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={probability * 100} color="teal" />
        <Progress.Section value={(1 - probability) * 100} color="gray" />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate style={{ minWidth: 0 }}>
          {names[0]}
        </Text>
        <Text size="xs" c="dimmed" truncate ta="right" style={{ minWidth: 0 }}>
          {names[1]}
        </Text>
      </Group>
    </Stack>
  );
}
