import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The app loads Mantine's notifications with the first notify() (lib/notify); here they are loaded
// once up front, so a test's wait for a notification is not spent transforming the library.
import '@mantine/notifications';

// jsdom lacks the layout APIs Mantine reads (as in mantinedev/vite-template's setup).
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

Element.prototype.scrollIntoView = () => {};

// Screens load with their routes (app/router.tsx), one render later than a static import: on a
// loaded 2-core machine a whole screen inside the shell can take over testing-library's default
// 1 s to appear (the test timeout in vite.config.ts is 15 s for the same reason).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
