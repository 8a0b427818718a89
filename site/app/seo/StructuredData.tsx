import { useMatches, type Params } from 'react-router';
import { useNonce } from '../lib/nonce';
import { organizationJsonLd, serializeJsonLd, type JsonLd } from './structuredData';

interface StructuredDataArgs<Data> {
  loaderData: Data;
  params: Params;
  origin: string;
}

/** A route's `handle`: the structured data of its page, built from its loader data. */
export interface StructuredDataHandle {
  structuredData: (args: StructuredDataArgs<unknown>) => JsonLd[];
}

export function structuredDataHandle<Data>(
  build: (args: StructuredDataArgs<Data>) => JsonLd[],
): StructuredDataHandle {
  return { structuredData: build as StructuredDataHandle['structuredData'] };
}

const hasStructuredData = (handle: unknown): handle is StructuredDataHandle =>
  typeof handle === 'object' && handle !== null && 'structuredData' in handle;

/**
 * The page's JSON-LD in the document head: the Organization on every page, then what each matched route's handle
 * builds. Rendered here rather than by <Meta />, whose JSON-LD scripts carry no CSP nonce.
 */
export function StructuredData({ origin }: { origin: string | undefined }) {
  const nonce = useNonce();
  const matches = useMatches();
  if (!origin) return null;
  const items = [
    organizationJsonLd(origin),
    ...matches.flatMap((match) =>
      hasStructuredData(match.handle) && match.loaderData !== undefined
        ? match.handle.structuredData({ loaderData: match.loaderData, params: match.params, origin })
        : [],
    ),
  ];
  return items.map((item) => (
    <script
      key={`${item['@type']}`}
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
