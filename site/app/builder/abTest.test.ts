import { describe, expect, it } from 'vitest';
import { chooseVariation, testCookieName } from './abTest';

const tested = {
  id: 'page-1',
  data: { title: 'Default' },
  testRatio: 0.5,
  variations: { 'page-1-b': { id: 'page-1-b', name: 'Bold', testRatio: 0.5, data: { title: 'Bold' } } },
};

describe('A/B tests', () => {
  it('a/b: a new visitor is assigned by testRatio and gets Builder’s test cookie for 30 days', () => {
    const { content, setCookie } = chooseVariation(tested, null, () => 0.2);
    expect(content.data).toEqual({ title: 'Bold' });
    expect(setCookie).toBe(`${testCookieName('page-1')}=page-1-b; Path=/; Max-Age=2592000; SameSite=Lax`);
  });

  it('a/b: the default content keeps the share the variations leave', () => {
    expect(chooseVariation(tested, null, () => 0.7).content.data).toEqual({ title: 'Default' });
  });

  it('a/b: a returning visitor sees the variation named by the cookie, whatever the dice say', () => {
    const cookie = `other=1; builder.tests.page-1=page-1-b`;
    for (const roll of [0, 0.49, 0.99]) {
      const { content, setCookie } = chooseVariation(tested, cookie, () => roll);
      expect(content.data).toEqual({ title: 'Bold' });
      expect(setCookie).toBeUndefined();
    }
  });

  it('a/b: a cookie naming a variation that no longer exists is replaced', () => {
    const { setCookie } = chooseVariation(tested, 'builder.tests.page-1=gone', () => 0.9);
    expect(setCookie).toContain('builder.tests.page-1=page-1');
  });

  it('a/b: the served content holds one variation only, so server and browser render the same', () => {
    const { content } = chooseVariation(tested, null, () => 0.9);
    expect(content.variations).toEqual({});
    expect(content).toMatchObject({ testVariationId: 'page-1', testVariationName: 'Default variation' });
  });

  it('a/b: content without variations is served untouched and sets no cookie', () => {
    const plain = { id: 'p', data: {} };
    expect(chooseVariation(plain, null)).toEqual({ content: plain });
  });
});
