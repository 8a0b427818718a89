/** Seed pictures drawn as SVG and shipped as data URIs, so the sandbox needs no files and no other host. */
const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A tier medal: a ribbon and a disc in the tier's metal, with its initial. */
export function medal(initial: string, metal: string, shine: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
      `<path d="M20 2h10l4 20h-10zM34 2h10l-4 20h-10z" fill="#2f4f7f"/>` +
      `<circle cx="32" cy="40" r="20" fill="${metal}"/><circle cx="32" cy="40" r="15" fill="none" stroke="${shine}" stroke-width="2"/>` +
      `<text x="32" y="46" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#1b1b1f">${initial}</text>` +
      `</svg>`,
  );
}

/** A prize picture: the prize's colour behind a simple glyph of what it is. */
export function prizePicture(from: string, to: string, glyph: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#g)"/>` +
      `<g fill="none" stroke="#1b1b1f" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.75">${glyph}</g>` +
      `</svg>`,
  );
}

export const glyphs = {
  gift: '<rect x="140" y="130" width="120" height="90" rx="6"/><path d="M130 110h140v22H130zM200 110v110M200 110c-20-30-50-20-40 0M200 110c20-30 50-20 40 0"/>',
  ticket:
    '<path d="M120 110h160v28a22 22 0 0 0 0 44v28H120v-28a22 22 0 0 0 0-44z"/><path d="M200 118v84" stroke-dasharray="8 10"/>',
  star: '<path d="M200 90l30 62 68 8-50 46 14 66-62-34-62 34 14-66-50-46 68-8z"/>',
  cup: '<path d="M150 100h100v50a50 50 0 0 1-100 0zM250 115h25a20 20 0 0 1 0 40h-25M200 200v25M170 230h60"/>',
  voucher:
    '<rect x="110" y="100" width="180" height="110" rx="12"/><path d="M150 170l90-40M160 135h.1M230 175h.1"/>',
  leaf: '<path d="M130 210c0-80 60-120 140-120 0 80-40 140-120 140zM130 210l80-80"/>',
} as const;
