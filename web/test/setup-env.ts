// Runs before every web test file, inside jsdom.
/// <reference types="@testing-library/jest-dom" />
/// <reference types="@testing-library/jest-dom/jest-globals" />
import vm from 'node:vm';
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { configure } from '@testing-library/react';
// The interface's i18next instance, as main.tsx has it (English unless a test switches).
import '@/lib/i18n';

// jsdom lacks fetch and friends, and its AbortSignal is not the one Node's fetch accepts. Jest's
// vm context hides Node's globals, but vm.runInThisContext evaluates in Node's own realm, so we
// borrow the real implementations from there instead of adding a polyfill dependency.
const node = vm.runInThisContext('globalThis') as Record<string, unknown>;
const borrowed = [
  'fetch',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
] as const;
for (const name of borrowed) {
  Object.defineProperty(globalThis, name, { value: node[name], writable: true, configurable: true });
}

// Browsers resolve relative URLs ("/api/v2/...") against the page; Node's Request does not.
const NodeRequest = node.Request as typeof Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
Object.defineProperty(globalThis, 'Request', { value: PageRequest, writable: true, configurable: true });

// antd's responsive helpers call matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// `import '@testing-library/jest-dom'` calls expect.extend at import time, but setupFiles run before
// Jest installs `expect` (the root config has no setupFilesAfterEnv for this project). Jest installs
// it with Object.assign, so a setter registers the DOM matchers the moment it arrives.
let jestExpect: { extend: (matchers: typeof domMatchers) => void } | undefined;
Object.defineProperty(globalThis, 'expect', {
  configurable: true,
  enumerable: true,
  get: () => jestExpect,
  set: (value: NonNullable<typeof jestExpect>) => {
    jestExpect = value;
    value.extend(domMatchers);
  },
});

// The router scrolls to top on navigation (ScrollRestoration); jsdom has no layout to scroll.
window.scrollTo = () => undefined;

// antd's modal measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'); jsdom
// logs "not implemented" for pseudo-elements, so answer with the element's own style instead.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// antd's TextArea watches its size; jsdom has no layout, so nothing ever resizes.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: NoLayoutResizeObserver });

// Pages are lazy chunks (antd's among them): on a busy 2-core machine the first import of a test
// file can take more than the default second, and a page now also waits for its words (the
// catalogues of its namespaces) before its first draw: CI saw a first page take over 4 s, and on
// 2026-12-02, with the machine doing the same work at 2.5 times the CPU time beside Playwright,
// over 10 s. A limit only: a page that draws sooner is found sooner.
configure({ asyncUtilTimeout: 30000 });
