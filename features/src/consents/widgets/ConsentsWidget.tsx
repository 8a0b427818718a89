import { useState } from 'react';
import { Button, Checkbox } from '@storefront/design-system';
import { failureWords, useTranslation } from '../../platform';
import { useConsents } from '../hooks';
import type { Purpose, PurposeGrouping } from '../types';
import * as styles from './ConsentsWidget.css';

/** Communication consents by category (spec section 2), saved together; choices stay selected if saving fails. */
export function ConsentsWidget({
  signInHref = '/sign-in?next=/account',
  groupBy = 'category',
}: {
  signInHref?: string;
  /** Spec section 2: purposes grouped by category (default) or by the consent service's sections. */
  groupBy?: PurposeGrouping;
}) {
  const { t } = useTranslation();
  const consents = useConsents({ groupBy });
  if (!consents.signedIn) {
    return (
      <p>
        <a href={signInHref}>{t('consents.signIn')}</a>
      </p>
    );
  }
  if (consents.loadFailure) {
    return (
      <div role="alert">
        <p className={styles.alert}>{failureWords(t, consents.loadFailure)}</p>
        <Button variant="secondary" onClick={consents.retry}>
          {t('consents.retry')}
        </Button>
      </div>
    );
  }
  if (!consents.groups || !consents.purposes) return <p role="status">…</p>;
  return (
    <ConsentsForm
      key={consents.purposes.map((purpose) => `${purpose.id}:${purpose.accepted}`).join()}
      {...consents}
      purposes={consents.purposes}
      groups={consents.groups}
    />
  );
}

type ConsentsState = ReturnType<typeof useConsents>;

function ConsentsForm({
  purposes,
  groups,
  save,
  isSaving,
  saveFailure,
  saved,
}: ConsentsState & { purposes: Purpose[]; groups: NonNullable<ConsentsState['groups']> }) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(
    () => new Set(purposes.filter((purpose) => purpose.accepted).map((purpose) => purpose.id)),
  );
  const toggle = (id: string, on: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <form
      className={styles.form}
      aria-labelledby="consents-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save(purposes, accepted);
      }}
    >
      <h2 id="consents-heading">{t('consents.heading')}</h2>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend className={styles.legend}>
            {group.section?.name ?? t(`consents.category.${group.category}`, undefined, group.category)}
          </legend>
          {group.section?.description && <p>{group.section.description}</p>}
          {group.purposes.map((purpose) => (
            <Checkbox
              key={purpose.id}
              label={purpose.mandatory ? `${purpose.title} (${t('consents.required')})` : purpose.title}
              hint={purpose.description}
              checked={purpose.mandatory || accepted.has(purpose.id)}
              disabled={purpose.mandatory}
              onCheckedChange={(checked) => toggle(purpose.id, checked === true)}
            />
          ))}
        </fieldset>
      ))}
      {saveFailure && (
        <p role="alert" className={styles.alert}>
          {failureWords(t, saveFailure)}
        </p>
      )}
      <p role="status" className={styles.saved}>
        {saved && !saveFailure ? t('consents.saved') : ''}
      </p>
      <Button type="submit" loading={isSaving}>
        {t('consents.save')}
      </Button>
    </form>
  );
}
