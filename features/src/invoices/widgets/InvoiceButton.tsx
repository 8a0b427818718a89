import { Button, FieldError } from '@storefront/design-system';
import { failureWords, useConfig, useTranslation } from '../../platform';
import { offersInvoices } from '../api';
import { useInvoiceDownload } from '../hooks';
import * as styles from './InvoiceButton.css';

export interface InvoiceButtonProps {
  orderNumber: string;
  /** The site's download route; `{number}` is replaced by the order number. */
  route?: string;
}

/** Downloads the order's invoice as a PDF; shown to a signed-in shopper on the newer account backend only. */
export function InvoiceButton({
  orderNumber,
  route = '/account/orders/{number}/invoice',
}: InvoiceButtonProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { signedIn, state, failure, download } = useInvoiceDownload(
    orderNumber,
    route.replace('{number}', encodeURIComponent(orderNumber)),
  );
  if (!signedIn || !offersInvoices(config)) return null;
  return (
    <div className={styles.download}>
      <Button variant="secondary" loading={state === 'downloading'} onClick={() => void download()}>
        {t('invoices.download')}
      </Button>
      {state === 'failed' && failure ? (
        <FieldError role="alert">{failureWords(t, failure)}</FieldError>
      ) : (
        <p role="status" className={styles.status}>
          {state === 'done' ? t('invoices.ready', { number: orderNumber }) : ''}
        </p>
      )}
    </div>
  );
}
