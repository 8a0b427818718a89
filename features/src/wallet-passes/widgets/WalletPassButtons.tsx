import { Button, FieldError } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { walletTypes } from '../api';
import { useWalletPass } from '../hooks';
import * as styles from './WalletPassButtons.css';

export interface WalletPassButtonsProps {
  /** How the pass's address is followed (the page fetches it as a download by default). */
  open?: (url: string) => void;
}

/** The loyalty card offered for Apple and Google wallets; for a signed-in shopper on the newer account backend. */
export function WalletPassButtons({ open }: WalletPassButtonsProps) {
  const { t } = useTranslation();
  const { offered, pending, failed, add } = useWalletPass(open);
  if (!offered) return null;
  return (
    <div className={styles.section}>
      <p className={styles.text}>{t('walletPasses.intro')}</p>
      <div className={styles.buttons}>
        {walletTypes.map((type) => (
          <Button key={type} variant="secondary" loading={pending === type} onClick={() => void add(type)}>
            {t(`walletPasses.add.${type}`)}
          </Button>
        ))}
      </div>
      {failed && <FieldError role="alert">{t('walletPasses.error')}</FieldError>}
    </div>
  );
}
