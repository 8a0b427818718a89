import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refuseCrossSite } from './crossSite.mjs';

let server: Server;
let base: string;
let reached = 0;

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossSite({ originIsAllowed: (origin: string) => origin === 'https://shop.example' }));
  app.all('/preferences/theme', (req, res) => {
    reached += 1;
    res.setHeader('Set-Cookie', 'theme=dark');
    res.redirect(302, '/');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, headers: Record<string, string>) =>
  fetch(`${base}/preferences/theme`, { method, headers, redirect: 'manual' });

describe('cross-site requests', () => {
  test('cross-site: a post from a foreign Origin, Origin null, Sec-Fetch-Site cross-site or a sibling site is 403 and sets nothing', async () => {
    const before = reached;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      for (const headers of [
        { Origin: 'http://evil.example' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://evil.shop.example', 'Sec-Fetch-Site': 'same-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { 'Sec-Fetch-Site': 'anything-else' },
        { Origin: 'https://shop.example.evil.example' },
        { Origin: 'https://shop.example/' },
      ]) {
        const response = await send(method, headers);
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.text()).toMatch(/another site/);
      }
    expect(reached).toBe(before);
  });

  test("cross-site: the shop's own pages, a typed address and clients that are no browser still post", async () => {
    for (const headers of [
      { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'https://shop.example' },
      { 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://shop.example', 'Sec-Fetch-Site': 'same-site' },
      {},
    ]) {
      const response = await send('POST', headers);
      expect(response.status, JSON.stringify(headers)).toBe(302);
      expect(response.headers.get('set-cookie')).toBe('theme=dark');
    }
  });

  test('cross-site: reading is never refused, whoever links to the shop', async () => {
    for (const method of ['GET', 'HEAD'])
      expect(
        (await send(method, { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status,
      ).toBe(302);
  });
});
