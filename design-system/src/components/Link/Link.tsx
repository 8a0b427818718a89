import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { link } from './Link.css';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** inline: underlined within text; standalone: a call to action with a chevron; choice: one of several, a pill. */
  variant?: 'inline' | 'standalone' | 'choice';
  /** accent: the link colour; inherit: the surrounding text colour (on gradients and images). */
  tone?: 'accent' | 'inherit';
  /** Render the single child (a router link) with the link's look. */
  asChild?: boolean;
  /** Said after a link that opens a new tab, so nobody is surprised. */
  newTabLabel?: string;
}

export function Link({
  variant = 'inline',
  tone = 'accent',
  asChild = false,
  className,
  target,
  rel,
  newTabLabel = '(opens in a new tab)',
  children,
  ...rest
}: LinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  const opensNewTab = target === '_blank';
  return (
    <Component
      className={clsx(link({ variant, tone }), className)}
      target={target}
      rel={opensNewTab ? (rel ?? 'noopener noreferrer') : rel}
      {...rest}
    >
      <Slot.Slottable>{children}</Slot.Slottable>
      {opensNewTab && <VisuallyHidden> {newTabLabel}</VisuallyHidden>}
      {variant === 'standalone' && <Icon name="chevronRight" size="sm" />}
    </Component>
  );
}
