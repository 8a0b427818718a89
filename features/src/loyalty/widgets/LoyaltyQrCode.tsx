import { Suspense, useId } from 'react';
import { PanelIntro, PanelSubtitle, Skeleton } from '@storefront/design-system';
import { useTranslation, lazyWithWords } from '../../platform';
import { WalletPassButtons } from '../../wallet-passes/widgets';
import { useLoyaltyApi } from '../hooks';
import * as styles from './LoyaltyWidget.css';

// Its own chunk, so only the pages that show the code load the QR library.
const QRCodeSVG = lazyWithWords(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

/** The signed-in shopper's loyalty QR code (their uuid), shown in stores to collect points. */
export function LoyaltyQrCode() {
  const { t } = useTranslation();
  const { uuid } = useLoyaltyApi();
  const headingId = useId();
  if (!uuid) return null;
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <PanelSubtitle id={headingId}>{t('loyalty.qr.heading')}</PanelSubtitle>
      <PanelIntro>{t('loyalty.qr.intro')}</PanelIntro>
      <Suspense fallback={<Skeleton shape="block" height="10rem" />}>
        <QRCodeSVG value={uuid} size={160} marginSize={2} role="img" aria-label={t('loyalty.qr.label')} />
      </Suspense>
      <WalletPassButtons />
    </section>
  );
}
