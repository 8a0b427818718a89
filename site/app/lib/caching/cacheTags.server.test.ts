import { describe, expect, it } from 'vitest';
import {
  collectPageTags,
  MAX_TAG_HEADER_BYTES,
  pageTagHeader,
  tagsOfThisPage,
  tagThisPage,
} from './cacheTags.server';
import { cacheTagHeader } from '../config.server';

/** A request as the server runs it: its own tag set, its reads tagging it at their own pace. */
const request = (reads: Array<{ delay: number; tags: string[] }>) =>
  new Promise<string[]>((resolve) =>
    collectPageTags(undefined, undefined, async () => {
      await Promise.all(
        reads.map(async ({ delay, tags }) => {
          await new Promise((wait) => setTimeout(wait, delay));
          tagThisPage(tags);
        }),
      );
      resolve(tagsOfThisPage().sort());
    }),
  );

describe('cache tags of a page', () => {
  it('each request collects the tags of its own reads, however requests interleave', async () => {
    const [product, home] = await Promise.all([
      request([
        { delay: 10, tags: ['cat_p', 'cat_p_10'] },
        { delay: 1, tags: ['builder_symbol_help'] },
      ]),
      request([{ delay: 5, tags: ['builder_page', 'builder_page_home'] }]),
    ]);
    expect(product).toEqual(['builder_symbol_help', 'cat_p', 'cat_p_10']);
    expect(home).toEqual(['builder_page', 'builder_page_home']);
  });

  it('a read outside any request tags nothing', () => {
    tagThisPage(['cat_p_10']);
    expect(tagsOfThisPage()).toEqual([]);
  });

  it('the tag header is xkey by default, Surrogate-Key and Cache-Tag when configured, each with its separator', () => {
    const tags = ['cat_p_10', 'cat_p'];
    expect(pageTagHeader(tags, cacheTagHeader({}))).toEqual({ name: 'xkey', value: 'cat_p cat_p_10' });
    expect(pageTagHeader(tags, cacheTagHeader({ CACHE_TAG_HEADER: 'surrogate-key' }))).toEqual({
      name: 'Surrogate-Key',
      value: 'cat_p cat_p_10',
    });
    expect(pageTagHeader(tags, cacheTagHeader({ CACHE_TAG_HEADER: 'Cache-Tag' }))).toEqual({
      name: 'Cache-Tag',
      value: 'cat_p,cat_p_10',
    });
    expect(pageTagHeader([], cacheTagHeader({}))).toBeUndefined();
  });

  it('tags that would not fit a cache header are too long: such a page is not shared', () => {
    const many = Array.from({ length: MAX_TAG_HEADER_BYTES / 8 }, (_, id) => `cat_p_${id}`);
    expect(pageTagHeader(many, cacheTagHeader({}))).toBe('tooLong');
  });
});
