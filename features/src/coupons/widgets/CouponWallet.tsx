import { useCallback, useId, useState } from 'react';
import { Button, Card, CardList, CardTitle, FieldError, Link, Skeleton } from '@storefront/design-system';
import { failureWords, useFormat, useTranslation, type ShopperFailure } from '../../platform';
import { useExternalCoupons } from '../hooks';
import type { CouponProvider } from '../types';
import * as styles from './CouponWallet.css';

export interface CouponWalletProps {
  signInHref?: string;
}

/**
 * The account's coupon wallet: the coupons the shopper requested from partners, and the partners they may still
 * request one from. A new coupon is announced and takes the focus, as the button that asked for it goes away.
 */
export function CouponWallet({ signInHref = '/sign-in?next=/account/coupons' }: CouponWalletProps) {
  const { t } = useTranslation();
  const { signedIn, providers, error, retry, request } = useExternalCoupons();
  const [announcement, setAnnouncement] = useState('');
  const [fresh, setFresh] = useState<string | null>(null);
  const walletId = useId();
  const offersId = useId();
  const held = providers?.filter((provider) => provider.coupon) ?? [];
  const open = providers?.filter((provider) => !provider.coupon) ?? [];

  const onRequested = (provider: CouponProvider, code: string) => {
    setFresh(provider.id);
    setAnnouncement(t('coupons.ready', { name: provider.name, code }));
  };

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('coupons.heading')}</h1>
        <p className={styles.muted}>{t('coupons.intro')}</p>
      </div>
      <p role="status" className={announcement ? styles.muted : styles.quiet}>
        {announcement}
      </p>
      {!signedIn ? (
        <p>
          <Button asChild>
            <a href={signInHref}>{t('coupons.signIn')}</a>
          </Button>
        </p>
      ) : error && !providers ? (
        <div>
          <FieldError role="alert">{failureWords(t, error)}</FieldError>
          <Button variant="secondary" onClick={retry}>
            {t('coupons.retry')}
          </Button>
        </div>
      ) : !providers ? (
        <Skeleton shape="block" height="12rem" />
      ) : (
        <>
          <section aria-labelledby={walletId}>
            <h2 id={walletId}>{t('coupons.wallet')}</h2>
            {held.length === 0 ? (
              <p className={styles.muted}>{t('coupons.wallet.empty')}</p>
            ) : (
              <CardList>
                {held.map((provider) => (
                  <HeldCoupon key={provider.id} provider={provider} focus={fresh === provider.id} />
                ))}
              </CardList>
            )}
          </section>
          <section aria-labelledby={offersId}>
            <h2 id={offersId}>{t('coupons.offers')}</h2>
            {open.length === 0 ? (
              <p className={styles.muted}>{t('coupons.offers.empty')}</p>
            ) : (
              <CardList>
                {open.map((provider) => (
                  <Offer key={provider.id} provider={provider} request={request} onRequested={onRequested} />
                ))}
              </CardList>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function HeldCoupon({ provider, focus }: { provider: CouponProvider; focus: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const coupon = provider.coupon!;
  // The request button this coupon replaces is gone: the keyboard lands on the coupon it brought.
  const focusOnArrival = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (focus) heading?.focus();
    },
    [focus],
  );
  return (
    <Card>
      <CardTitle level={3} ref={focusOnArrival} tabIndex={-1}>
        {provider.name}
      </CardTitle>
      <p className={styles.muted}>{provider.description}</p>
      <p className={styles.muted}>{t('coupons.code')}</p>
      <p className={styles.code}>{coupon.code}</p>
      <p className={styles.muted}>
        {coupon.expiresAt
          ? t('coupons.expires', { date: format.date(coupon.expiresAt) })
          : t('coupons.noExpiry')}
        {' · '}
        {t('coupons.requested', { date: format.date(coupon.requestedAt) })}
      </p>
    </Card>
  );
}

function Offer({
  provider,
  request,
  onRequested,
}: {
  provider: CouponProvider;
  request: ReturnType<typeof useExternalCoupons>['request'];
  onRequested: (provider: CouponProvider, code: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShopperFailure | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    const result = await request(provider.id);
    setBusy(false);
    if (result.ok) onRequested(provider, result.coupon.code);
    else setError(result.failure);
  };
  return (
    <Card>
      <CardTitle level={3}>{provider.name}</CardTitle>
      <p className={styles.muted}>{provider.description}</p>
      {error && <FieldError role="alert">{failureWords(t, error)}</FieldError>}
      <div className={styles.actions}>
        <Button
          loading={busy}
          aria-label={t('coupons.request.from', { name: provider.name })}
          onClick={() => void onClick()}
        >
          {t('coupons.request')}
        </Button>
        {provider.termsUrl && (
          <Link href={provider.termsUrl}>{t('coupons.terms', { name: provider.name })}</Link>
        )}
      </div>
    </Card>
  );
}
