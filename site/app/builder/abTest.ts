/**
 * A/B tests of Builder content, decided on the server so the first paint already shows the visitor's variation.
 * The cookie is Builder's own (`builder.tests.<contentId>` = variation id, 30 days), so the SDK in the browser reads
 * the same assignment.
 */
import { parseCookie } from 'cookie';
import { servedOverHttps } from '../lib/config.server';
import { builderTestCookiePrefix } from '../lib/pageCookies';

interface Variation<D> {
  id?: string;
  name?: string;
  testRatio?: number;
  data?: D;
}

export interface TestedContent<D = unknown> {
  id: string;
  data: D;
  testRatio?: number;
  variations?: Record<string, Variation<D> | undefined>;
}

export const testCookieName = (contentId: string) => `${builderTestCookiePrefix}${contentId}`;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

export interface ChosenVariation<C> {
  content: C;
  /** Set-Cookie value when the visitor was assigned just now. */
  setCookie?: string;
}

/**
 * Picks the visitor's variation: the one named by the cookie when it still exists, otherwise a random one weighted by
 * testRatio (the default content keeps what the variations leave). The chosen data replaces the content's data and the
 * variations are dropped, so the page renders exactly one variation on the server and in the browser.
 */
export function chooseVariation<D, C extends TestedContent<D>>(
  content: C,
  cookieHeader: string | null,
  random: () => number = Math.random,
): ChosenVariation<C> {
  const variations = Object.values(content.variations ?? {}).filter(
    (variation): variation is Variation<D> & { id: string } => Boolean(variation?.id),
  );
  if (variations.length === 0) return { content };
  const name = testCookieName(content.id);
  const remembered = parseCookie(cookieHeader ?? '')[name];
  const known = remembered === content.id || variations.some((variation) => variation.id === remembered);
  let chosenId = known ? remembered! : content.id;
  if (!known) {
    let threshold = random();
    for (const variation of variations) {
      threshold -= variation.testRatio ?? 0;
      if (threshold < 0) {
        chosenId = variation.id;
        break;
      }
    }
  }
  const chosen = variations.find((variation) => variation.id === chosenId);
  const served: C = {
    ...content,
    data: chosen?.data ?? content.data,
    variations: {},
    testVariationId: chosenId,
    testVariationName: chosen ? (chosen.name ?? '') : 'Default variation',
  };
  return {
    content: served,
    ...(known
      ? {}
      : {
          setCookie: `${name}=${encodeURIComponent(chosenId)}; Path=/; Max-Age=${THIRTY_DAYS_S}; SameSite=Lax${
            servedOverHttps() ? '; Secure' : ''
          }`,
        }),
  };
}
