import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePortalThemeClass } from '../../theme/ThemeScope';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

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

/** A modal dialog (Radix: focus trapped and restored, Escape closes, the page behind is inert). */
export function Dialog({ trigger, title, description, children, footer, open, defaultOpen, onOpenChange, closeLabel = 'Close' }: DialogProps) {
  const portalTheme = usePortalThemeClass();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={clsx(portalTheme, styles.content)} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
