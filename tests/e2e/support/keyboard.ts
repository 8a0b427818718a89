import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `limit` presses, so an
 * element that Tab never reaches is a failed test, not a hang.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  // Waiting first also makes an ambiguous locator fail here, loudly, instead of never matching the focus.
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused({
    timeout: 1,
  });
}

/**
 * Presses an arrow key in a radio group and holds it until `target` has the focus, as a person's key stays down for a
 * moment. Radix moves the focus a task after keydown and checks the radio on that focus only while the key is still
 * down; a machine-quick press on a busy page lets the keyup in first, so the focus moves and nothing is chosen.
 */
export async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp', target: Locator) {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
  await expect(target).toBeChecked();
}
