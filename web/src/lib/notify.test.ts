import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULT_DURATION_MS, notify } from '@/lib/notify';

describe('notify', () => {
  it('shows a dismissible notification that closes after 5000 ms by default', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n1');
    expect(notify({ type: 'success', title: 'Saved', message: 'All good' })).toBe('n1');
    expect(NOTIFICATION_DEFAULT_DURATION_MS).toBe(5000);
    expect(show).toHaveBeenCalledWith({ color: 'teal', title: 'Saved', message: 'All good', autoClose: 5000, withCloseButton: true });
  });

  it.each([
    ['error', 'red'],
    ['warning', 'yellow'],
    ['info', 'blue'],
  ] as const)('%s is shown in %s with its own duration', (type, color) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n2');
    notify({ type, message: 'm', duration: 1200 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color, autoClose: 1200 }));
  });
});
