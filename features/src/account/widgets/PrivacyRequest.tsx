import { lazy, startTransition, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Checkbox, FormMessage, TextField } from '@storefront/design-system';
import { useStoredUser, useTranslation } from '../../platform';
import { FORM_FIELD, PRIVACY_REQUEST_FORM, privacyRequestTypes } from './formNames';
import type { PostedForm } from './postedForm';
import type { PrivacyRequestValues } from './privacyRequestSchema';
import * as styles from './forms.css';

const PrivacyRequestForm = lazy(() =>
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
            <PrivacyRequestForm posted={{ ...posted, values: { ...posted?.values, ...typed } }} />
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
  const { t } = useTranslation();
  const stored = useStoredUser();
  const headingId = useId();
  const typesId = useId();
  const values = posted?.values;
  const errors = posted?.fieldErrors ?? {};
  const [types, setTypes] = useState(values?.requestTypes ?? []);
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onFocus={(event) => {
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
      }}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.type === 'text' || target.type === 'email') onTyped({ [target.name]: target.value });
      }}
    >
      <h2 id={headingId}>{t('account.privacy.heading')}</h2>
      <input type="hidden" name={FORM_FIELD} value={PRIVACY_REQUEST_FORM} />
      {posted?.error && (
        <FormMessage role="alert" tone="danger">
          {posted.error}
        </FormMessage>
      )}
      <TextField
        label={t('account.privacy.firstName')}
        autoComplete="given-name"
        error={errors['firstName']}
        name="firstName"
        defaultValue={values?.firstName ?? stored?.first_name ?? ''}
      />
      <TextField
        label={t('account.privacy.lastName')}
        autoComplete="family-name"
        error={errors['lastName']}
        name="lastName"
        defaultValue={values?.lastName ?? stored?.last_name ?? ''}
      />
      <TextField
        label={t('account.privacy.email')}
        type="email"
        autoComplete="email"
        error={errors['email']}
        name="email"
        defaultValue={values?.email ?? stored?.email ?? ''}
      />
      <fieldset className={styles.section} aria-describedby={errors['requestTypes'] ? typesId : undefined}>
        <legend>{t('account.privacy.requestTypes')}</legend>
        {privacyRequestTypes.map((type) => (
          <Checkbox
            key={type}
            label={t(`account.privacy.type.${type}`)}
            name="requestTypes"
            value={type}
            checked={types.includes(type)}
            aria-invalid={errors['requestTypes'] ? true : undefined}
            onCheckedChange={(checked) => {
              const next = checked === true ? [...types, type] : types.filter((value) => value !== type);
              setTypes(next);
              onTyped({ requestTypes: next });
            }}
          />
        ))}
        {errors['requestTypes'] && (
          <FormMessage id={typesId} role="alert" tone="danger">
            {errors['requestTypes']}
          </FormMessage>
        )}
      </fieldset>
      <FormMessage role="status" tone={posted?.done ? 'success' : undefined}>
        {posted?.done ? t('account.privacy.sent') : ''}
      </FormMessage>
      <Button type="submit">{t('account.privacy.submit')}</Button>
    </form>
  );
}
