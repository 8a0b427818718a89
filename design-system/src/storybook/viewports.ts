/**
 * The test iframe paints only what fits in its viewport (1200×900 by default, 320×568 for mobile1), so a taller
 * story needs a taller one for its whole screenshot (the visual baseline): the same widths, so the same layout.
 * A story file sets `parameters: { viewport: tallViewports }` and picks one with `globals: { viewport: { value } }`.
 */
export const tallViewports = {
  options: {
    desktopTall: { name: 'Desktop, tall', styles: { width: '1200px', height: '2400px' } },
    phoneTall: { name: 'Phone (mobile1 width), tall', styles: { width: '320px', height: '2400px' } },
  },
};
