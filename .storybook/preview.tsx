import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { sandboxHandlers } from '../features/src/platform/sandbox/handlers';
import { webFontReadyAttribute } from '../design-system/src/theme/baseStyles';
import { loadSanitizer } from '../design-system/src/components/RichText/sanitizer';
import { withStorefrontProviders } from './decorators';

// Stories show the pieces in the shop's typeface from the first frame; the site's deferred font loading is not what
// they review.
document.documentElement.setAttribute(webFontReadyAttribute, 'ready');

// A story's findBy and waitFor wait up to 5 s, not testing-library's 1 s: on a busy two-core machine a lazy chunk and
// a sandbox answer can take longer than that, and a wait ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

// Stories talk to the same sandbox handlers as `npm start`, intercepted in the browser. Handlers given to the
// worker survive the addon's reset between stories; a story adds overrides with `msw.use()` in beforeEach.
async function startSandboxWorker() {
  const worker = setupWorker(...sandboxHandlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

const preview: Preview = {
  // Rich text shows in the first frame, as the server renders it (a browser loads the sanitiser lazily).
  loaders: [
    mswLoader(startSandboxWorker),
    async () => {
      await loadSanitizer();
    },
  ],
  // Every story starts as a guest; a story that needs a signed-in shopper signs in in its own beforeEach.
  beforeEach: () => localStorage.removeItem('user'),
  decorators: [withStorefrontProviders],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
