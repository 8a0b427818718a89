import { expect, test } from './support/test';
import { accountBackends, newShopper, register } from './support/accounts';
import { tabTo } from './support/keyboard';

for (const backend of accountBackends)
  test(`newsletter (${backend} backend): the account page shows the status and topics saved after a reload, a topic left unticked is left, and leaving is kept, by keyboard`, async ({
    page,
  }) => {
    const shopper = newShopper('Nora', 'Letter');
    await register(page, backend, shopper);
    await page.goto('/account/newsletter');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(shopper.email);
    // Every topic is offered ticked to a shopper who has none yet; she leaves one out.
    await tabTo(page, page.getByRole('checkbox', { name: 'Offers and news' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /agree/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save my topics' }));
    await page.keyboard.press('Enter');
    const saved = 'You are subscribed to New devices and flavours and Club rewards and events.';
    await expect(page.getByRole('status')).toContainText(saved);

    await page.reload();
    await expect(page.getByRole('status')).toContainText(saved);
    await tabTo(page, page.getByRole('button', { name: 'Change topics' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name: 'Offers and news' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Club rewards and events' })).toBeChecked();
    // Now only the club: the devices topic is left at the service, not only unticked here.
    await tabTo(page, page.getByRole('checkbox', { name: 'New devices and flavours' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /agree/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save my topics' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('You are subscribed to Club rewards and events.');
    await page.reload();
    await expect(page.getByRole('status')).toContainText('You are subscribed to Club rewards and events.');

    await tabTo(page, page.getByRole('button', { name: 'Unsubscribe' }));
    await page.keyboard.press('Enter');
    const left = 'You are unsubscribed. We will send you no more of these e-mails.';
    await expect(page.getByRole('status')).toHaveText(left);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(left);
  });
