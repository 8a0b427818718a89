import { Suspense, useEffect, useRef } from 'react';
import { useHydrated } from '@storefront/design-system';
import {
  getAnalyticsConsent,
  onceAnalyticsAllowed,
  useConfig,
  lazyWithWords,
} from '@storefront/features/platform';
import {
  BuilderFormActionContext,
  BuilderFormOutcomeContext,
  type BuilderFormOutcome,
} from '@storefront/blocks';
import type { BuilderPageData } from './loader.server';
import { LiveContent, type ContentBreakpoints, type ContentElement } from './LiveContent';
import { trackBuilderEvent } from './tracking';

// The SDK and the editor's registrations load only in the browser, inside the editor's frame.
const EditorPage = lazyWithWords(() => import('./EditorPage'));

/** The content's own breakpoints, which Builder keeps in its meta. */
const breakpointsOf = (content: BuilderPageData['content']) =>
  (content as { meta?: { breakpoints?: ContentBreakpoints } }).meta?.breakpoints;

/** True inside a frame: the page's CSP lets only the shop itself and Builder's editor (frame-ancestors) frame it. */
const framed = () => window.parent !== window;

/**
 * A Builder `page` entry: rendered by the shop on live visits. For Builder's editor the server sends the shop's own
 * rendering of the published (code-stripped) content, and inside the editor's frame the SDK takes over after
 * hydration and draws what the editor sends. Opened on its own, an editor URL stays that published rendering: the
 * SDK would fetch drafts. The server never renders the SDK, which runs the code content carries.
 */
export function BuilderPage({
  content,
  editing,
  formOutcome,
  formAction,
}: Pick<BuilderPageData, 'content' | 'editing'> & {
  /** How a form of the page went, when the page answers its post (forms.server.ts). */
  formOutcome?: BuilderFormOutcome | undefined;
  /** Where the page's forms post: its own route (the router's useFormAction; the home page's is the index route). */
  formAction?: string | undefined;
}) {
  const inBrowser = useHydrated();
  if (!editing)
    return (
      <BuilderFormActionContext.Provider value={formAction}>
        <BuilderFormOutcomeContext.Provider value={formOutcome}>
          <LivePage content={content} />
        </BuilderFormOutcomeContext.Provider>
      </BuilderFormActionContext.Provider>
    );
  // Not tracked: an author's canvas is not a visit.
  const shell = (
    <LiveContent
      elements={(content.data.blocks ?? []) as ContentElement[]}
      breakpoints={breakpointsOf(content)}
    />
  );
  if (!inBrowser || !framed()) return shell;
  return (
    <Suspense fallback={shell}>
      <EditorPage content={content} />
    </Suspense>
  );
}

function LivePage({ content }: Pick<BuilderPageData, 'content'>) {
  const config = useConfig();
  const container = useRef<HTMLDivElement>(null);
  const variationId = (content as { testVariationId?: string }).testVariationId;

  useEffect(() => {
    const visit = { contentId: content.id, ...(variationId ? { variationId } : {}) };
    // Builder's analytics wait for the shopper's answer like ours: the impression is sent once consent is given,
    // and clicks count only while it stands.
    const cancelImpression = onceAnalyticsAllowed(() => trackBuilderEvent(config, 'impression', visit));
    const element = container.current;
    const onClick = (event: MouseEvent) => {
      if (getAnalyticsConsent() === 'granted') {
        trackBuilderEvent(config, 'click', visit, { x: event.clientX, y: event.clientY });
      }
    };
    element?.addEventListener('click', onClick);
    return () => {
      cancelImpression();
      element?.removeEventListener('click', onClick);
    };
  }, [config, content.id, variationId]);

  return (
    <div ref={container}>
      <LiveContent
        elements={(content.data.blocks ?? []) as ContentElement[]}
        breakpoints={breakpointsOf(content)}
      />
    </div>
  );
}
