import { lazy, type ComponentType } from 'react';
import { pageWordsOnTheirWay } from './dictionary';

/**
 * React's `lazy`, whose component renders once its code and the words that code names have arrived: on a German page a
 * domain's German is a chunk of its own, asked for as the domain's code loads, so the widget neither shows English
 * nor hydrates differently from the server's HTML.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own signature for lazy components
export function lazyWithWords<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const module = await load();
    await pageWordsOnTheirWay();
    return module;
  });
}
