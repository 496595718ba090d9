import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { showBootError } from '@/app/boot-error';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Loaded dynamically: the configuration is read while the app's modules load, and a bad one must
// read 'Configuration error' on the page, not leave it blank.
import('@/app/app').then(
  ({ mountApp }) => mountApp(container),
  (error: unknown) => showBootError(container, error),
);
