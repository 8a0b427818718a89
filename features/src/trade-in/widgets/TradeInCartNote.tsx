import { useFormat, useTranslation } from '../../platform';
import { useTradeInProgramme } from '../hooks';
import { qualifyingCategory } from '../types';
import * as styles from './TradeIn.css';

/** A cart line's note that its device qualifies for trade-in; nothing for any other line. */
export function TradeInCartNote({ categoryIds }: { categoryIds: readonly string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { programme } = useTradeInProgramme();
  if (!programme || !qualifyingCategory(programme, categoryIds)) return null;
  return <p className={styles.note}>{t('tradeIn.cartLine', { credit: format.money(programme.credit) })}</p>;
}
