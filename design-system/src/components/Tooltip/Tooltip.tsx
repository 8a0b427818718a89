import { clsx } from 'clsx';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePortalThemeClass } from '../../theme/ThemeScope';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** A focusable element (a button or link) that the tooltip describes. */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  /** Milliseconds before it shows on hover. */
  delayDuration?: number;
}

/** A short hint on hover and keyboard focus (Radix: Escape dismisses, read as the trigger's description). */
export function Tooltip({
  children,
  content,
  side = 'top',
  open,
  defaultOpen,
  delayDuration = 300,
}: TooltipProps) {
  const portalTheme = usePortalThemeClass();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            // 8 px: a tooltip near the screen's edge keeps a margin instead of touching it.
            collisionPadding={8}
            className={clsx(portalTheme, styles.content)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
