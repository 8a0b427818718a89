import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Keeps the server-rendered markup of a below-the-fold widget as it is and loads and hydrates the widget only when it
 * comes near the viewport, so its code is not part of the first load. The empty `dangerouslySetInnerHTML` with
 * suppressHydrationWarning tells React to leave the server's children in place during hydration.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The server always renders the widget; so does a browser without IntersectionObserver (nothing to wait for).
  const [visible, setVisible] = useState(
    typeof window === 'undefined' || typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      // Start loading a little before the widget scrolls into view.
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) return <div ref={ref}>{children}</div>;
  return <div ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
