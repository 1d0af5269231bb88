// Set-up for the component tests (*.test.tsx, jsdom): what antd reads from a browser that jsdom lacks, and a clean
// document after each test (Testing Library cleans up by itself only when vitest's globals are on).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's Grid and responsive props ask matchMedia; a desktop-wide screen that asks for no reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// antd's Table measures its columns; jsdom lays nothing out, so there is nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);
