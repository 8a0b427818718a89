import { describe, expect, it } from 'vitest';
import { isEditorRequest, pagePathOf } from './editorMode';

const editing = (search: string) => isEditorRequest(new URL(`https://shop.test/${search}`));

describe("Builder's editor URLs", () => {
  it('editor: __builder_editing__ or builder.frameEditing=page means the editor asks for the page', () => {
    expect(editing('?__builder_editing__=true')).toBe(true);
    expect(editing('?builder.frameEditing=page&builder.overrides.page=abc')).toBe(true);
  });

  it('editor: a preview link, an entry id, a plain visit or another model is no editor request', () => {
    for (const search of [
      '?builder.preview=page&builder.overrides.page=draft-1',
      '',
      '?builder.frameEditing=symbol',
    ])
      expect(editing(search), search).toBe(false);
  });
});

describe('page path', () => {
  it('page path: a client-side navigation (.data request) targets the same Builder page as the document', () => {
    expect(pagePathOf(new URL('http://shop.test/iluma-club.data'))).toBe('/iluma-club');
    expect(pagePathOf(new URL('http://shop.test/_.data'))).toBe('/');
    expect(pagePathOf(new URL('http://shop.test/flavours/amber'))).toBe('/flavours/amber');
  });
});
