import { describe, expect, it } from 'vitest';
import { magentoTagsOfData, tagsOfHeader } from './cacheTags';

describe("Magento's cache tags of a catalogue read", () => {
  it('X-Magento-Tags is read as its tags, anything that is not a tag left out', () => {
    expect(tagsOfHeader('cat_p,cat_p_7, cat_c_3')).toEqual(['cat_p', 'cat_p_7', 'cat_c_3']);
    expect(tagsOfHeader('cat_p_7,evil tag,(.*),,')).toEqual(['cat_p_7']);
  });

  it('without the header, products are tagged cat_p_<id> from their id or their uid (the id in base64)', () => {
    const data = {
      products: {
        items: [
          { __typename: 'SimpleProduct', id: 7, sku: 'AURORA' },
          { __typename: 'ConfigurableProduct', uid: btoa('12'), sku: 'NOVA' },
          { sku: 'UNTYPED', id: 13 },
        ],
      },
    };
    expect(magentoTagsOfData(data).sort()).toEqual(['cat_p', 'cat_p_12', 'cat_p_13', 'cat_p_7']);
  });

  it('related products, categories and CMS pages are tagged by their own names', () => {
    const data = {
      products: {
        items: [
          {
            __typename: 'SimpleProduct',
            id: 7,
            related_products: [{ __typename: 'SimpleProduct', id: 8 }],
            categories: [{ __typename: 'CategoryTree', uid: btoa('3') }],
          },
        ],
      },
      cmsPage: { __typename: 'CmsPage', id: 2 },
    };
    expect(magentoTagsOfData(data).sort()).toEqual([
      'cat_c',
      'cat_c_3',
      'cat_p',
      'cat_p_7',
      'cat_p_8',
      'cms_p',
      'cms_p_2',
    ]);
  });

  it('entities whose id the answer does not carry (a uid that is no number) are not tagged', () => {
    const data = { products: { items: [{ __typename: 'SimpleProduct', uid: btoa('product-AURORA') }] } };
    expect(magentoTagsOfData(data)).toEqual([]);
    expect(magentoTagsOfData(null)).toEqual([]);
  });
});
