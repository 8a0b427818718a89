/** The self-hosted web font's family, as @fontsource-variable/inter names it. */
export const webFontFamily = 'Inter Variable';

/**
 * The custom property that puts the web font at the head of every font stack (see tokens.ts). Unset, the stacks
 * start with the metric-matched fallback faces and the browser never fetches the font.
 */
export const webFontVariable = '--web-font';

/** The <html> attribute set once the web font has loaded; it sets the variable (webFont.css.ts). */
export const webFontReadyAttribute = 'data-web-font';

/**
 * The inline <head> script that brings in the web font without holding up the first paint: the page paints in the
 * metric-matched fallback, the font loads after the page's `load` event, and text switches to it once it is there
 * (one swap, nothing shifts). Later pages of the same visit find the font in the cache and use it from the start.
 */
export const webFontLoader = `(() => {
  const html = document.documentElement;
  const ready = () => html.setAttribute('${webFontReadyAttribute}', 'ready');
  try { if (sessionStorage.getItem('web-font') === 'ready') return ready(); } catch {}
  addEventListener('load', () => document.fonts.load('1em "${webFontFamily}"').then(() => {
    ready();
    try { sessionStorage.setItem('web-font', 'ready'); } catch {}
  }), { once: true });
})();`;

/** For readers without JavaScript: the web font from the start (in a <noscript>). */
export const webFontWithoutScript = `:root { ${webFontVariable}: '${webFontFamily}'; }`;
