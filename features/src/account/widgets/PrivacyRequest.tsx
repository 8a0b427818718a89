import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStoredUser, lazyWithWords } from '../../platform';
import type { PostedForm } from './postedForm';
import { PrivacyRequestFields, type PrivacyRequestBinding } from './PrivacyRequestFields';
import type { PrivacyRequestValues } from './privacyRequestSchema';

const PrivacyRequestForm = lazyWithWords(() =>
  import('./PrivacyRequestForm').then((form) => ({ default: form.PrivacyRequestForm })),
);

type Typed = Partial<PrivacyRequestValues>;

/**
 * The privacy request as the account page first shows it: the same form in plain HTML, which posts to its route like
 * the server HTML always did. Its form library and schemas load only once the shopper comes near it (scrolls to it,
 * points at it, tabs into it), so the account's first load leaves them out. What was typed and where focus was move
 * into the full form when it arrives.
 */
export function PrivacyRequest({ posted }: { posted?: PostedForm<PrivacyRequestValues> }) {
  const box = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<Typed>({});
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const [wanted, setWanted] = useState(false);
  // A transition keeps the plain form on screen while the code loads: no fallback, no shift.
  const want = () => startTransition(() => setWanted(true));

  useEffect(() => {
    const element = box.current;
    if (wanted || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    // Only once the shopper scrolls: before that the page is still filling in above the form and may be short.
    const watch = () => observer.observe(element);
    window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [wanted]);

  // One boundary, shown from the start: a transition never hides what it already shows, so the plain form stays
  // until the full one is ready.
  return (
    <div ref={box} {...(wanted ? {} : { onPointerEnter: want, onTouchStart: want })}>
      <Suspense fallback={null}>
        {wanted ? (
          <>
            <PrivacyRequestForm
              Fields={PrivacyRequestFields}
              posted={{ ...posted, values: { ...posted?.values, ...typed } }}
            />
            <RestoreFocus box={box} selector={focused} />
          </>
        ) : (
          <PlainPrivacyRequestForm
            posted={posted}
            onFocus={(selector) => {
              setFocused(selector);
              want();
            }}
            onTyped={(values) => setTyped((before) => ({ ...before, ...values }))}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The field the shopper was in before the full form replaced the plain one has focus again. */
function RestoreFocus({ box, selector }: { box: React.RefObject<HTMLDivElement | null>; selector?: string }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    // Focus left only if the plain form's field it was in is gone (browsers then fall back to the body).
    if (!selector || (active && active !== document.body && active.isConnected)) return;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [box, selector]);
  return null;
}

function PlainPrivacyRequestForm({
  posted,
  onFocus,
  onTyped,
}: {
  posted?: PostedForm<PrivacyRequestValues>;
  onFocus: (selector: string | undefined) => void;
  onTyped: (values: Typed) => void;
}) {
  const stored = useStoredUser();
  const values = posted?.values;
  const errors = posted?.fieldErrors ?? {};
  const [types, setTypes] = useState(values?.requestTypes ?? []);
  // Plain inputs that keep what is typed: the form posts to its route without any script.
  const starting = { firstName: stored?.first_name, lastName: stored?.last_name, email: stored?.email };
  const bind: PrivacyRequestBinding = {
    text: (name) => ({ name, error: errors[name], defaultValue: values?.[name] ?? starting[name] ?? '' }),
    requestTypes: {
      value: types,
      onChange: (next) => {
        setTypes(next);
        onTyped({ requestTypes: next });
      },
      error: errors['requestTypes'],
    },
  };
  return (
    <PrivacyRequestFields
      on={{
        onFocus: (event) => {
          const target = event.target as HTMLElement;
          const name = target.getAttribute('name');
          const value = target.getAttribute('value');
          onFocus(
            target.getAttribute('role') === 'checkbox' && value
              ? `[role="checkbox"][value="${value}"]`
              : name
                ? `[name="${name}"]`
                : undefined,
          );
        },
        onInput: (event) => {
          const target = event.target as HTMLInputElement;
          if (target.type === 'text' || target.type === 'email') onTyped({ [target.name]: target.value });
        },
      }}
      bind={bind}
      error={posted?.error}
      done={posted?.done === true}
    />
  );
}
