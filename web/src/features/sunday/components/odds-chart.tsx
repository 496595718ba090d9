import { Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatPercent } from '@/lib/format';
import type { OddsPoint } from '../utils/odds-history';

/**
 * The win probability of one matchup through the day (recharts, loaded with this screen only): a
 * line between 0 and 100 % with the even line at 50 %. Its words are in the label, for screen
 * readers and for a chart of a single point.
 */
export function OddsChart({ points }: { points: readonly OddsPoint[] }) {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const label = points.length > 1
    ? `Win probability through the day: from ${formatPercent(first.probability)} to ${formatPercent(last.probability)}`
    : `Win probability: ${formatPercent(last.probability)}`;
  return (
    <div role="img" aria-label={label} data-testid="odds-chart" data-points={points.length} style={{ width: '100%', height: 56 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points as OddsPoint[]} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
          <XAxis dataKey="at" type="number" domain={['dataMin', 'dataMax']} hide />
          <YAxis domain={[0, 1]} hide />
          <ReferenceLine y={0.5} stroke="var(--mantine-color-dimmed)" strokeDasharray="3 3" />
          <Line dataKey="probability" type="stepAfter" stroke="var(--mantine-color-teal-6)" strokeWidth={2} dot={points.length === 1} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
