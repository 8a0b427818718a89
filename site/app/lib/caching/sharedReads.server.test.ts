import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToShopEvents, type ShopEvent } from '@storefront/features/platform';
import { sharedReads } from './sharedReads.server';

const products = { products: { items: [{ sku: 'AURORA' }] } };

/** A read that counts how often the backend is asked, answering a fresh copy each time. */
function backend(answer: () => Promise<unknown> = async () => structuredClone(products)) {
  const read = vi.fn(answer);
  return read;
}

afterEach(() => listenToShopEvents(undefined));

describe("the server's shared reads", () => {
  it('a guest read is made once while fresh: every page rendered meanwhile gets the same answer', async () => {
    const read = backend();
    const share = sharedReads();
    const answers = await Promise.all([share('AURORA', read), share('AURORA', read), share('AURORA', read)]);
    await share('AURORA', read);
    expect(read).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(answer).toEqual(products);
  });

  it('metrics: each caller is counted as a read it made or one shared with it', async () => {
    const counted: ShopEvent[] = [];
    listenToShopEvents((event) => counted.push(event));
    const share = sharedReads();
    const read = backend();
    await Promise.all([share('AURORA', read), share('AURORA', read)]);
    await share('AURORA', read);
    expect(counted.map((event) => event.outcome)).toEqual(['read', 'shared', 'shared']);
  });

  it('reads with different keys (another URL, store view or query) are made apart', async () => {
    const read = backend();
    const share = sharedReads();
    await share('default AURORA', read);
    await share('trial AURORA', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('after its fresh time the answer is asked for again', async () => {
    const read = backend();
    const share = sharedReads({ freshMs: 40 });
    await share('AURORA', read);
    await share('AURORA', read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await share('AURORA', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a read that fails is handed to the callers waiting for it, then not kept', async () => {
    let fail = true;
    const read = backend(async () => {
      if (fail) throw new Error('The commerce service answered with errors.');
      return products;
    });
    const share = sharedReads();
    const waiting = [share('AURORA', read), share('AURORA', read)];
    for (const caller of waiting) await expect(caller).rejects.toThrow('answered with errors');
    fail = false;
    expect(await share('AURORA', read)).toEqual(products);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a caller whose own signal fires stops waiting; the read goes on and answers the others', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const read = backend(async () => (await arrived, products));
    const share = sharedReads();
    const budget = new AbortController();
    const impatient = share('AURORA', read, budget.signal);
    const patient = share('AURORA', read);
    budget.abort(new Error('over budget'));
    await expect(impatient).rejects.toThrow('over budget');
    arrive();
    expect(await patient).toEqual(products);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('outside production a shared answer cannot be changed by one reader under the others', async () => {
    const share = sharedReads();
    const answer = await share('AURORA', backend());
    expect(() => {
      (answer as typeof products).products.items[0]!.sku = 'CHANGED';
    }).toThrow(TypeError);
    expect(await share('AURORA', backend())).toEqual(products);
  });

  it('forget() drops every kept answer', async () => {
    const read = backend();
    const share = sharedReads();
    await share('AURORA', read);
    share.forget();
    await share('AURORA', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('shared reads and cache tags', () => {
  const tagsOf = (answer: { tags: string[] }) => answer.tags;
  const tagged = (tags: string[]) => vi.fn(async () => ({ tags }));

  it('every caller of a shared answer hands its tags to the page it renders, from the read and from memory', async () => {
    const pages: string[][] = [];
    const share = sharedReads({ tagPage: (tags) => pages.push([...tags]) });
    const read = tagged(['cat_p', 'cat_p_10']);
    await share('AURORA', read, undefined, tagsOf);
    await share('AURORA', read, undefined, tagsOf);
    expect(read).toHaveBeenCalledTimes(1);
    expect(pages).toEqual([
      ['cat_p', 'cat_p_10'],
      ['cat_p', 'cat_p_10'],
    ]);
  });

  it('a purge of a tag forgets exactly the answers that carry it', async () => {
    const share = sharedReads({ tagPage: () => {} });
    const aurora = tagged(['cat_p_10']);
    const home = tagged(['builder_page_home']);
    await share('AURORA', aurora, undefined, tagsOf);
    await share('home', home, undefined, tagsOf);
    share.forgetTagged(['cat_p_10']);
    await share('AURORA', aurora, undefined, tagsOf);
    await share('home', home, undefined, tagsOf);
    expect(aurora).toHaveBeenCalledTimes(2);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('a read on its way when its tag is purged answers those who asked before, and is read again for those after', async () => {
    const share = sharedReads({ tagPage: () => {} });
    let release!: () => void;
    let reads = 0;
    const read = vi.fn(async () => {
      reads += 1;
      const mine = reads;
      if (mine === 1) await new Promise<void>((resolve) => (release = resolve));
      return { tags: ['cat_p_10'], price: mine === 1 ? 'old' : 'new' };
    });
    const before = share('AURORA', read, undefined, tagsOf);
    await new Promise((resolve) => setTimeout(resolve, 5));
    share.forgetTagged(['cat_p_10']);
    const after = share('AURORA', read, undefined, tagsOf);
    release();
    expect((await before).price).toBe('old');
    expect((await after).price).toBe('new');
    expect((await share('AURORA', read, undefined, tagsOf)).price).toBe('new');
  });

  it('forgetting everything while a read is on its way does not fail its callers', async () => {
    const share = sharedReads({ tagPage: () => {} });
    let release!: () => void;
    const read = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { tags: [] };
    });
    const waiting = share('AURORA', read, undefined, tagsOf);
    await new Promise((resolve) => setTimeout(resolve, 5));
    share.forget();
    release();
    await expect(waiting).resolves.toEqual({ tags: [] });
  });
});
