import { graphql, type CommerceClient } from '../backends/commerce';

const CountriesQuery = graphql(`
  query CheckoutCountries {
    countries {
      id
      full_name_locale
    }
  }
`);

/** The countries the store ships to, the only ones an address may name. */
export async function getCountries(client: CommerceClient): Promise<Array<{ code: string; name: string }>> {
  const data = await client.request(CountriesQuery, {}, { method: 'GET' });
  return (data.countries ?? []).flatMap((country) =>
    country?.id ? [{ code: country.id, name: country.full_name_locale ?? country.id }] : [],
  );
}
