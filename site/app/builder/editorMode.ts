/**
 * How Builder opens a page. Its editor loads the page in an iframe with `__builder_editing__` and
 * `builder.frameEditing=<model>`; a preview link carries `builder.preview=<model>`; both may name the entry with
 * `builder.overrides.<model>=<id>`. Read from the URL, so the server and the browser agree.
 */
export interface EditorMode {
  editing: boolean;
  preview: boolean;
  previewEntryId?: string;
}

export function editorModeOf(url: URL, model = 'page'): EditorMode {
  const params = url.searchParams;
  const editing = params.has('__builder_editing__') || params.get('builder.frameEditing') === model;
  const preview = editing || params.get('builder.preview') === model;
  const previewEntryId = preview ? (params.get(`builder.overrides.${model}`) ?? undefined) : undefined;
  return { editing, preview, ...(previewEntryId ? { previewEntryId } : {}) };
}

/**
 * The page path a request is for. Client-side navigations fetch `/path.data` (and `/_.data` for the home page) and
 * React Router hands loaders that URL unchanged; the Builder page is the one of the path without the suffix.
 */
export function pagePathOf(url: URL): string {
  if (url.pathname.endsWith('/_.data')) return url.pathname.slice(0, -'_.data'.length);
  return url.pathname.replace(/\.data$/, '');
}
