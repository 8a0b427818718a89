import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyWidgetStyles, WidgetStylesheets } from './WidgetStylesheets';

/** Every block file's source. */
const library = import.meta.glob<string>('./library/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('WidgetStylesheets', () => {
  it('lazy widget styles: the server links a lazily loaded widget’s stylesheets in the head, so its first HTML paints styled', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <LazyWidgetStyles value={{ '@storefront/features/trials/widgets': ['/assets/widgets-trials.css'] }}>
            <WidgetStylesheets module="@storefront/features/trials/widgets" />
            <p>Start your free trial</p>
          </LazyWidgetStyles>
        </body>
      </html>,
    );
    expect(html).toMatch(
      /<head><link rel="stylesheet" href="\/assets\/widgets-trials.css" data-precedence="widgets"\/>/,
    );
  });

  it('lazy widget styles: without a map (the browser, the dev server) nothing is linked', () => {
    expect(renderToString(<WidgetStylesheets module="@storefront/features/trials/widgets" />)).toBe('');
  });

  it('lazy widget styles: every block that loads a feature widget lazily names that module for its stylesheets', () => {
    for (const [file, source] of Object.entries(library)) {
      const loaded = [...source.matchAll(/import\('(@storefront\/features\/[\w-]+\/widgets)'\)/g)].map(
        (match) => match[1],
      );
      for (const module of loaded)
        expect(source, `${file} loads ${module}`).toMatch(
          new RegExp(`(widget|module)="${module!.replace(/[/@-]/g, '\\$&')}"`),
        );
    }
  });
});
