import { Button, Group } from '@mantine/core';

/** A dialog form's Cancel and submit buttons, right-aligned; the submit shows its work in progress. */
export function FormActions({ onCancel, submitLabel, loading }: { onCancel: () => void; submitLabel: string; loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
