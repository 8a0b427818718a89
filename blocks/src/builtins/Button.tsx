import { Button } from '@storefront/design-system';
import { defineBuiltIn } from './defineBuiltIn';
import { followAfterTracking } from '../followAfterTracking';

/**
 * Builder's Core:Button: a link with the design system's button look. Only web, e-mail and phone links are followed;
 * any other (`javascript:`, `data:`) never reaches it (readInputs), so the text stays plain and the editor says why.
 */
export const buttonBuiltIn = defineBuiltIn({
  name: 'Core:Button',
  friendlyName: 'Button',
  inputs: [
    { name: 'text', type: 'string', required: true },
    { name: 'link', type: 'url' },
    { name: 'openLinkInNewTab', type: 'boolean', defaultValue: false },
  ],
  component: function BuiltInButton({ text, link: href, openLinkInNewTab }) {
    if (!href) return <span>{text}</span>;
    return (
      <Button asChild>
        <a
          href={href}
          {...(openLinkInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(event) =>
            followAfterTracking(event, 'tracking:activity:cta_click', {
              label: text,
              url: href,
              location: 'button',
            })
          }
        >
          {text}
        </a>
      </Button>
    );
  },
});
