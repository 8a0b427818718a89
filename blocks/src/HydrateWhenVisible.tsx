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

const isTyped = (target: EventTarget | null | undefined): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file'].includes(target.type));

/** Gives a field of the widget a value as typing does, so the widget's own state (React's onChange) follows. */
function typeInto(field: HTMLElement | undefined, value: string) {
  if (!isTyped(field)) return;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTicked = (target: EventTarget | null | undefined): target is HTMLInputElement =>
  target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type);

interface Reached {
  focused?: number[];
  pressed?: number[];
  /** What was typed into the server's markup, by field. */
  typed?: Map<string, string>;
  /** Boxes and choices ticked or unticked in the server's markup, by field. */
  ticked?: Map<string, boolean>;
  /** A form sent from the server's markup: sent again by the widget, with its own checks. */
  submitted?: number[];
}

/**
 * Keeps the server-rendered markup of a below-the-fold widget as it is and loads and hydrates the widget only when it
 * comes near the viewport, so its code is not part of the first load. The empty `dangerouslySetInnerHTML` with
 * suppressHydrationWarning tells React to leave the server's children in place during hydration.
 *
 * Children may load their code lazily. The one Suspense boundary is here, mounted from the start, and the switch is a
 * transition, so React keeps the server's markup on screen until the code has arrived (a boundary mounted with the
 * children would show its empty fallback, and the widget would vanish meanwhile). The widget's own rendering then
 * replaces the server's markup: a shopper who had already tabbed into it keeps the focus and what they typed or ticked, a press
 * on one of its buttons (which the server's markup cannot answer) is carried out, and a form they sent is sent by the
 * widget, with its own checks. `widget` names the lazily loaded widget module,
 * whose stylesheets are linked for the server's markup (WidgetStylesheets).
 */
export function HydrateWhenVisible({ children, widget }: { children: ReactNode; widget?: string }) {
  // The server always renders the widget; so does a browser without IntersectionObserver (nothing to wait for).
  const [visible, setVisible] = useState(
    typeof window === 'undefined' || typeof IntersectionObserver === 'undefined',
  );
  const reached = useRef<Reached>({});
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
    // Links work in the server's markup by themselves; a plain button waits for the widget (a form's sending too).
    const press = (event: MouseEvent) => {
      const button = event.target instanceof Element && event.target.closest('button[type="button"]');
      if (button && placeholder.contains(button)) reached.current.pressed = pathTo(placeholder, button);
      show();
    };
    const typed = (event: Event) => {
      if (isTicked(event.target))
        (reached.current.ticked ??= new Map()).set(
          pathTo(placeholder, event.target).join('/'),
          event.target.checked,
        );
      if (!isTyped(event.target)) return;
      (reached.current.typed ??= new Map()).set(
        pathTo(placeholder, event.target).join('/'),
        event.target.value,
      );
    };
    // A form sent before the widget's code is in waits for it, so what was typed is neither posted unchecked nor lost.
    const submit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      reached.current.submitted = pathTo(placeholder, event.target);
      show();
    };
    placeholder.addEventListener('focusin', focusIn);
    placeholder.addEventListener('focusout', focusOut);
    placeholder.addEventListener('click', press);
    placeholder.addEventListener('input', typed);
    placeholder.addEventListener('submit', submit);
    return () => {
      observer.disconnect();
      placeholder.removeEventListener('focusin', focusIn);
      placeholder.removeEventListener('focusout', focusOut);
      placeholder.removeEventListener('click', press);
      placeholder.removeEventListener('input', typed);
      placeholder.removeEventListener('submit', submit);
    };
  }, []);

  useLayoutEffect(() => {
    const root = rendered.current;
    if (!visible || !root) return;
    const { focused, pressed, typed, ticked, submitted } = reached.current;
    reached.current = {};
    for (const [path, value] of typed ?? []) typeInto(elementAt(root, path.split('/').map(Number)), value);
    // A click, as the shopper's was: the widget's own state follows its change event.
    for (const [path, checked] of ticked ?? []) {
      const box = elementAt(root, path.split('/').map(Number));
      if (isTicked(box) && box.checked !== checked) box.click();
    }
    if (focused) elementAt(root, focused)?.focus();
    if (pressed) elementAt(root, pressed)?.click();
    const form = submitted && elementAt(root, submitted);
    // Sent once the widget has taken in what was typed (its state follows the input events on its next render).
    if (form instanceof HTMLFormElement) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
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
