import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider, useTranslation } from './TranslationProvider';

function PromoError({ fallback }: { fallback?: string }) {
  const { t } = useTranslation();
  return <p>{t('cart.checkout.error.promo_code', {}, fallback)}</p>;
}

function Reduced() {
  const { t } = useTranslation();
  return <p>{t('cart.merge.reduced', { name: 'Amber', quantity: 2, reason: 'limit' })}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('TranslationProvider', () => {
  it('i18n: inside the provider the English dictionary gives the words', () => {
    const { container } = render(
      <TranslationProvider>
        <PromoError />
        <Reduced />
      </TranslationProvider>,
    );
    expect(container.textContent).toBe(
      'This promo code cannot be applied.Amber: quantity reduced to 2 (limit).',
    );
  });

  it('i18n: a provider given another dictionary uses it', () => {
    const { container } = render(
      <TranslationProvider
        dictionary={{ 'cart.checkout.error.promo_code': 'Gutschein ungültig.' }}
        locale="de"
      >
        <PromoError />
      </TranslationProvider>,
    );
    expect(container.textContent).toBe('Gutschein ungültig.');
  });

  it('i18n: outside a provider it logs "no dictionary provided" at debug level and shows the key', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { container } = render(<PromoError />);
    expect(debug).toHaveBeenCalledWith('no dictionary provided');
    expect(container.textContent).toBe('cart.checkout.error.promo_code');
  });

  it('i18n: outside a provider a given fallback is shown', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { container } = render(<PromoError fallback="This code cannot be used." />);
    expect(container.textContent).toBe('This code cannot be used.');
  });
});
