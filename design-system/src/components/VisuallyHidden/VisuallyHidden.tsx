import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only (Radix's primitive, so the clipping technique is the maintained one). */
export function VisuallyHidden(props: ComponentPropsWithoutRef<typeof RadixVisuallyHidden.Root>) {
  return <RadixVisuallyHidden.Root {...props} />;
}
