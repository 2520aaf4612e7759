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

  fastLabelLookups(window);

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

/**
 * jsdom finds a label's control by walking the whole document for its `for` id, and a field's
 * labels by asking every node of the document for its control: each getByLabelText on a form of a
 * hundred fields cost a third of a second, and over half of the unit stage's largest files went on
 * it (profiled). The same answers from the document's id index and its list of labels.
 */
function fastLabelLookups(window) {
  const labelable = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA', 'INPUT']);
  const isLabelable = (element) => labelable.has(element.tagName) && !(element.tagName === 'INPUT' && element.type === 'hidden');
  const treeWalk = Object.getOwnPropertyDescriptor(window.HTMLLabelElement.prototype, 'control').get;
  Object.defineProperty(window.HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get() {
      const id = this.getAttribute('for');
      const root = this.getRootNode();
      if (id === null || typeof root.getElementById !== 'function') return treeWalk.call(this);
      const element = id === '' ? null : root.getElementById(id);
      return element && isLabelable(element) ? element : null;
    },
  });
  for (const name of [
    'HTMLButtonElement',
    'HTMLMeterElement',
    'HTMLOutputElement',
    'HTMLProgressElement',
    'HTMLSelectElement',
    'HTMLTextAreaElement',
    'HTMLInputElement',
  ]) {
    Object.defineProperty(window[name].prototype, 'labels', {
      configurable: true,
      get() {
        if (!isLabelable(this)) return null;
        const root = this.getRootNode();
        if (typeof root.querySelectorAll !== 'function') return [];
        // A label names this field by its id when the id is this field's (the first with it), or
        // holds it when the label has no for and this is its first field.
        const id = this.getAttribute('id');
        const named = id !== null && id !== '' && typeof root.getElementById === 'function' && root.getElementById(id) === this;
        return Array.from(root.querySelectorAll('label')).filter((label) => {
          const target = label.getAttribute('for');
          return target === null ? label.contains(this) && label.control === this : named && target === id;
        });
      },
    });
  }
}
