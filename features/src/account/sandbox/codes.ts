/**
 * One-time codes and reset tokens the sandbox "sends". Real services deliver them by text or e-mail; the sandbox
 * writes them to its log so a person trying the shop can type them, keeps the last one per recipient in its outbox
 * (`GET /sandbox/outbox/{identifier}`, see outbox.ts) so a browser test can read it, and Node tests read them with
 * sandboxCodeFor.
 */
const codes = new Map<string, string>();

/** What the outbox shows: the last message per recipient, kept after its code is used, as a mail catcher keeps mail. */
export interface SentCode {
  to: string;
  code: string;
  what: string;
  sentAt: string;
}
const outbox = new Map<string, SentCode>();

const keyOf = (identifier: string) => identifier.trim().toLowerCase();

export function sendCode(identifier: string, what = 'one-time code'): string {
  const code = what === 'one-time code' ? String(Math.floor(100000 + Math.random() * 900000)) : crypto.randomUUID();
  codes.set(keyOf(identifier), code);
  outbox.set(keyOf(identifier), { to: identifier, code, what, sentAt: new Date().toISOString() });
  console.info(`[sandbox] ${what} for ${identifier}: ${code}`);
  return code;
}

/** The last code sent to a phone number or e-mail address. */
export function sandboxCodeFor(identifier: string): string | undefined {
  return codes.get(keyOf(identifier));
}

/** The last message sent to a phone number or e-mail address, used or not. */
export function lastSentTo(identifier: string): SentCode | undefined {
  return outbox.get(keyOf(identifier));
}

export function takeCode(identifier: string, code: string): boolean {
  const key = keyOf(identifier);
  if (codes.get(key) !== code) return false;
  codes.delete(key);
  return true;
}

export function resetCodes(): void {
  codes.clear();
  outbox.clear();
}
