import { createHash } from 'node:crypto';
import { data, type RouterContextProvider } from 'react-router';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { countShopEvent } from '@storefront/features/platform';
import {
  redisUrl,
  throttledForms,
  throttleLimits,
  type ThrottledForm,
  type ThrottleLimit,
  type ThrottleLimits,
} from './config.server';
import { requestWords } from './language.server';
import { connectRedis } from './caching/redis.server';
import { clientAddressContext } from './storeLocation.server';

/**
 * Guessing and flooding the shop's forms is slowed per shopper address and per account (the e-mail typed, or the
 * signed-in account's or the subscriber's uuid), with rate-limiter-flexible: in this process's memory, or in Redis
 * (REDIS_URL) so every process and instance shares one count. Only posts to the shop's own routes pass here, so a
 * hydrated page sends its one-time codes and newsletter changes through the shop (/account/codes,
 * /newsletter/subscription) rather than to their backends.
 */
export interface Throttle {
  /** Whether either key is over its limit now, without counting (sign-in asks before it tries the password). */
  refusal(keys: ThrottleKeys): Promise<Refusal | undefined>;
  /** Counts a post against both keys; the refusal when either was already at its limit (the address first). */
  count(keys: ThrottleKeys): Promise<Refusal | undefined>;
  /** Sign-in: a wrong password counts against both; the account's run of them ends in a short block. */
  failed(keys: ThrottleKeys): Promise<void>;
  /** Sign-in: a right password ends the account's run of wrong ones (the address keeps its count). */
  succeeded(keys: ThrottleKeys): Promise<void>;
}

/** The shopper's address (Express's req.ip under TRUST_PROXY) and the account typed, when the form names one. */
export interface ThrottleKeys {
  address: string | null;
  account?: string | undefined;
}

export interface Refusal {
  retryAfterSeconds: number;
}

/** How long sign-in's run of wrong passwords for an account is remembered without another. */
const FAILURE_RUN_SECONDS = 60 * 60;

/** A limiter's store: this process's memory, or Redis with this process's memory while Redis cannot be reached. */
export type LimiterStore = (options: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

export const memoryStore: LimiterStore = (options) => new RateLimiterMemory(options);

/**
 * Counts kept in Redis by the given client (node-redis). A command waits for no reconnection: while Redis is
 * unreachable each limiter counts in this process's memory instead (rate-limiter-flexible's insurance limiter), so the
 * forms keep working and stay limited per process until Redis is back.
 */
export function redisStore(client: unknown): LimiterStore {
  return (options) =>
    new RateLimiterRedis({
      ...options,
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

/** An account as a key: the e-mail as typed (or a uuid), in one case, hashed so no address is kept in the store. */
const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('hex').slice(0, 32);

const waitOf = (res: RateLimiterRes): Refusal => ({
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** A limiter's refusal is a RateLimiterRes; anything else (a store failing beyond its insurance) is thrown on. */
async function consumed(limiter: RateLimiterAbstract, key: string): Promise<Refusal | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return waitOf(refusal);
    throw refusal;
  }
}

/** One form's throttle over a store, with its two limits. */
export function createThrottle(
  form: ThrottledForm,
  limits: { address: ThrottleLimit; account: ThrottleLimit },
  store: LimiterStore = memoryStore,
): Throttle {
  const address = store({
    keyPrefix: `throttle:${form}:address`,
    points: limits.address.count,
    duration: limits.address.seconds,
  });
  // Sign-in's account limit is a run of wrong passwords (then a block); the other forms' is a count per window.
  const runs = form === 'sign-in';
  const account = store({
    keyPrefix: `throttle:${form}:account`,
    points: limits.account.count,
    duration: runs ? FAILURE_RUN_SECONDS : limits.account.seconds,
  });
  const addressOf = (keys: ThrottleKeys) => keys.address ?? 'unknown';
  const over = async (limiter: RateLimiterAbstract, key: string) => {
    const res = await limiter.get(key);
    return res && res.consumedPoints >= limiter.points ? waitOf(res) : undefined;
  };
  return {
    async refusal(keys) {
      return (
        (await over(address, addressOf(keys))) ??
        (keys.account ? await over(account, accountKey(keys.account)) : undefined)
      );
    },
    async count(keys) {
      return (
        (await consumed(address, addressOf(keys))) ??
        (keys.account ? await consumed(account, accountKey(keys.account)) : undefined)
      );
    },
    async failed(keys) {
      await consumed(address, addressOf(keys));
      if (!keys.account) return;
      const key = accountKey(keys.account);
      const run = await account.consume(key).catch((refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return refusal;
        throw refusal;
      });
      if (run.consumedPoints >= account.points) await account.block(key, limits.account.seconds);
    },
    async succeeded(keys) {
      if (keys.account) await account.delete(accountKey(keys.account));
    },
  };
}

/** Every form's throttle over one store. */
export function createThrottles(
  limits: ThrottleLimits,
  store: LimiterStore = memoryStore,
): Record<ThrottledForm, Throttle> {
  return Object.fromEntries(
    throttledForms.map((form) => [form, createThrottle(form, limits[form], store)]),
  ) as Record<ThrottledForm, Throttle>;
}

/** The store REDIS_URL names, connected once per process (connectRedis: it keeps reconnecting while Redis is down). */
async function configuredStore(): Promise<LimiterStore> {
  const url = redisUrl();
  if (!url) return memoryStore;
  const client = await connectRedis(url, {
    what: 'Throttle',
    meanwhile: 'counting in this process until it is back.',
  });
  return redisStore(client);
}

let throttles: Promise<Record<ThrottledForm, Throttle>> | undefined;

/** A form's throttle as configured (THROTTLE_LIMITS, REDIS_URL), made on first use. */
export function throttleOf(form: ThrottledForm): Promise<Throttle> {
  throttles ??= configuredStore().then((store) => createThrottles(throttleLimits().limits, store));
  return throttles.then((all) => all[form]);
}

/** What a throttled route action has: its request, and the load context that carries the shopper's address. */
export interface PostArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const keysOf = ({ context }: PostArgs, account: string | undefined): ThrottleKeys => ({
  address: context.get(clientAddressContext),
  account: account || undefined,
});

/**
 * A form post counted against its form's limits, per address and per account (`account`, the e-mail typed): sent
 * while both are under them, else answered with the wait and `values` (what was typed) instead.
 */
export async function throttledPost<Values, Answer>(
  form: ThrottledForm,
  args: PostArgs,
  { values, account }: { values: Values; account?: string },
  send: () => Promise<Answer>,
) {
  const refusal = await (await throttleOf(form)).count(keysOf(args, account));
  return refusal ? throttledAnswer(args.request, refusal, values) : send();
}

/**
 * A sign-in under its limits: refused without trying while the address or the account is over them; a password the
 * service refused counts against both, a right one ends the account's run of wrong ones.
 */
export async function throttledSignIn<
  Values extends { email: string },
  Answer extends { session?: unknown; refused?: boolean },
>(args: PostArgs, values: Values, send: () => Promise<Answer>) {
  const throttle = await throttleOf('sign-in');
  const keys = keysOf(args, values.email);
  const refusal = await throttle.refusal(keys);
  if (refusal) return throttledAnswer(args.request, refusal, values);
  const answer = await send();
  if (answer.session) {
    countShopEvent({ name: 'sign-in', outcome: 'succeeded' });
    await throttle.succeeded(keys);
  } else if (answer.refused) {
    countShopEvent({ name: 'sign-in', outcome: 'refused' });
    await throttle.failed(keys);
  }
  return answer;
}

/**
 * A form refused for now: 429 with Retry-After, the form as typed (no passwords) and the wait in the page's language
 * as its message, so the page shows the form again with what the shopper typed and when to try again.
 */
async function throttledAnswer<Values>(
  request: Request,
  refusal: Refusal,
  values: Values,
): Promise<ReturnType<typeof data<{ values: Values; error: string }>>> {
  const minutes = refusal.retryAfterSeconds >= 60;
  const error = (await requestWords(request))('shell.throttled', {
    unit: minutes ? 'minutes' : 'seconds',
    count: minutes ? Math.ceil(refusal.retryAfterSeconds / 60) : refusal.retryAfterSeconds,
  });
  return data(
    { values, error },
    { status: 429, headers: { 'Retry-After': String(refusal.retryAfterSeconds) } },
  );
}
