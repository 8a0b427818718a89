/**
 * One-time codes and reset tokens the sandbox "sends". Real services deliver them by text or e-mail; the sandbox
 * writes them to its log so a person trying the shop can type them, keeps the last one per recipient in its outbox
 * (`GET /sandbox/outbox/{identifier}`, see outbox.ts) so a browser test can read it, and Node tests read them with
 * sandboxCodeFor.
 */
import { BoundedMap } from '../../../platform/sandbox/bounded';

/** Wrong guesses a code survives, as a real service limits them: the one that reaches this number voids it. */
export const MAX_CODE_GUESSES = 5;

const codes = new BoundedMap<string, { code: string; wrongGuesses: number }>();

/** What the outbox shows: the last message per recipient, kept after its code is used, as a mail catcher keeps mail. */
export interface SentCode {
  to: string;
  code: string;
  what: string;
  sentAt: string;
}
const outbox = new BoundedMap<string, SentCode>();

const keyOf = (identifier: string) => identifier.trim().toLowerCase();

export function sendCode(identifier: string, what = 'one-time code'): string {
  const code =
    what === 'one-time code' ? String(Math.floor(100000 + Math.random() * 900000)) : crypto.randomUUID();
  codes.set(keyOf(identifier), { code, wrongGuesses: 0 });
  outbox.set(keyOf(identifier), { to: identifier, code, what, sentAt: new Date().toISOString() });
  console.info(`[sandbox] ${what} for ${identifier}: ${code}`);
  return code;
}

/** The last code sent to a phone number or e-mail address, while it is still good. */
export function sandboxCodeFor(identifier: string): string | undefined {
  return codes.get(keyOf(identifier))?.code;
}

/** The last message sent to a phone number or e-mail address, used or not. */
export function lastSentTo(identifier: string): SentCode | undefined {
  return outbox.get(keyOf(identifier));
}

/**
 * Checks a code typed for a recipient: `taken` uses it up; `wrong` counts a guess; `void` is the guess that used the
 * last try, after which no code is waiting (the next guess is `wrong`) until a new one is sent.
 */
export function takeCode(identifier: string, code: string): 'taken' | 'wrong' | 'void' {
  const key = keyOf(identifier);
  const pending = codes.get(key);
  if (!pending) return 'wrong';
  if (pending.code === code) {
    codes.delete(key);
    return 'taken';
  }
  pending.wrongGuesses += 1;
  if (pending.wrongGuesses < MAX_CODE_GUESSES) return 'wrong';
  codes.delete(key);
  return 'void';
}

/** Forgets a code without a guess (a reset token used through its own link). */
export function dropCode(identifier: string): void {
  codes.delete(keyOf(identifier));
}

export function resetCodes(): void {
  codes.clear();
  outbox.clear();
}
