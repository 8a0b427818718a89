import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider, defaultConfig } from '@storefront/features/platform';
import { BuilderPage } from './BuilderPage';
import type { BuilderPageContent } from './content.server';

const content = (meta: Record<string, unknown>) =>
  ({
    id: 'page',
    meta,
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'sized',
          component: { name: 'Text', options: { text: '<p>Sized</p>' } },
          responsiveStyles: { medium: { padding: '24px' }, small: { padding: '16px' } },
        },
      ],
    },
  }) as unknown as BuilderPageContent;

const styleOf = (meta: Record<string, unknown>) =>
  render(
    <ConfigProvider config={defaultConfig}>
      <BuilderPage content={content(meta)} editing={false} />
    </ConfigProvider>,
  ).container.querySelector('style')!.textContent;

describe('Builder page', () => {
  it("breakpoints: a live page takes its responsive breakpoints from the content's meta.breakpoints", () => {
    expect(styleOf({ breakpoints: { small: 480, medium: 768 } })).toBe(
      '@media (max-width: 768px){.builder-sized{padding:24px}}@media (max-width: 480px){.builder-sized{padding:16px}}',
    );
    expect(styleOf({})).toContain('@media (max-width: 991px)');
  });
});
