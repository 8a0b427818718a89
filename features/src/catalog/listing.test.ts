import { describe, expect, it } from 'vitest';
import {
  canonicalListingSearch,
  listingFromSearch,
  listingPartOf,
  listingRequest,
  listingSearch,
  toggleFilter,
} from './listing';

const parse = (query: string) => listingFromSearch(new URLSearchParams(query));

describe('category listing in the URL', () => {
  it('listing: each sort and filter choice has one query string, whatever order the values came in', () => {
    const listing = parse('flavor=Mint&sort=price-asc&flavor=Amber&flavor=Mint');
    expect(listing).toEqual({ sort: 'price-asc', filters: { flavor: ['Amber', 'Mint'] }, page: 1 });
    expect(listingSearch(listing)).toBe('?sort=price-asc&flavor=Amber&flavor=Mint');
  });

  it('listing: the default sort and no filters are the bare category URL', () => {
    expect(listingSearch(parse('sort=position'))).toBe('');
    expect(listingSearch(parse('sort=cheapest-first&price=lots'))).toBe('');
  });

  it('listing: only one price range counts, the last one given', () => {
    expect(parse('price=0_10&price=10_20').filters.price).toEqual(['10_20']);
  });

  it('listing: a price range with a bound above 1,000,000, negative or not written in plain digits is dropped', () => {
    for (const range of ['0_1000001', '0_9007199254740993', '-1_10', '1e300_1', '0_10_20', '010_20', 'NaN_1'])
      expect(parse(`price=${range}`).filters.price, range).toBeUndefined();
    expect(parse('price=0_1000000').filters.price).toEqual(['0_1000000']);
  });

  it('listing: the listing part of a query leaves other parameters (campaign tags) out', () => {
    expect(listingPartOf(new URLSearchParams('utm_source=mail&sort=name-asc'))).toBe('?sort=name-asc');
  });

  it('filters: choosing a value adds it, choosing it again removes it; a new price range replaces the old one', () => {
    const amber = toggleFilter(parse(''), 'flavor', 'Amber');
    expect(amber.filters).toEqual({ flavor: ['Amber'] });
    expect(toggleFilter(amber, 'flavor', 'Amber').filters).toEqual({});
    expect(toggleFilter(parse('price=0_10'), 'price', '10_20').filters).toEqual({ price: ['10_20'] });
  });

  it('listing: the catalogue request filters by the category and the chosen values, sorted as chosen', () => {
    expect(listingRequest('sticks', parse('sort=name-asc&flavor=Amber&intensity=4&price=0_10'))).toEqual({
      filter: {
        category_uid: { eq: 'sticks' },
        flavor: { in: ['Amber'] },
        intensity: { in: ['4'] },
        price: { from: '0', to: '10' },
      },
      pageSize: 24,
      currentPage: 1,
      sort: { name: 'ASC' },
    });
  });

  it('pages: the page comes last in the query, and the first page is the bare category URL', () => {
    expect(listingSearch(parse('page=3&sort=name-asc'))).toBe('?sort=name-asc&page=3');
    expect(listingSearch(parse('page=1'))).toBe('');
    expect(listingRequest('accessories', parse('page=2')).currentPage).toBe(2);
  });

  it('pages: a page number that is not a whole number from 1 reads as the first page', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '1e400', '10001'])
      expect(parse(`page=${page}`).page, page).toBe(1);
    // Written another way than its one form, it is a page all the same (the route redirects to `page=2`).
    expect(parse('page=02').page).toBe(2);
    expect(listingPartOf(new URLSearchParams('page=02'))).not.toBe(listingSearch(parse('page=02')));
  });

  it('pages: a new sort or filter starts again at the first page', () => {
    expect(toggleFilter(parse('page=2'), 'price', '0_10').page).toBe(1);
  });

  it('canonical: a page past the first is its own canonical; a sorted or filtered copy names the unfiltered page of its number', () => {
    expect(canonicalListingSearch(parse(''))).toBe('');
    expect(canonicalListingSearch(parse('page=2'))).toBe('?page=2');
    expect(canonicalListingSearch(parse('sort=price-asc&flavor=Amber'))).toBe('');
    expect(canonicalListingSearch(parse('sort=name-asc&price=0_10&page=3'))).toBe('?page=3');
  });
});
