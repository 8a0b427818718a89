import { describe, expect, it, vi } from 'vitest';
import { sharedReads } from './sharedReads.server';

const products = JSON.stringify({ data: { products: { items: [{ sku: 'AURORA' }] } } });
const endpoint = 'https://commerce.example/graphql?query=%7Bproducts%7D';

/** A commerce backend that counts what reaches it and answers `body` (a product list unless told otherwise). */
function backend(answer: () => Response = () => Response.json(JSON.parse(products))) {
  const calls: Array<{ url: string; method: string }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' });
    return answer();
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const guestRead = (read: typeof fetch, store = 'default') =>
  read(endpoint, { method: 'GET', headers: { Store: store } }).then((response) => response.json());

describe("the server's shared reads", () => {
  it('a guest read is sent once while fresh: every page rendered meanwhile gets the same answer', async () => {
    const { calls, fetch } = backend();
    const read = sharedReads({ fetch });
    const answers = await Promise.all([guestRead(read), guestRead(read), guestRead(read)]);
    await guestRead(read);
    expect(calls).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual(JSON.parse(products));
  });

  it("a client's Request with only a signal beside it is shared the same way, its Authorization still respected", async () => {
    const { calls, fetch } = backend();
    const read = sharedReads({ fetch });
    const signal = new AbortController().signal;
    const guest = () => new Request(endpoint, { headers: { Store: 'default' } });
    await read(guest(), { signal });
    await read(guest(), { signal });
    const signedIn = () =>
      new Request(endpoint, { headers: { Store: 'default', Authorization: 'Bearer t0ken' } });
    await read(signedIn(), { signal });
    await read(signedIn(), { signal });
    expect(calls).toHaveLength(3);
  });

  it('a caller whose own signal fires stops waiting; the read goes on and answers the others', async () => {
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const { calls, fetch } = backend(() => Response.json(JSON.parse(products)));
    const slow: typeof globalThis.fetch = async (...args) => (await arrived, fetch(...args));
    const read = sharedReads({ fetch: slow });
    const budget = new AbortController();
    const impatient = read(endpoint, { headers: { Store: 'default' }, signal: budget.signal });
    const patient = guestRead(read);
    budget.abort(new Error('over budget'));
    await expect(impatient).rejects.toThrow('over budget');
    answer();
    expect(await patient).toEqual(JSON.parse(products));
    expect(calls).toHaveLength(1);
  });

  it('after its fresh time the answer is asked for again', async () => {
    const { calls, fetch } = backend();
    const read = sharedReads({ fetch, freshMs: 40 });
    await guestRead(read);
    await guestRead(read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await guestRead(read);
    expect(calls).toHaveLength(2);
  });

  it('store views are read apart: the trial view never gets the default view answer', async () => {
    const { calls, fetch } = backend();
    const read = sharedReads({ fetch });
    await guestRead(read, 'default');
    await guestRead(read, 'trial');
    expect(calls).toHaveLength(2);
  });

  it("a signed-in shopper's reads and every POST go to the backend each time", async () => {
    const { calls, fetch } = backend();
    const read = sharedReads({ fetch });
    const signedIn = { method: 'GET', headers: { Store: 'default', Authorization: 'Bearer t0ken' } };
    await read(endpoint, signedIn);
    await read(endpoint, signedIn);
    const post = { method: 'POST', headers: { Store: 'default' }, body: '{"query":"mutation{x}"}' };
    await read(endpoint, post);
    await read(endpoint, post);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET', 'POST', 'POST']);
  });

  it('an answer with GraphQL errors or a failed status is not kept', async () => {
    let status = 200;
    const { calls, fetch } = backend(() =>
      status === 200
        ? Response.json({ errors: [{ message: 'The catalogue is being reindexed' }] })
        : new Response('Bad gateway', { status }),
    );
    const read = sharedReads({ fetch });
    expect(await guestRead(read)).toEqual({ errors: [{ message: 'The catalogue is being reindexed' }] });
    await guestRead(read);
    status = 502;
    const failed = await read(endpoint, { method: 'GET', headers: { Store: 'default' } });
    expect(failed.status).toBe(502);
    await read(endpoint, { method: 'GET', headers: { Store: 'default' } });
    expect(calls).toHaveLength(4);
  });
});
