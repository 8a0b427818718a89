import { clsx } from 'clsx';
import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePortalThemeClass } from '../../theme/ThemeScope';
import { Icon, type IconName } from '../Icon';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'success' | 'error';

const toneIcons: Record<ToastTone, IconName> = { info: 'info', success: 'check', error: 'alert' };

export interface ToastProviderProps {
  children: ReactNode;
  /** Region name announced to screen readers; {hotkey} is replaced with the keys that focus it. */
  label?: string;
}

/** Hosts toasts for the app (Radix: F8 focuses the toast region, swipe dismisses, announced politely). */
export function ToastProvider({ children, label = 'Notifications ({hotkey})' }: ToastProviderProps) {
  const portalTheme = usePortalThemeClass();
  return (
    <RadixToast.Provider swipeDirection="right">
      {children}
      <RadixToast.Viewport className={clsx(portalTheme, styles.viewport)} label={label} />
    </RadixToast.Provider>
  );
}

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds until it closes by itself. */
  duration?: number;
  closeLabel?: string;
}

export function Toast({
  title,
  description,
  tone = 'info',
  open,
  onOpenChange,
  duration = 6000,
  closeLabel = 'Dismiss',
}: ToastProps) {
  return (
    <RadixToast.Root
      className={clsx(styles.toast, styles.tone[tone])}
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      // Errors interrupt; everything else waits for a pause.
      type={tone === 'error' ? 'foreground' : 'background'}
    >
      <Icon name={toneIcons[tone]} className={styles.toneIcon[tone]} />
      <div>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description && (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        )}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <Icon name="close" size="sm" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
