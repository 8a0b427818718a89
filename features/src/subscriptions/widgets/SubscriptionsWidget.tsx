import { useId, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, Dialog, DialogClose, Select, TextField } from '@storefront/design-system';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { useSubscriptions, type SubscriptionOutcome } from '../hooks';
import {
  actionsFor,
  type Subscription,
  type SubscriptionAction,
  type SubscriptionProductChange,
} from '../types';
import * as styles from './SubscriptionsWidget.css';

export interface SubscriptionsWidgetProps {
  /** Where a guest goes to sign in; the route decides. */
  signInHref?: string;
}

/**
 * The shopper's subscriptions (spec section 2, subscription management): what is delivered, how often, when next, the
 * price and the card; pause, resume and cancel after a confirmation that says what happens; products and quantities
 * changed within the configuration's limits.
 */
export function SubscriptionsWidget({
  signInHref = '/sign-in?next=/account/subscriptions',
}: SubscriptionsWidgetProps) {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const headingId = useId();

  if (!subscriptions.signedIn) {
    return (
      <p>
        <a href={signInHref}>{t('subscriptions.signIn')}</a>
      </p>
    );
  }

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('subscriptions.heading')}
      </h2>
      {subscriptions.loadFailed ? (
        <div role="alert">
          <p className={styles.alert}>{t('subscriptions.loadFailed')}</p>
          <Button variant="secondary" onClick={subscriptions.retry}>
            {t('subscriptions.retry')}
          </Button>
        </div>
      ) : !subscriptions.subscriptions ? (
        <p role="status">{t('platform.loading')}</p>
      ) : subscriptions.subscriptions.length === 0 ? (
        <p>{t('subscriptions.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {subscriptions.subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              busy={subscriptions.busy === subscription.id}
              act={(action) => subscriptions.act(subscription, action)}
              update={(products) => subscriptions.update(subscription, products)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export interface SubscriptionCardProps {
  subscription: Subscription;
  busy: boolean;
  act: (action: SubscriptionAction) => Promise<SubscriptionOutcome>;
  update: (products: SubscriptionProductChange[]) => Promise<SubscriptionOutcome>;
}

export function SubscriptionCard({ subscription, busy, act, update }: SubscriptionCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [outcome, setOutcome] = useState<SubscriptionOutcome | undefined>();
  // The button that opened the confirmation goes away with the status it belonged to: focus returns to the title.
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { name, status } = subscription;

  const run = async (action: SubscriptionAction) => {
    const result = await act(action);
    setOutcome(result);
    title.current?.focus();
  };

  return (
    <li className={styles.card}>
      <h3 ref={title} id={titleId} tabIndex={-1} className={styles.title}>
        {name}
        <Badge tone={status === 'active' ? 'success' : status === 'paused' ? 'accent' : 'neutral'}>
          {t('subscriptions.status', { status })}
        </Badge>
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('subscriptions.delivered')}</dt>
        <dd className={styles.value}>
          <ul className={styles.lines}>
            {subscription.lines.map((line) => (
              <li key={line.sku}>
                {t('subscriptions.line', { quantity: line.quantity, name: line.name })}
                {line.options.length > 0 && ` (${line.options.map((option) => option.value).join(', ')})`}
              </li>
            ))}
          </ul>
        </dd>
        <dt className={styles.term}>{t('subscriptions.often')}</dt>
        <dd className={styles.value}>{t('subscriptions.frequency', subscription.frequency)}</dd>
        <dt className={styles.term}>{t('subscriptions.next')}</dt>
        <dd className={styles.value}>
          {subscription.nextDelivery
            ? format.date(subscription.nextDelivery)
            : t('subscriptions.next.none', { status })}
        </dd>
        <dt className={styles.term}>{t('subscriptions.price')}</dt>
        <dd className={styles.value}>{format.money(subscription.price)}</dd>
        <dt className={styles.term}>{t('subscriptions.card')}</dt>
        <dd className={styles.value}>
          {subscription.card
            ? t('subscriptions.card.saved', { ...subscription.card })
            : t('subscriptions.card.none')}
        </dd>
      </dl>
      {outcome && !outcome.ok && (
        <p role="alert" className={styles.alert}>
          {failureWords(t, outcome.failure)}
        </p>
      )}
      <p role="status" className={styles.done}>
        {outcome?.ok ? t(`subscriptions.${outcome.change}.done`, { name: outcome.name }) : ''}
      </p>
      {actionsFor(status).length > 0 && (
        <div className={styles.actions}>
          {actionsFor(status).map((action) => (
            <Dialog
              key={action}
              title={t(`subscriptions.${action}.title`, { name })}
              description={t(`subscriptions.${action}.description`)}
              trigger={
                <Button variant={action === 'cancel' ? 'secondary' : 'primary'} loading={busy}>
                  {t(`subscriptions.${action}`, { name })}
                </Button>
              }
              footer={
                <>
                  <DialogClose asChild>
                    <Button variant="secondary">{t(`subscriptions.${action}.keep`)}</Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button onClick={() => void run(action)}>{t(`subscriptions.${action}.confirm`)}</Button>
                  </DialogClose>
                </>
              }
            />
          ))}
        </div>
      )}
      {status !== 'cancelled' && (
        <ChangeProductsForm
          subscription={subscription}
          titleId={titleId}
          busy={busy}
          update={async (products) => {
            const result = await update(products);
            setOutcome(result);
            return result;
          }}
        />
      )}
    </li>
  );
}

interface LineDraft {
  sku: string;
  quantity: string;
  options: SubscriptionProductChange['options'];
}

/** Each line's product and quantity; what was typed stays after a refusal, to correct it. */
function ChangeProductsForm({
  subscription,
  titleId,
  busy,
  update,
}: {
  subscription: Subscription;
  /** The subscription's title: each subscription's form is named apart ("Change products, Monthly sticks"). */
  titleId: string;
  busy: boolean;
  update: (products: SubscriptionProductChange[]) => Promise<SubscriptionOutcome>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [drafts, setDrafts] = useState<LineDraft[]>(() =>
    subscription.lines.map((line) => ({
      sku: line.sku,
      quantity: String(line.quantity),
      options: line.options,
    })),
  );
  const [errors, setErrors] = useState<Array<string | undefined>>([]);
  const limitsOf = (sku: string) => subscription.choices.find((choice) => choice.sku === sku);

  const edit = (index: number, change: Partial<LineDraft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = drafts.map((draft) => {
      const limits = limitsOf(draft.sku);
      const quantity = Number(draft.quantity);
      if (!limits) return undefined;
      const inRange =
        Number.isInteger(quantity) && quantity >= limits.minQuantity && quantity <= limits.maxQuantity;
      return inRange
        ? undefined
        : t('subscriptions.update.quantityOutOfRange', { min: limits.minQuantity, max: limits.maxQuantity });
    });
    setErrors(found);
    if (found.some(Boolean)) return;
    await update(
      drafts.map((draft) => ({ sku: draft.sku, options: draft.options, quantity: Number(draft.quantity) })),
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${headingId} ${titleId}`}
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={headingId} className={styles.heading}>
        {t('subscriptions.update.heading')}
      </h4>
      {drafts.map((draft, index) => {
        const limits = limitsOf(draft.sku);
        return (
          <div key={index} className={styles.form}>
            {subscription.choices.length > 1 && (
              <Select
                label={t('subscriptions.update.product')}
                value={draft.sku}
                // Another product's options differ: they start empty.
                onValueChange={(sku) => edit(index, { sku, options: sku === draft.sku ? draft.options : [] })}
                options={subscription.choices.map((choice) => ({ value: choice.sku, label: choice.name }))}
              />
            )}
            <TextField
              label={`${t('subscriptions.update.quantity')}: ${limits?.name ?? draft.sku}`}
              type="number"
              inputMode="numeric"
              min={limits?.minQuantity}
              max={limits?.maxQuantity}
              hint={
                limits &&
                t('subscriptions.update.quantityHint', { min: limits.minQuantity, max: limits.maxQuantity })
              }
              error={errors[index]}
              value={draft.quantity}
              onChange={(event) => edit(index, { quantity: event.target.value })}
            />
          </div>
        );
      })}
      <Button type="submit" variant="secondary" loading={busy}>
        {t('subscriptions.update.save')}
      </Button>
    </form>
  );
}
