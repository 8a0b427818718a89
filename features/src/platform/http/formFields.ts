/** A posted form's text field as sent (untrimmed: a password keeps its spaces), or '' when missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
