import * as z from 'zod/mini';
import { createShopClient } from '../platform';

/**
 * The shop's own route that names where each loyalty article is and what it is called, read from Builder's pages
 * (site/app/routes/loyalty.articles.ts): the loyalty service knows an article by its id only.
 */
export const ARTICLE_PAGES_PATH = '/loyalty/articles';

const articlePagesSchema = z.array(z.object({ articleId: z.string(), title: z.string(), url: z.string() }));

/** A loyalty article's page: the id the loyalty service names it by, its title and its path. */
export type ArticlePage = z.infer<typeof articlePagesSchema>[number];

/** The article pages in the page's language (the shop reads Builder in it). */
export async function articlePagesFromShop(): Promise<ArticlePage[]> {
  const { data } = await createShopClient().get(ARTICLE_PAGES_PATH, { schema: articlePagesSchema });
  return data;
}
