import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { createCommerceClient } from '../backends/commerce';
import { configFromEnv } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { getFlavourProfiles } from './api';
import { flavourProfilesFallback } from './hooks';
import {
  answersFromSearch,
  rankFlavours,
  searchForAnswers,
  targetProfile,
  usableQuestions,
  type FinderQuestion,
} from './types';

const origin = 'http://shop.test';
const server = sandboxServerForTests();

const questions: FinderQuestion[] = [
  {
    question: 'How strong?',
    options: [
      { label: 'Gentle', intensity: 1 },
      { label: 'Balanced', intensity: 2.5 },
      { label: 'Bold', intensity: 4 },
    ],
  },
  {
    question: 'How fresh?',
    options: [
      { label: 'Warm', freshness: 1 },
      { label: 'Cool', freshness: 2.5 },
      { label: 'Icy', freshness: 5 },
    ],
  },
  {
    question: 'Sweet or dry?',
    options: [
      { label: 'Dry', sweetness: 0.5 },
      { label: 'Lightly sweet', sweetness: 2 },
      { label: 'Sweet', sweetness: 3.5 },
      { label: 'No preference' },
    ],
  },
];

const catalogue = [
  { flavour: 'Amber', sku: 'STICKS-AMBER', intensity: 4, freshness: 1.5, sweetness: 2 },
  { flavour: 'Mint', sku: 'STICKS-MINT', intensity: 2, freshness: 5, sweetness: 1 },
  { flavour: 'Ruby', sku: 'STICKS-RUBY', intensity: 3, freshness: 2, sweetness: 3.5 },
  { flavour: 'Arctic', sku: 'STICKS-ARCTIC', intensity: 1, freshness: 4.5, sweetness: 0.5 },
];

const recommend = (answers: number[]) =>
  rankFlavours(catalogue, targetProfile(questions, answers)).map((profile) => profile.flavour);

describe('flavour finder: answers in the URL', () => {
  it('shareable result: the answers travel as q1, q2, q3 with 1-based option numbers and come back the same', () => {
    expect(searchForAnswers([2, 0, 1])).toBe('q1=3&q2=1&q3=2');
    expect(answersFromSearch('?q1=3&q2=1&q3=2', questions)).toEqual([2, 0, 1]);
  });

  it('reading stops at the first missing or unknown answer, so a tampered link opens at that question', () => {
    expect(answersFromSearch('?q1=2&q3=1', questions)).toEqual([1]);
    expect(answersFromSearch('?q1=2&q2=9&q3=1', questions)).toEqual([1]);
    expect(answersFromSearch('?q1=0', questions)).toEqual([]);
    expect(answersFromSearch('?q1=1.5', questions)).toEqual([]);
    expect(answersFromSearch('?utm_source=mail', questions)).toEqual([]);
  });

  it('a question without text or with fewer than two answers is left out', () => {
    const unfinished = [
      ...questions,
      { question: 'Half written', options: [{ label: 'Only one' }] },
      { question: ' ', options: questions[0]!.options },
    ];
    expect(usableQuestions(unfinished)).toEqual(questions);
  });
});

describe('flavour finder: recommendation from the ratings', () => {
  it('each dimension aims at the mean of what the chosen answers favour; an answer that says nothing adds nothing', () => {
    expect(targetProfile(questions, [2, 1, 3])).toEqual({ intensity: 4, freshness: 2.5 });
    const twice: FinderQuestion[] = [questions[0]!, { question: 'Again?', options: questions[0]!.options }];
    expect(targetProfile(twice, [0, 2])).toEqual({ intensity: 2.5 });
  });

  it('the closest flavour over intensity, freshness and sweetness comes first; every flavour can be the answer', () => {
    expect(recommend([0, 2, 0])).toEqual(['Arctic', 'Mint', 'Ruby', 'Amber']);
    expect(recommend([1, 2, 1])[0]).toBe('Mint');
    expect(recommend([2, 0, 1])[0]).toBe('Amber');
    expect(recommend([1, 1, 2])[0]).toBe('Ruby');
  });

  it('equally close flavours keep the catalogue order, so the same answers always give the same flavour', () => {
    expect(rankFlavours(catalogue, {}).map((profile) => profile.flavour)).toEqual([
      'Amber',
      'Mint',
      'Ruby',
      'Arctic',
    ]);
  });
});

describe('flavour finder: the catalogue', () => {
  it("the flavours and their ratings come from the catalogue's sticks matrix", async () => {
    const client = createCommerceClient({
      endpoint: `${origin}/sandbox/commerce/graphql`,
      storeView: 'default',
    });
    expect(await getFlavourProfiles(client)).toEqual(catalogue);
  });

  it('server side the flavours are handed to the page as fallback data; a failing catalogue leaves them out', async () => {
    const config = configFromEnv({}, origin);
    const client = createCommerceClient({ endpoint: config.backends.commerce, storeView: config.storeView });
    const fallback = await flavourProfilesFallback(client);
    expect(fallback[unstable_serialize(['flavour-finder:profiles', config.storeView])]).toEqual(catalogue);
    server.use(http.all(config.backends.commerce, () => new HttpResponse(null, { status: 503 })));
    expect(await flavourProfilesFallback(client)).toEqual({});
  });
});
