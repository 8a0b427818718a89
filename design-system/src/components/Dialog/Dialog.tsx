import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { usePortalThemeClass } from '../../theme/ThemeScope';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

/**
 * Radix's dialog (focus trapped and restored, Escape closes, the page behind is inert), styled once, as compound parts:
 * `DialogRoot` holds the open state, `DialogTrigger` opens it, `DialogClose` closes it.
 */
export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogVariant = 'modal' | 'drawer';

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** `modal`: centred over the page; `drawer`: a full-height side sheet at the inline end (the right, left in RTL). */
  variant?: DialogVariant;
}

/** The dialog itself with its scrim, portalled to the end of the page in the theme of the section its trigger sits in. */
export function DialogContent({ variant = 'modal', className, ...props }: DialogContentProps) {
  const portalTheme = usePortalThemeClass();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content className={clsx(portalTheme, styles.content[variant], className)} {...props} />
    </RadixDialog.Portal>
  );
}

export interface DialogHeaderProps {
  /** The title (a `DialogTitle`) and anything beside it. */
  children: ReactNode;
  /** Name of the close button. */
  closeLabel?: string;
}

/** The title row with the close button: the first control in the dialog, so focus lands there on opening. */
export function DialogHeader({ children, closeLabel = 'Close' }: DialogHeaderProps) {
  return (
    <div className={styles.header}>
      {children}
      <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
        <Icon name="close" />
      </RadixDialog.Close>
    </div>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={clsx(styles.title, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={clsx(styles.description, className)} {...props} />;
}

/** Buttons at the bottom, the main action last; wrap a closing one in `<DialogClose asChild>`. */
export function DialogFooter({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={clsx(styles.footer, className)} {...props} />;
}

export interface DialogProps {
  /** The control that opens the dialog (rendered as the trigger via asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap a closing one in `<DialogClose asChild>`. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the close button. */
  closeLabel?: string;
}

/** The parts composed for the common case: a centred, titled dialog with an optional description, body and footer. */
export function Dialog({
  trigger,
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel,
}: DialogProps) {
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <DialogHeader closeLabel={closeLabel}>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {description && <DialogDescription>{description}</DialogDescription>}
        {children}
        {footer && <DialogFooter>{footer}</DialogFooter>}
      </DialogContent>
    </DialogRoot>
  );
}
