import { Text, VisuallyHidden, type TextProps } from '@mantine/core';

/**
 * The orange dot after the team that has the ball. Screen readers hear 'has the ball': a label on a
 * plain span is not read (and ARIA forbids it there), so the words are hidden text beside the dot.
 */
export function PossessionMark(props: TextProps & { 'data-testid'?: string }) {
  return (
    <Text span c="orange" title="Has the ball" {...props}>
      <span aria-hidden="true">●</span>
      <VisuallyHidden>has the ball</VisuallyHidden>
    </Text>
  );
}
