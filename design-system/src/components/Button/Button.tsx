import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from '../Spinner';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonVariants {
  /** Render the single child (e.g. an `<a>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, tells assistive technology the action is running and ignores further clicks. */
  loading?: boolean;
}

export function Button({
  asChild = false,
  loading = false,
  variant,
  size,
  fullWidth,
  className,
  disabled,
  onClick,
  children,
  type,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const inactive = Boolean(disabled) || loading;
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled keeps the button focusable (so its state is discoverable) while it ignores clicks.
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <Component
      className={clsx(button({ variant, size, fullWidth }), className)}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
