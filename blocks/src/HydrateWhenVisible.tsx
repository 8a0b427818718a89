import {
  startTransition,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { WidgetStylesheets } from './WidgetStylesheets';

/** Child indexes from `root` down to `element`, to find the same element in the widget's own rendering. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : undefined;
}

/**
 * Keeps the server-rendered markup of a below-the-fold widget as it is and loads and hydrates the widget only when it
 * comes near the viewport, so its code is not part of the first load. The empty `dangerouslySetInnerHTML` with
 * suppressHydrationWarning tells React to leave the server's children in place during hydration.
 *
 * Children may load their code lazily. The one Suspense boundary is here, mounted from the start, and the switch is a
 * transition, so React keeps the server's markup on screen until the code has arrived (a boundary mounted with the
 * children would show its empty fallback, and the widget would vanish meanwhile). The widget's own rendering then
 * replaces the server's markup: a shopper who had already tabbed into it keeps the focus, and a press on one of its
 * buttons (which the server's markup cannot answer) is carried out. `widget` names the lazily loaded widget module,
 * whose stylesheets are linked for the server's markup (WidgetStylesheets).
 */
export function HydrateWhenVisible({ children, widget }: { children: ReactNode; widget?: string }) {
  // The server always renders the widget; so does a browser without IntersectionObserver (nothing to wait for).
  const [visible, setVisible] = useState(
    typeof window === 'undefined' || typeof IntersectionObserver === 'undefined',
  );
  const reached = useRef<{ focused?: number[]; pressed?: number[] }>({});
  const rendered = useRef<HTMLDivElement>(null);

  // A ref rather than an effect: the placeholder appears only once the page around it has hydrated.
  const watch = useCallback((placeholder: HTMLDivElement | null) => {
    if (!placeholder) return undefined;
    const show = () => startTransition(() => setVisible(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      // Start loading a little before the widget scrolls into view.
      { rootMargin: '300px 0px' },
    );
    observer.observe(placeholder);
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) reached.current.focused = pathTo(placeholder, event.target);
      show();
    };
    const focusOut = () => delete reached.current.focused;
    // Links and submit buttons work in the server's markup by themselves; a plain button waits for the widget.
    const press = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest('button[type="button"]');
      if (button && placeholder.contains(button)) reached.current.pressed = pathTo(placeholder, button);
      show();
    };
    placeholder.addEventListener('focusin', focusIn);
    placeholder.addEventListener('focusout', focusOut);
    placeholder.addEventListener('click', press);
    return () => {
      observer.disconnect();
      placeholder.removeEventListener('focusin', focusIn);
      placeholder.removeEventListener('focusout', focusOut);
      placeholder.removeEventListener('click', press);
    };
  }, []);

  useLayoutEffect(() => {
    const root = rendered.current;
    if (!visible || !root) return;
    const { focused, pressed } = reached.current;
    reached.current = {};
    if (focused) elementAt(root, focused)?.focus();
    if (pressed) elementAt(root, pressed)?.click();
  }, [visible]);

  return (
    <>
      {widget ? <WidgetStylesheets module={widget} /> : null}
      <Suspense fallback={null}>
        {visible ? (
          <div ref={rendered}>{children}</div>
        ) : (
          <div ref={watch} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
        )}
      </Suspense>
    </>
  );
}
