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
 * Inline script source defining `afterFirstPaint(run)`: runs `run` once the page has shown its first content (at once
 * when it already has, or where the browser cannot tell). The one copy for every inline script that must not compete
 * with the first paint: the web font below and the site's deferred hydration.
 */
export const afterFirstPaintScript =
  `const afterFirstPaint=(run)=>{if(performance.getEntriesByName('first-contentful-paint').length)return run();` +
  `try{new PerformanceObserver((_,observer)=>{observer.disconnect();run();}).observe({type:'paint',buffered:true});}catch{run();}};`;

/**
 * The inline <head> script that brings in the web font without holding up the first paint or moving anything: the
 * first page of a visit paints and stays in the metric-matched fallback while the font downloads after its `load`
 * event and first paint (a swap on that page moved words by a pixel or three: metric-matched is not width-identical); every later page
 * of the visit finds the font in the cache and uses it from the start.
 */
export const webFontLoader = `(() => {
  try { if (sessionStorage.getItem('web-font') === 'ready') return document.documentElement.setAttribute('${webFontReadyAttribute}', 'ready'); } catch {}
  const fetchFont = () => document.fonts.load('1em "${webFontFamily}"').then(() => {
    try { sessionStorage.setItem('web-font', 'ready'); } catch {}
  });
  // Once the page has shown its first content too: a download that starts before the first paint competes with it.
  ${afterFirstPaintScript}
  addEventListener('load', () => afterFirstPaint(fetchFont), { once: true });
})();`;

/** For readers without JavaScript: the web font from the start (in a <noscript>). */
export const webFontWithoutScript = `:root { ${webFontVariable}: '${webFontFamily}'; }`;
