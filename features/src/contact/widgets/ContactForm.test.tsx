import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { receivedContactForms, resetEngagementSandbox } from '../../backends/engagement/sandbox';
import { ContactForm } from './ContactForm';

sandboxServerForTests();
const Shop = shopWrapper(configFromEnv({}, 'http://localhost'));
let events: TrackingEvent[] = [];
let stop = () => {};
beforeEach(() => {
  resetEngagementSandbox();
  events = [];
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stop());

// The first test also pays for compiling the widgets' styles on a busy machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('contact us click: sending raises the event; a bad e-mail is refused in words and what was typed stays', async () => {
    const user = userEvent.setup();
    render(<ContactForm phone="+49 800 100 2000" />, { wrapper: Shop });
    await user.type(screen.getByLabelText('E-mail address'), 'ada-at-example.com');
    await user.type(screen.getByLabelText('Your message'), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText('Your message')).toHaveValue('Where is my order?');
    expect(events.map((event) => event.name)).toEqual(['tracking:activity:contact_us_click']);
    expect(receivedContactForms()).toEqual([]);

    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message is on its way.');
    expect(receivedContactForms()).toEqual([
      expect.objectContaining({
        type: 'CONTACT',
        channel: 'web',
        data_subject: { email: 'ada@example.com' },
        payload: { message: 'Where is my order?' },
      }),
    ]);
  });

  it('phone click: following the shop’s number raises the event with the number', async () => {
    const user = userEvent.setup();
    render(<ContactForm phone="+49 800 100 2000" location="contact page" />, { wrapper: Shop });
    const link = screen.getByRole('link', { name: '+49 800 100 2000' });
    expect(link).toHaveAttribute('href', 'tel:+498001002000');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(events).toEqual([
      expect.objectContaining({
        name: 'tracking:activity:contact_us_phone_click',
        payload: { label: '+49 800 100 2000', url: 'tel:+49 800 100 2000', location: 'contact page' },
      }),
    ]);
  });

  it('contact form posted before hydration: the answer shows with what was typed', () => {
    render(
      <ContactForm
        posted={{
          values: { name: 'Ada', email: 'nope', message: 'Hi' },
          fieldErrors: { email: 'Please enter a valid e-mail address.' },
          error: 'Please enter a valid e-mail address.',
        }}
      />,
      { wrapper: Shop },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('nope');
    expect(screen.getByLabelText('Your name (optional)')).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi');
  });
});
