import { describe, expect, it } from 'vitest';
import { builderWebhookPurge } from './webhook.server';

/** A Builder webhook body as Builder posts it: the model's name, the operation, the entry before and after. */
const webhook = (operation: string, newValue: unknown, previousValue: unknown, modelName = 'page') => ({
  modelName,
  operation,
  newValue,
  previousValue,
});
const faq = (url: string, published = 'published') => ({
  id: 'faq',
  published,
  data: { url },
  query: [{ property: 'urlPath', operator: 'is', value: url }],
});

describe("Builder's webhook: what it purges", () => {
  it("publish: the entry, its model's shared reads, and the URL it is published at", () => {
    expect(builderWebhookPurge(webhook('publish', faq('/faq'), null))).toEqual({
      tags: ['builder_page_faq'],
      readTags: ['builder_page'],
      paths: ['/faq'],
    });
  });

  it('a page moved to another URL is purged at the URL it was and the URL it is now at', () => {
    expect(builderWebhookPurge(webhook('publish', faq('/help'), faq('/faq')))).toMatchObject({
      paths: ['/help', '/faq'],
    });
  });

  it.each(['unpublish', 'archive', 'scheduledEnd', 'scheduledStart'])(
    '%s purges the entry at its URL as a publish does',
    (operation) => {
      expect(builderWebhookPurge(webhook(operation, faq('/faq', 'draft'), faq('/faq')))).toMatchObject({
        tags: ['builder_page_faq'],
        paths: ['/faq'],
      });
    },
  );

  it('delete (no newValue) purges the entry where it was', () => {
    expect(builderWebhookPurge(webhook('delete', null, faq('/faq')))).toMatchObject({ paths: ['/faq'] });
  });

  it('the same webhook again purges the same again (Builder retries): idempotent', () => {
    const body = webhook('publish', faq('/faq'), faq('/faq'));
    expect(builderWebhookPurge(body)).toEqual(builderWebhookPurge(structuredClone(body)));
  });

  it('a symbol purges the pages that show it by its tag', () => {
    expect(builderWebhookPurge(webhook('publish', { id: 'help', data: {} }, null, 'symbol'))).toEqual({
      tags: ['builder_symbol_help'],
      readTags: ['builder_symbol'],
      paths: [],
    });
  });

  it('a model the shop does not read is an unknown model: nothing is purged', () => {
    expect(builderWebhookPurge(webhook('publish', { id: 'post', data: {} }, null, 'blog-post'))).toBe(
      'unknown model',
    );
  });

  it('hostile: bodies that are not such a webhook, two different ids, ids and URLs no entry has, are refused or left out', () => {
    expect(builderWebhookPurge(null)).toBeUndefined();
    expect(builderWebhookPurge({ modelName: 'page' })).toBeUndefined();
    expect(builderWebhookPurge(webhook('publish', { id: 'a' }, { id: 'b' }))).toBeUndefined();
    expect(builderWebhookPurge(webhook('publish', { id: 'a b,c' }, null))).toBeUndefined();
    expect(
      builderWebhookPurge(
        webhook('publish', { id: 'faq', data: { url: '//evil.example/x' }, query: 'x' }, null),
      ),
    ).toMatchObject({ paths: [] });
  });
});
