import { describe, expect, it } from 'vitest';
import { builderTagsOf } from './cacheTags';

const symbolBlock = (model: string, entry: string, content?: unknown) => ({
  '@type': '@builder.io/sdk:Element',
  component: { name: 'Symbol', options: { symbol: { model, entry, ...(content ? { content } : {}) } } },
});

describe("Builder content's cache tags", () => {
  it('a page answer carries its model, its entry and every symbol in it, inline or given by id, however deep', () => {
    const answer = {
      results: [
        {
          id: 'faq',
          data: {
            blocks: [
              symbolBlock('symbol', 'help'),
              {
                children: [
                  symbolBlock('symbol', 'promo', {
                    id: 'promo',
                    data: { blocks: [symbolBlock('symbol', 'inner')] },
                  }),
                ],
              },
            ],
          },
        },
      ],
    };
    expect(builderTagsOf('page', answer).sort()).toEqual([
      'builder_page',
      'builder_page_faq',
      'builder_symbol_help',
      'builder_symbol_inner',
      'builder_symbol_promo',
    ]);
  });

  it('an answer without entries (no page at that URL) still carries its model: publishing one there forgets it', () => {
    expect(builderTagsOf('page', { results: [] })).toEqual(['builder_page']);
    expect(builderTagsOf('page', 'not an answer')).toEqual(['builder_page']);
  });

  it('ids that would not make a header-safe tag are left out', () => {
    const answer = { results: [{ id: 'two words', data: { blocks: [symbolBlock('symbol', 'a,b')] } }] };
    expect(builderTagsOf('page', answer)).toEqual(['builder_page']);
  });
});
