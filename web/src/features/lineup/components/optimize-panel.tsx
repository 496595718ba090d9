import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { formatPoints } from '@/lib/format';
import type { OptimizedLineup } from '../utils/optimize-lineup';

export const OPTIMIZE = 'Optimize';
export const PROJECTIONS_UNAVAILABLE = 'MFL’s projections for this week could not be loaded, so the lineup cannot be optimized now.';
export const NO_VALID_LINEUP = 'No valid lineup can be made from the players who can still move.';
export const ALREADY_BEST = 'This is already your best projected lineup.';
export const OPTIMIZED_NOT_SAVED = 'Not saved yet: review the changes, then Save Lineup.';

export interface OptimizePanelProps {
  /** The shown lineup's projected total; null while the projections load or when they failed. */
  projectedTotal: number | null;
  projectionsFailed: boolean;
  /** The last Optimize's outcome: null before one, 'none' when no valid lineup could be made. */
  result: OptimizedLineup | 'none' | null;
  onOptimize: () => void;
  disabled: boolean;
}

/** The lineup's projected total, Optimize, and what Optimize changed (before and after, each change's reason). */
export function OptimizePanel({ projectedTotal, projectionsFailed, result, onOptimize, disabled }: OptimizePanelProps) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="optimize-panel">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600} data-testid="projected-total">
            {projectedTotal === null ? 'Projected total: —' : `Projected total: ${formatPoints(projectedTotal)}`}
          </Text>
          <Button variant="light" onClick={onOptimize} disabled={disabled || projectedTotal === null}>
            {OPTIMIZE}
          </Button>
        </Group>
        {projectionsFailed && (
          <Text size="sm" c="dimmed">
            {PROJECTIONS_UNAVAILABLE}
          </Text>
        )}
        {result === 'none' && (
          <Alert color="yellow" variant="light" p="xs">
            {NO_VALID_LINEUP}
          </Alert>
        )}
        {result && result !== 'none' && <OptimizeOutcome result={result} />}
      </Stack>
    </Paper>
  );
}

function OptimizeOutcome({ result }: { result: OptimizedLineup }) {
  if (result.changes.length === 0) {
    return (
      <Text size="sm" data-testid="optimize-outcome">
        {ALREADY_BEST}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="optimize-outcome">
      <Text size="sm" data-testid="optimize-totals">
        {`Before: ${formatPoints(result.before)} → After: ${formatPoints(result.after)} (+${formatPoints(Math.round((result.after - result.before) * 100) / 100)})`}
      </Text>
      <List size="sm" spacing={2}>
        {result.changes.map((change) => (
          <List.Item key={`${change.in?.id ?? ''}:${change.out?.id ?? ''}`} data-testid="optimize-change">
            {changeText(change)}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {OPTIMIZED_NOT_SAVED}
      </Text>
    </Stack>
  );
}

function changeText(change: OptimizedLineup['changes'][number]): string {
  const moves = change.in && change.out ? `Start ${change.in.name} for ${change.out.name}` : change.in ? `Start ${change.in.name}` : `Bench ${change.out!.name}`;
  return `${moves}: ${change.reason}`;
}
