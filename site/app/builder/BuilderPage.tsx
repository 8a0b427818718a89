import { lazy, Suspense, useEffect, useRef } from 'react';
import { getAnalyticsConsent, subscribeToAnalyticsConsent, useConfig } from '@storefront/features/platform';
import type { BuilderPageData } from './loader.server';
import { LiveContent, type ContentElement } from './LiveContent';
import { trackBuilderEvent } from './tracking';

// The SDK and the editor's registrations load only when the page is being edited or previewed.
const EditorPage = lazy(() => import('./EditorPage'));

/** A Builder `page` entry: rendered by the shop on live visits, by the SDK in the editor and in previews. */
export function BuilderPage({
  content,
  editing,
  preview,
}: Pick<BuilderPageData, 'content' | 'editing' | 'preview'>) {
  if (editing || preview) {
    return (
      <Suspense fallback={null}>
        <EditorPage content={content} editing={editing} />
      </Suspense>
    );
  }
  return <LivePage content={content} />;
}

function LivePage({ content }: Pick<BuilderPageData, 'content'>) {
  const config = useConfig();
  const container = useRef<HTMLDivElement>(null);
  const variationId = (content as { testVariationId?: string }).testVariationId;

  useEffect(() => {
    const visit = { contentId: content.id, ...(variationId ? { variationId } : {}) };
    // Builder's analytics wait for the shopper's answer like ours: the impression is sent once consent is given,
    // and clicks count only while it stands.
    let impressionSent = false;
    const sendImpression = () => {
      if (impressionSent || getAnalyticsConsent() !== 'granted') return;
      impressionSent = true;
      trackBuilderEvent(config, 'impression', visit);
    };
    sendImpression();
    const unsubscribe = subscribeToAnalyticsConsent(sendImpression);
    const element = container.current;
    const onClick = (event: MouseEvent) => {
      if (getAnalyticsConsent() === 'granted') {
        trackBuilderEvent(config, 'click', visit, { x: event.clientX, y: event.clientY });
      }
    };
    element?.addEventListener('click', onClick);
    return () => {
      unsubscribe();
      element?.removeEventListener('click', onClick);
    };
  }, [config, content.id, variationId]);

  return (
    <div ref={container}>
      <LiveContent elements={(content.data.blocks ?? []) as ContentElement[]} />
    </div>
  );
}
