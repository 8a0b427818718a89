import { describe, expect, it } from 'vitest';
import { editorModeOf, pagePathOf } from './editorMode';

const mode = (search: string) => editorModeOf(new URL(`https://shop.test/${search}`));

describe('Builder editing and preview URLs', () => {
  it('editor: __builder_editing__ or builder.frameEditing=page means the page is being edited (and previewed)', () => {
    expect(mode('?__builder_editing__=true')).toEqual({ editing: true, preview: true });
    expect(mode('?builder.frameEditing=page&builder.overrides.page=abc')).toEqual({
      editing: true,
      preview: true,
      previewEntryId: 'abc',
    });
  });

  it('preview: builder.preview=page shows unpublished content without editing', () => {
    expect(mode('?builder.preview=page&builder.overrides.page=draft-1')).toEqual({
      editing: false,
      preview: true,
      previewEntryId: 'draft-1',
    });
  });

  it('preview: a plain visit, or a preview of another model, is neither', () => {
    expect(mode('')).toEqual({ editing: false, preview: false });
    expect(mode('?builder.preview=symbol&builder.overrides.page=x')).toEqual({
      editing: false,
      preview: false,
    });
  });
});

describe('page path', () => {
  it('page path: a client-side navigation (.data request) targets the same Builder page as the document', () => {
    expect(pagePathOf(new URL('http://shop.test/iluma-club.data'))).toBe('/iluma-club');
    expect(pagePathOf(new URL('http://shop.test/_.data'))).toBe('/');
    expect(pagePathOf(new URL('http://shop.test/flavours/amber'))).toBe('/flavours/amber');
  });
});
