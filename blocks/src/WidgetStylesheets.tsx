import { createContext, useContext } from 'react';

/**
 * The stylesheets of each widget module a block loads lazily, by its import name (`@storefront/features/<domain>/widgets`).
 * The site's server provides them from its client build; in the browser the map is empty, and nothing is needed: a
 * lazily loaded module brings its stylesheet before it renders.
 */
export const LazyWidgetStyles = createContext<Readonly<Record<string, readonly string[]>>>({});

/**
 * Links a lazily loaded widget's stylesheets in the document's head (React hoists a stylesheet with a precedence), so
 * the widget's server-rendered markup paints styled in the first HTML instead of shifting once its code arrives.
 */
export function WidgetStylesheets({ module }: { module: string }) {
  const hrefs = useContext(LazyWidgetStyles)[module] ?? [];
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} precedence="widgets" />);
}
