import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { afterFirstPaintScript } from '@storefront/design-system/base-styles';

const modulePreload = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
// With the response's nonce, or none on a page whose scripts are allowed by hash (documentResponse.ts).
const moduleScript = /<script(?: nonce="([^"]*)")? type="module"([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * What runs in place of React Router's hydration script: the same code, started once the page has loaded and shown
 * its first content, so the first paint never shares the connection with the scripts: when `load` came before it,
 * Lighthouse counted 170 KB of modules in front of the first paint (FCP 0.95 s or 1.4 to 1.95 s by run).
 */
function startAfterLoad(nonce: string | undefined, preloads: string[], code: string): string {
  // `<` escaped so no `</script>` or `<!--` inside the carried code can end this script early.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return (
    `let started=false;const start=()=>{if(started)return;started=true;` +
    `for(const href of ${literal(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link);}` +
    `const script=document.createElement('script');script.type='module';${nonce ? `script.nonce=${literal(nonce)};` : ''}script.textContent=${literal(code)};document.head.append(script);};` +
    afterFirstPaintScript +
    `const afterPaint=()=>afterFirstPaint(start);` +
    `if(document.readyState==='complete')afterPaint();else{addEventListener('load',afterPaint,{once:true});setTimeout(start,${hydrationDeadlineMs});}`
  );
}

/** A page whose images hang still becomes interactive after this long. */
export const hydrationDeadlineMs = 3000;

const preloadStart = '<link rel="modulepreload"';

/** Rewrites complete HTML; the module preloads it meets are kept for the hydration script, which comes after them. */
function hydrationRewriter() {
  const preloads: string[] = [];
  return (html: string) => {
    if (!html.includes(preloadStart) && !html.includes(' type="module"')) return html;
    // React Router writes its preloads and scripts at the end of the body: the text before them is left as it is.
    const start = Math.max(0, html.indexOf(preloadStart));
    const rewritten = html
      .slice(start)
      .replace(modulePreload, (_tag, href: string) => {
        preloads.push(href);
        return '';
      })
      .replace(
        moduleScript,
        (_tag, nonce: string | undefined, attributes: string, code: string) =>
          `<script${nonce === undefined ? '' : ` nonce="${nonce}"`} type="module"${attributes}>${startAfterLoad(nonce, preloads, code)}</script>`,
      );
    return html.slice(0, start) + rewritten;
  };
}

/**
 * The server HTML is complete and usable on its own (links navigate, forms post), so the code that hydrates it waits
 * until the page has loaded instead of competing with the styles, font and largest image for a slow connection's
 * first bytes. React Router's module preloads and its hydration script are rewritten into one script that, on the
 * window's load event (or after a deadline), adds the same preloads and runs the same code.
 */
export function deferHydrationIn(html: string): string {
  return hydrationRewriter()(html);
}

/**
 * `deferHydrationIn` for streamed HTML: an unfinished tag, or a hydration script whose end has not arrived, waits for
 * the next chunk.
 */
export function deferHydration(): Transform {
  const decoder = new StringDecoder('utf8');
  const rewrite = hydrationRewriter();
  let pending = '';

  /** How much of the text can be rewritten now: everything before an unfinished tag or hydration script. */
  const completeLength = (text: string) => {
    let end = text.length;
    const lastTag = text.lastIndexOf('<');
    if (lastTag !== -1 && !text.includes('>', lastTag)) end = lastTag;
    const lastScript = text.lastIndexOf('<script');
    if (
      lastScript !== -1 &&
      /^<script[^>]*type="module"/.test(text.slice(lastScript)) &&
      !text.includes('</script>', lastScript)
    )
      end = Math.min(end, lastScript);
    return end;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = pending + decoder.write(chunk);
      const end = completeLength(text);
      pending = text.slice(end);
      done(null, rewrite(text.slice(0, end)));
    },
    flush(done) {
      done(null, rewrite(pending + decoder.end()));
    },
  });
}
