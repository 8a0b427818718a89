import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

/** A form that controls its box, as react-hook-form's Controller does, and says what it holds. */
function ConsentForm() {
  const [accepted, setAccepted] = useState(false);
  return (
    <>
      <Checkbox label="I accept the terms" checked={accepted} onCheckedChange={setAccepted} />
      <output>{accepted ? 'accepted' : 'not accepted'}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('hydration: a box ticked while the page was still server HTML stays ticked, and its form holds it as ticked', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(<ConsentForm />);
    const box = container.querySelector('input')!;
    // The shopper ticks before the page's code has arrived: a native box ticks on its own.
    box.click();
    expect(box.checked).toBe(true);

    await act(async () => {
      hydrateRoot(container, <ConsentForm />);
    });

    expect(box.checked).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('accepted');
  });

  it('hydration: a box left as the server drew it changes nothing in its form', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(<ConsentForm />);

    await act(async () => {
      hydrateRoot(container, <ConsentForm />);
    });

    expect(container.querySelector('input')?.checked).toBe(false);
    expect(container.querySelector('output')?.textContent).toBe('not accepted');
  });
});
