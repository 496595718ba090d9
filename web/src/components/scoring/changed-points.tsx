import { Text, type TextProps } from '@mantine/core';
import { formatPoints } from '@/data/league/scoring-rules';
import { changedStyle } from './changed-style';

export interface ChangedPointsProps extends Omit<TextProps, 'children'> {
  points: number;
  /** The points changed within the last 25 s: lit (spec 02 §4). */
  changed: boolean;
  'data-testid'?: string;
}

/** A team's total as every scoring screen shows it: two decimals, tabular figures, lit while just changed. */
export function ChangedPoints({ points, changed, style, ...textProps }: ChangedPointsProps) {
  return (
    <Text
      {...textProps}
      data-changed={changed || undefined}
      style={{ ...changedStyle(changed), fontVariantNumeric: 'tabular-nums', flexShrink: 0, ...(style as object) }}
    >
      {formatPoints(points)}
    </Text>
  );
}
