import { Alert } from '@mantine/core';

/** Spec 02 §2 (Top Players, Transactions): the league's franchises are not synced yet, so teams are ids. */
export const NO_FRANCHISES_WARNING =
  "This league's franchises have not been synced from MyFantasyLeague yet, so teams are shown by their franchise ID.";

/** Shown when a league view's answer counts no synced franchise. */
export function NoFranchisesAlert({ franchiseCount }: { franchiseCount: number }) {
  if (franchiseCount > 0) return null;
  return (
    <Alert color="yellow" variant="light" title="No franchises synced">
      {NO_FRANCHISES_WARNING}
    </Alert>
  );
}
