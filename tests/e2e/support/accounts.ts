import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, type Browser, type Page, type Route } from './test';

/**
 * The two account backends the shop speaks to. The default server has the newer one (its base URL contains evo); the
 * `older-account-backend` project's server is the same build pointed at the older one. A journey is written once and
 * declared for each backend; its title names the backend, which is how each project picks its own.
 */
export type AccountBackend = 'newer' | 'older';
export const accountBackends: readonly AccountBackend[] = ['newer', 'older'];

export const SANDBOX_PASSWORD = 'Sandbox!2026';

/** What a call to the account backend looks like on the wire, per backend: its base path and the calls tests fault. */
const wire = {
  newer: {
    base: '/sandbox/account-evo',
    signIn: (path: string) => path === '/users/authentication/sessions',
    saveProfile: (path: string) => /^\/users\/[^/]+\/profile$/.test(path),
    saveAddress: (path: string) => /^\/users\/[^/]+\/addresses(\/[^/]+)?$/.test(path),
    saveConsents: (path: string) => /^\/users\/[^/]+\/consents$/.test(path),
  },
  older: {
    base: '/sandbox/account-legacy',
    signIn: (path: string) => path === '/login',
    saveProfile: (path: string) => /^\/update-profile\/[^/]+$/.test(path),
    saveAddress: (path: string) => /^\/update-profile\/[^/]+\/addresses(\/[^/]+)?$/.test(path),
    saveConsents: (path: string) => path === '/purposes',
  },
} as const;

export type AccountCall = 'signIn' | 'saveProfile' | 'saveAddress' | 'saveConsents';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The call's path inside the backend's base path, or undefined for a call to something else. */
function accountPathOf(backend: AccountBackend, url: string): string | undefined {
  const { pathname } = new URL(url);
  const { base } = wire[backend];
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

/** Whether a request is the given write call of this backend (reads of the same path are not). */
export function isAccountCall(
  backend: AccountBackend,
  call: AccountCall,
  request: { url(): string; method(): string },
): boolean {
  const path = accountPathOf(backend, request.url());
  return path !== undefined && writes.has(request.method()) && wire[backend][call](path);
}

/**
 * Makes the backend answer one kind of write with this status, in its own error shape, until `restore` is called.
 * Everything else goes through. Returns how many calls were faulted, so a test can tell the fault was reached.
 */
export async function failAccountCall(
  page: Page,
  backend: AccountBackend,
  call: AccountCall,
  status: 401 | 500,
) {
  let faulted = 0;
  const message =
    status === 401 ? 'Session expired or missing. Please sign in again.' : 'Internal server error';
  const handler = async (route: Route) => {
    if (!isAccountCall(backend, call, route.request())) return route.fallback();
    faulted += 1;
    const body = backend === 'newer' ? { code: status, message, data: null } : { message };
    return route.fulfill({ status, json: body });
  };
  await page.route(`**${wire[backend].base}/**`, handler);
  return {
    faulted: () => faulted,
    restore: () => page.unroute(`**${wire[backend].base}/**`, handler),
  };
}

/** The stored user (local storage key user), or null for a guest. */
export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null,
  );
}

/** Axe on the page as the shopper sees it once it is still: colours read mid-fade (a dialog opening) are not theirs. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

/** The cookie banner covers the bottom of a fresh visit; every journey answers it first. */
export async function declineCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'No, thanks' }).click();
}

/**
 * Signs in on the real sign-in page and checks the answer came from this backend, so a journey titled for one backend
 * cannot pass against the other.
 */
export async function signIn(
  page: Page,
  backend: AccountBackend,
  email: string,
  password = SANDBOX_PASSWORD,
): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((response) => isAccountCall(backend, 'signIn', response.request()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answered).status()).toBe(200);
}

/** A fresh page with the shopper signed in on that backend, on the account overview where sign-in leads. */
export async function signedInPage(browser: Browser, backend: AccountBackend, email: string): Promise<Page> {
  const page = await openPage(browser);
  await page.goto('/sign-in');
  await signIn(page, backend, email);
  await page.waitForURL('**/account');
  return page;
}

/** A shopper nobody has used yet, so journeys on the same server never meet. */
export function newShopper(firstName: string, lastName: string) {
  const email =
    `${firstName}.${lastName}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();
  return { email, firstName, lastName, password: 'Journey!2026' };
}

export type Shopper = ReturnType<typeof newShopper>;

/** Fills the registration form and accepts the required terms (nothing else). */
export async function fillRegistration(page: Page, shopper: Shopper): Promise<void> {
  await page.getByLabel('E-mail address').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByRole('checkbox', { name: 'Terms and privacy notice (required)' }).check();
}

/** Registers on the real page and lands on the account overview, signed in. */
export async function register(page: Page, backend: AccountBackend, shopper: Shopper): Promise<void> {
  await page.goto('/register');
  await declineCookies(page);
  await fillRegistration(page, shopper);
  await createAccount(page, backend, shopper);
}

/** Sends the filled registration form; the shop signs the new shopper in on this backend. */
export async function createAccount(page: Page, backend: AccountBackend, shopper: Shopper): Promise<void> {
  const signedIn = page.waitForResponse((response) => isAccountCall(backend, 'signIn', response.request()));
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('heading', { name: `Hello, ${shopper.firstName} ${shopper.lastName}` }),
  ).toBeVisible();
}

/** Ends the browser's session on the account service only, as a lapsed or remotely ended session would be. */
export async function endSessionOnServer(page: Page, backend: AccountBackend): Promise<void> {
  const token = (await storedUser(page))?.session_token;
  expect(token).toEqual(expect.any(String));
  const headers = { authorization: `Bearer ${String(token)}`, 'x-tenant-token': 'sandbox-tenant' };
  const response =
    backend === 'newer'
      ? await page.request.delete(`${wire.newer.base}/users/authentication/sessions`, { headers })
      : await page.request.post(`${wire.older.base}/logout`, { headers });
  expect(response.status()).toBe(204);
}
