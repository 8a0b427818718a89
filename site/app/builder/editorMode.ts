/**
 * Whether Builder's editor asks for the page: it loads the page in an iframe with `__builder_editing__` and
 * `builder.frameEditing=<model>`. Read from the URL, so the server and the browser agree. The URL proves nothing (anyone
 * can type it): the server answers it with the published page, and the draft reaches the page only from the editor
 * itself (EditorPage). `builder.preview` and `builder.overrides.<model>` are ignored for the same reason.
 */
export function isEditorRequest(url: URL, model = 'page'): boolean {
  const params = url.searchParams;
  return params.has('__builder_editing__') || params.get('builder.frameEditing') === model;
}

/**
 * The page path a request is for. Client-side navigations fetch `/path.data` (and `/_.data` for the home page) and
 * React Router hands loaders that URL unchanged; the Builder page is the one of the path without the suffix.
 */
export function pagePathOf(url: URL): string {
  if (url.pathname.endsWith('/_.data')) return url.pathname.slice(0, -'_.data'.length);
  return url.pathname.replace(/\.data$/, '');
}
