// Runs before every test file: Testing Library matchers plus the browser APIs that
// Chakra UI (Ark/Zag) and react-pdf touch but jsdom does not implement.
require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default; on a two-core CI machine running suites in
// parallel a save-then-alert round trip can take longer, so waits get 5 s before they fail.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver;
  window.IntersectionObserver ??= NoopObserver;

  // jsdom prints "Not implemented" for these; layout does not exist there anyway.
  window.scrollTo = () => {};
  window.HTMLElement.prototype.scrollTo = () => {};
  window.HTMLElement.prototype.scrollIntoView = () => {};

  // jsdom's window hides Node's structuredClone; v8 serialisation gives the same deep copy.
  if (!window.structuredClone) {
    const v8 = require('node:v8');
    window.structuredClone = (value) => v8.deserialize(v8.serialize(value));
  }
}

// jsdom has no SubtleCrypto; the login and setup forms hash passwords with it, so tests use Node's.
{
  const { webcrypto } = require('node:crypto');
  const util = require('node:util');
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  globalThis.TextEncoder ??= util.TextEncoder;
  globalThis.TextDecoder ??= util.TextDecoder;
}
