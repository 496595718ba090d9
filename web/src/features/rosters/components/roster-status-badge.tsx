import { Badge } from '@mantine/core';
import { statusBadge } from '../utils/rosters-view';

/** A small 'IR' or 'Taxi' beside a player who is not in a plain roster spot. */
export function RosterStatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  if (!badge) return null;
  return (
    <Badge size="xs" variant="light" color={badge.color} title={badge.title} style={{ flexShrink: 0 }}>
      {badge.label}
    </Badge>
  );
}
