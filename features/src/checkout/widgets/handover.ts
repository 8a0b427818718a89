/**
 * What the checkout's first step hands the form when the form's code arrives (issue #14): the values typed into
 * the plain inputs, where the focus and caret were, and whether the shopper already pressed Continue. The form
 * draws the same markup anew, so it takes these over to keep what was typed and where the shopper was.
 */
export interface Handover {
  values: Record<string, string>;
  focus?: { name: string; start: number | null; end: number | null } | 'submit' | undefined;
  submit: boolean;
}

/** Reads the plain form as it stands, just before the form's code draws it anew. */
export function captureHandover(form: HTMLFormElement, submit: boolean): Handover {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name)
      values[element.name] = element.value;
  }
  const active = document.activeElement;
  let focus: Handover['focus'];
  if (
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.name &&
    form.contains(active)
  ) {
    // Inputs without a caret (e-mail) answer null; the caret then stays at the end of the value.
    focus = { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  } else if (active instanceof HTMLButtonElement && active.type === 'submit' && form.contains(active)) {
    focus = 'submit';
  }
  return { values, focus, submit };
}

/** Puts the focus (and caret) back where the shopper had it. */
export function restoreFocus(form: HTMLFormElement, focus: Handover['focus']): void {
  if (focus === 'submit') {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    return;
  }
  if (!focus) return;
  const field = form.elements.namedItem(focus.name);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.focus();
  if (focus.start !== null) field.setSelectionRange(focus.start, focus.end ?? focus.start);
}
