import { createContext, useContext, type ReactNode } from 'react';

const PageQueryContext = createContext('');

/** The page's query string (`?newsletter=sent`), given by the site for the request the page answers. */
export function PageQueryProvider({ search, children }: { search: string; children: ReactNode }) {
  return <PageQueryContext value={search}>{children}</PageQueryContext>;
}

/**
 * One value of the page's query, the same on the server and in the browser: what a form the browser posted itself
 * (before the page's script ran, or without JavaScript) came back with is then in the server's HTML too.
 */
export function usePageQuery(name: string): string | null {
  return new URLSearchParams(useContext(PageQueryContext)).get(name);
}
