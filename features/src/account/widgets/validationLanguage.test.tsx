import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigProvider,
  configFromEnv,
  loadDictionary,
  translate,
  TranslationProvider,
  type Dictionary,
} from '../../platform';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { registerFromForm, signInFromForm } from '../formActions';
import { consentsBackendFor } from '../../consents';
import { friendReferralCode } from '../../referral';
import { accountBackendFor } from '../api';
import { shopperIssues, type Words } from './schemas';
import { SignInForm } from './SignInForm';
import { RegistrationForm } from './RegistrationForm';

sandboxServerForTests();

let de: Dictionary;
beforeAll(async () => {
  de = await loadDictionary('de');
});
const config = configFromEnv({ LOCALE: 'de-DE' }, 'http://localhost');
const German = ({ children }: { children: ReactNode }) => (
  <ConfigProvider config={config}>
    <TranslationProvider dictionary={de} locale="de-DE">
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
    </TranslationProvider>
  </ConfigProvider>
);
const germanWords: Words = (key, vars) => translate(de, key, vars, undefined, 'de');

describe('account form messages in the page language', () => {
  it("validation in the page's language: a German sign-in form says what is wrong in German, never in zod's English", async () => {
    const user = userEvent.setup();
    render(<SignInForm />, { wrapper: German });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText('Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Geben Sie Ihr Passwort ein.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Invalid|Enter your/);
  });

  it("password rules in the page's language: a German registration form's password hint and rules are German", async () => {
    render(<RegistrationForm />, { wrapper: German });
    const password = await screen.findByLabelText('Passwort');
    expect(password).toHaveAccessibleDescription(/^Ihr Passwort muss die Regeln unter dem Feld erfüllen\./);
    const rules = screen.getByText(/Mindestens 8 Zeichen/).closest('ul')!;
    expect(rules.textContent).not.toMatch(/rules|At least/);
  });

  it("validation in the page's language: a German registration form words every field rule in German", async () => {
    const user = userEvent.setup();
    render(<RegistrationForm />, { wrapper: German });
    await user.click(await screen.findByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText('Bitte füllen Sie „Vorname“ aus.')).toBeInTheDocument();
    expect(screen.getByText('Bitte füllen Sie „Nachname“ aus.')).toBeInTheDocument();
    expect(screen.getByText('Wählen Sie ein Passwort.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Invalid|Enter your|Choose a|vorname/);
  });

  it('fields: a German registration refuses a 300-character first name naming the field by its German label, in the browser and in the form action alike', async () => {
    const user = userEvent.setup();
    const long = 'A'.repeat(300);
    render(<RegistrationForm />, { wrapper: German });
    await user.click(await screen.findByLabelText('Vorname'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const message = '„Vorname“ darf höchstens 50 Zeichen haben.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue(long);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      email: 'lang@example.com',
      password: 'Sandbox!2026',
      firstName: long,
      lastName: 'Lang',
    }))
      form.set(name, value);
    const posted = await registerFromForm(form, {
      backend: accountBackendFor(config),
      consents: consentsBackendFor(config),
      referral: friendReferralCode(config),
      t: germanWords,
      market: 'DE',
    });
    expect(posted.fieldErrors?.firstName).toBe(message);
    expect(posted.values.firstName).toBe(long);
  });

  it("validation in the page's language: a form posted from a German page is answered with German field messages", async () => {
    const form = new FormData();
    form.set('email', 'not-an-address');
    form.set('password', '');
    const posted = await signInFromForm(form, { backend: accountBackendFor(config), t: germanWords });
    expect(posted.fieldErrors).toEqual({
      email: 'Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.',
      password: 'Geben Sie Ihr Passwort ein.',
    });
  });

  it("validation in the page's language: an issue a rule gives no words of its own gets the shop's, not zod's English", () => {
    const parsed = z.object({ code: z.string() }).safeParse({ code: 42 }, shopperIssues(germanWords));
    expect(parsed.error?.issues[0]?.message).toBe('Bitte prüfen Sie dieses Feld.');
    const english = z.object({ code: z.string() }).safeParse({ code: 42 });
    expect(english.error?.issues[0]?.message).toMatch(/^Invalid input/);
  });
});
