/**
 * Visual baselines for the design system's stories (the offline stand-in for Chromatic): after each story has run
 * (play function and axe included), its canvas is compared with the committed screenshot next to the story file.
 * Loaded by the `stories` vitest project as a setup file. The test frame paints only what fits in its viewport, so a
 * canvas taller than the story's viewport is photographed in a frame made as tall as the canvas (same width, so the
 * same layout): the baseline holds the whole story, whatever its height, with no story picking a tall viewport.
 * A story whose overlay (dialog, toast, tooltip, menu) is portalled out of the canvas sets
 * `parameters.screenshot: 'viewport'` to photograph the story's own viewport instead; `parameters.screenshot: false`
 * opts out. Feature stories opt in with `parameters.screenshot: true`.
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

/** Resolves once the frame's layout has taken the new viewport height (the resize lands a frame or two later). */
async function frameHeight(height: number): Promise<void> {
  for (let frame = 0; frame < 60 && innerHeight !== height; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** The canvas's bottom edge in page coordinates: how tall the viewport must be to paint all of it. */
function canvasBottom(canvas: HTMLElement): number {
  return Math.ceil(canvas.getBoundingClientRect().bottom + scrollY);
}

/**
 * Runs `photograph` with the viewport at least as tall as the canvas, then gives the story its viewport back. The
 * height is measured again after the resize, in case the canvas grew with the viewport (a height in vh).
 */
async function withCanvasInView(canvas: HTMLElement, photograph: () => Promise<void>): Promise<void> {
  const story = { width: innerWidth, height: innerHeight };
  let resized = false;
  try {
    for (let attempt = 0; attempt < 3 && canvasBottom(canvas) > innerHeight; attempt += 1) {
      const height = canvasBottom(canvas);
      resized = true;
      await page.viewport(story.width, height);
      await frameHeight(height);
    }
    await photograph();
  } finally {
    if (resized) await page.viewport(story.width, story.height);
  }
}

/** Pictures in view (a lazy one only once the viewport reaches it) have loaded or failed. */
function picturesSettled(root: HTMLElement): Promise<unknown> {
  const inView = [...root.querySelectorAll('img')].filter(
    (image) => image.loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight,
  );
  return Promise.all(inView.map(settled));
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
  if (mode === 'viewport') {
    // A transparent box over exactly the viewport: its screenshot is the viewport as painted, fixed overlays (a
    // centred dialog, a corner toast, a drawer) included, however tall the page behind them is.
    await picturesSettled(canvas);
    const viewport = document.createElement('div');
    viewport.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
    document.body.append(viewport);
    try {
      await expect(page.elementLocator(viewport)).toMatchScreenshot();
    } finally {
      viewport.remove();
    }
    return;
  }
  await withCanvasInView(canvas, async () => {
    await picturesSettled(canvas);
    await expect(page.elementLocator(canvas)).toMatchScreenshot();
  });
});
