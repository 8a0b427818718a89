/** The parts of a click (React's or the DOM's) that say where the link opens. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A plain primary click, which follows the link in this tab: not one that opens a new tab or window or saves the
 * target (a modifier key or another button), which the link does alone.
 */
export const isPlainClick = (event: LinkClick): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
