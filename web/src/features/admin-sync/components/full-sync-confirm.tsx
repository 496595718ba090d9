import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FULL_SYNC_CONFIRM } from '@contracts/admin-sync.ts';

/** Spec 02 §5: a full transaction sync is confirmed first. */
export function FullSyncConfirm({ opened, onCancel, onConfirm }: { opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Full transaction sync" centered>
      <Stack gap="md">
        <Text>{FULL_SYNC_CONFIRM}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
