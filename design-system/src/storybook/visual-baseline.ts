/**
 * Visual baselines for the design system's stories (the offline stand-in for Chromatic): after each story has run
 * (play function and axe included), its canvas is compared with the committed screenshot next to the story file.
 * Loaded by the `stories` vitest project as a setup file. A story whose overlay (dialog, toast, tooltip, menu) is
 * portalled out of the canvas sets `parameters.screenshot: 'viewport'` to photograph the whole viewport instead;
 * `parameters.screenshot: false` opts out. Feature stories opt in with `parameters.screenshot: true`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Animations, transitions and the caret would make two runs differ by a frame.
const freezeMotion = document.createElement('style');
freezeMotion.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freezeMotion);

function settled(image: HTMLImageElement): Promise<unknown> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
}

afterEach(async (context) => {
  const story = (context as { story?: { parameters?: { screenshot?: boolean | 'viewport' } } }).story;
  // Design-system stories are photographed unless they opt out; a feature story only when it opts in, as its data
  // comes from the sandbox and only some hold still enough for a baseline.
  const chosen = story?.parameters?.screenshot;
  if (!context.task.file.filepath.includes('/design-system/') && chosen === undefined) return;
  const mode = chosen ?? true;
  if (mode === false || context.task.result?.state === 'fail') return;
  const canvas = [...document.querySelectorAll<HTMLElement>('[data-story-canvas]')].at(-1);
  if (!canvas) return;
  await document.fonts.ready;
  await Promise.all([...canvas.querySelectorAll('img')].filter((image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight).map(settled));
  if (mode === 'viewport') {
    // The root element stretched to the viewport, so fixed overlays (a centred dialog, a corner toast) are inside it.
    document.documentElement.style.minHeight = '100vh';
    try {
      await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
    } finally {
      document.documentElement.style.removeProperty('min-height');
    }
    return;
  }
  await expect(page.elementLocator(canvas)).toMatchScreenshot();
});
