import { http, HttpResponse, type RequestHandler } from 'msw';
import { readRequestNumber, sandboxRoute } from '../../../platform';
import {
  searchContentTypes,
  type SearchContentType,
  type SearchHitWire,
  type SearchResponse,
} from '../contract/wire';
import { indexedContentIn, type IndexedContent } from './content';

export { indexedContent } from './content';

const MAX_PER_PAGE = 100;
const MAX_PAGE = 1000;

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps every word starting with a query term in <em>, as the search engine's highlighter does. */
function highlight(text: string, terms: string[]): string {
  const words = new RegExp(`\\b(?:${terms.map(escapeRegExp).join('|')})[\\p{L}\\p{N}-]*`, 'giu');
  return escapeHtml(text).replace(words, (word) => `<em>${word}</em>`);
}

/** All terms must match a word start somewhere; title matches rank first. */
function score(content: IndexedContent, terms: string[]): number {
  const startsWord = (text: string, term: string) => new RegExp(`\\b${escapeRegExp(term)}`, 'i').test(text);
  let total = 0;
  for (const term of terms) {
    if (startsWord(content.title, term)) total += 3;
    else if (startsWord(content.excerpt, term) || startsWord(content.keywords ?? '', term)) total += 1;
    else return 0;
  }
  return total;
}

const search = http.get(sandboxRoute('search', '/api/search'), ({ request }) => {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim();
  if (!q) return badRequest('The q field is required.');
  // The service validates rather than clamps: a value out of range or not a whole number is a 400.
  const perPageRead = readRequestNumber(params.get('per_page'), { min: 1, max: MAX_PER_PAGE, fallback: 15 });
  const pageRead = readRequestNumber(params.get('page'), { min: 1, max: MAX_PAGE, fallback: 1 });
  if (perPageRead.problem) return badRequest(`The per_page field must be between 1 and ${MAX_PER_PAGE}.`);
  if (pageRead.problem) return badRequest(`The page field must be between 1 and ${MAX_PAGE}.`);
  const [perPage, page] = [perPageRead.value, pageRead.value];
  const type = params.get('type');
  if (type && !(searchContentTypes as readonly string[]).includes(type))
    return badRequest('The selected type is invalid.');
  const withHighlight = (params.get('highlight') ?? '1') !== '0';

  const terms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const ranked = indexedContentIn(params.get('lang'))
    .filter((content) => !type || content.type === (type as SearchContentType))
    .map((content) => ({ content, score: score(content, terms) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);

  const data: SearchHitWire[] = ranked.slice((page - 1) * perPage, page * perPage).map(({ content }) => ({
    id: content.id,
    type: content.type,
    title: content.title,
    ...(content.sku ? { sku: content.sku } : {}),
    url: content.url,
    excerpt: content.excerpt,
    ...(content.image ? { image: content.image } : {}),
    ...(withHighlight
      ? { highlight: { title: highlight(content.title, terms), excerpt: highlight(content.excerpt, terms) } }
      : {}),
  }));
  const body: SearchResponse = {
    data,
    meta: {
      query: q,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(ranked.length / perPage)),
      total: ranked.length,
    },
  };
  return HttpResponse.json(body);
});

export const handlers: RequestHandler[] = [search];
