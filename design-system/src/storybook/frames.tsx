import type { Decorator } from '@storybook/react-vite';
import { cardFrame, phoneFrame, wideFrame } from './canvas.css';

/** Story helpers (not part of the package's public surface). */

const frames = { card: cardFrame, phone: phoneFrame, wide: wideFrame } as const;
export type Frame = keyof typeof frames;

/** Renders the story inside the frame named by `parameters.frame`: a card column, a phone (375 px) or a wide row. */
export const inFrame: Decorator = (Story, context) => {
  const frame = context.parameters.frame as Frame | undefined;
  if (!frame) return <Story />;
  return (
    <div className={frames[frame]}>
      <Story />
    </div>
  );
};

/** Right-to-left layout, as for an Arabic or Hebrew market. */
export const inRightToLeft: Decorator = (Story) => (
  <div dir="rtl" lang="ar">
    <Story />
  </div>
);

/**
 * A phone: a 375 × 667 viewport (so the small-screen media queries apply) inside the phone frame. A longer story is
 * still photographed whole: the visual baseline makes the viewport as tall as the canvas for its screenshot.
 */
export const phoneWidth = {
  parameters: {
    frame: 'phone' as Frame,
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
