import { Button } from '@storefront/design-system';
import { BlockHint } from '../BlockHint';
import { useIsEditing } from '../defineBlock';
import { defineBuiltIn } from './defineBuiltIn';
import { safeUrl } from '@storefront/features/platform';
import { followAfterTracking } from '../followAfterTracking';

/**
 * Builder's Core:Button: a link with the design system's button look. Only web, e-mail and phone links are followed;
 * any other (`javascript:`, `data:`) leaves plain text, and the editor says why.
 */
export const buttonBuiltIn = defineBuiltIn({
  name: 'Core:Button',
  friendlyName: 'Button',
  inputs: [
    { name: 'text', type: 'string', required: true },
    { name: 'link', type: 'url' },
    { name: 'openLinkInNewTab', type: 'boolean', defaultValue: false },
  ],
  component: function BuiltInButton({ text, link, openLinkInNewTab }) {
    const editing = useIsEditing();
    const href = safeUrl(link, 'link');
    if (!href)
      return (
        <>
          {editing && link && (
            <BlockHint
              title="Button"
              notes={['Its link is not a web, e-mail or phone link, so it links nowhere.']}
            />
          )}
          <span>{text}</span>
        </>
      );
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
