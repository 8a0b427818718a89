/**
 * The self-hosted font (Inter variable, woff2 bundled by Vite from the npm package; its fallback faces and the
 * switch to it in webFont.css.ts), the themes' variables (the light defaults on :root) and the shop's base styles. Imported for their effect only, so this file and the index
 * that imports it are listed in package.json `sideEffects`; otherwise a bundler skips the index (it only
 * re-exports) and this import with it, and a page that uses only a Button ships neither font nor variables.
 */
import '@fontsource-variable/inter/wght.css';
import './themes.css';
import './webFont.css';
import './global.css';

export { afterFirstPaintScript, webFontLoader, webFontReadyAttribute, webFontWithoutScript } from './webFont';
