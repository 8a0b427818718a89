import { expect, openPage, test } from './support/test';
import { accountBackends, declineCookies, expectNoAxeViolations, signIn } from './support/accounts';

for (const backend of accountBackends) {
  test(`invoice: the order page downloads the invoice by keyboard, with no token in any address (${backend} backend)`, async ({
    browser,
  }) => {
    const page = await openPage(browser);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/sign-in');
    await declineCookies(page);
    await signIn(page, backend, 'ada@example.com');
    await page.goto('/account/orders/000000001');
    await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    const download = page.getByRole('button', { name: 'Download invoice (PDF)' });

    if (backend === 'older') {
      // The older account backend has no invoice call: nothing is offered that could only fail.
      await expect(download).toHaveCount(0);
      return;
    }
    await download.focus();
    const file = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await file).suggestedFilename()).toBe('invoice-000000001.pdf');
    const bytes = await (await file).createReadStream().then(
      (stream) =>
        new Promise<string>((resolve) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        }),
    );
    expect(bytes.startsWith('%PDF-')).toBe(true);
    await expect(
      page.getByRole('status').filter({ hasText: 'The invoice for order 000000001 is downloading.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}').ciam_token as string,
    );
    expect(token).toBeTruthy();
    expect(addresses.filter((address) => address.includes(token))).toEqual([]);
  });
}
