import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../backends/commerce';
import { resetCommerceSandbox } from '../../backends/commerce/sandbox';
import { useCart } from '../../cart';
import { configFromEnv, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { flavourProfilesFallback, FlavourFinderUrlContext } from '../hooks';
import { defaultQuestions as questions } from '../questions';
import { FlavourFinder } from './FlavourFinder';

sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
const events: TrackingEvent[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  resetCommerceSandbox();
  localStorage.clear();
  events.length = 0;
  stop = subscribeToTracking((event) => events.push(event));
});
afterEach(() => stop());

/** The page's URL as the site's route hands it to the finder, recorded so a test can read the shareable link. */
const urls: string[] = [];
function WithUrl({ children, initial = '' }: { children: ReactNode; initial?: string }) {
  const [search, setSearch] = useState(initial);
  return (
    <FlavourFinderUrlContext.Provider
      value={{
        search,
        setSearch: (next) => {
          urls.push(next);
          setSearch(next);
        },
      }}
    >
      {children}
    </FlavourFinderUrlContext.Provider>
  );
}

function CartLines() {
  const { cart } = useCart();
  return (
    <ul aria-label="Cart lines">
      {cart?.lines.map((line) => (
        <li key={line.uid}>{line.sku}</li>
      ))}
    </ul>
  );
}

const activity = () =>
  events.filter((event) => event.name.startsWith('tracking:activity:flavour_finder')).map((event) => event);

describe('FlavourFinder', () => {
  it('keyboard: the shopper answers every question with Tab, arrow keys, Space and Enter, then adds the recommended flavour to the cart', async () => {
    urls.length = 0;
    const user = userEvent.setup();
    render(
      <WithUrl>
        <FlavourFinder questions={questions} />
        <CartLines />
      </WithUrl>,
      { wrapper: Shop },
    );
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    // Tab into the radio group, the arrow keys move, Space chooses, Tab reaches the button, Enter goes on.
    for (const presses of ['{ArrowDown}', '{ArrowDown}{ArrowDown}', '{ArrowDown}']) {
      await user.tab();
      await user.keyboard(presses);
      await user.keyboard(' ');
      await user.tab();
      await user.keyboard('{Enter}');
    }
    const result = await screen.findByRole('heading', { name: 'Your flavour: Mint' });
    expect(result).toHaveFocus();
    expect(urls.at(-1)).toBe('?q1=2&q2=3&q3=2');
    expect(screen.getAllByRole('definition').map((answer) => answer.textContent)).toEqual([
      'Balanced',
      'Icy fresh',
      'Lightly sweet',
    ]);
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Mint to cart' }));
    expect(await screen.findByText('Mint is in your cart.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Cart lines' })).findByText('STICKS-MINT'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it('flavour finder progress and result are tracked with the answers', async () => {
    const user = userEvent.setup();
    render(
      <WithUrl>
        <FlavourFinder questions={questions} />
      </WithUrl>,
      { wrapper: Shop },
    );
    for (const answer of ['Bold', 'Warm and rounded', 'Lightly sweet']) {
      await user.click(screen.getByRole('radio', { name: answer }));
      await user.click(screen.getByRole('button', { name: /Next question|Show my flavour/ }));
    }
    await screen.findByRole('heading', { name: 'Your flavour: Amber' });
    expect(activity()).toEqual([
      { name: 'tracking:activity:flavour_finder_progress', payload: { step: 1, answer: 'Bold' } },
      { name: 'tracking:activity:flavour_finder_progress', payload: { step: 2, answer: 'Warm and rounded' } },
      { name: 'tracking:activity:flavour_finder_progress', payload: { step: 3, answer: 'Lightly sweet' } },
      {
        name: 'tracking:activity:flavour_finder_result',
        payload: {
          flavours: ['Amber', 'Ruby', 'Mint', 'Arctic'],
          answers: ['Bold', 'Warm and rounded', 'Lightly sweet'],
        },
      },
    ]);
  });

  it('going on without an answer says so in an alert and stays on the question', async () => {
    const user = userEvent.setup();
    render(<FlavourFinder questions={questions} />, { wrapper: Shop });
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer to go on.');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Gentle' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(activity()).toEqual([]);
  });

  it('back returns to the previous question with its answer still chosen; start again clears the answers', async () => {
    const user = userEvent.setup();
    render(
      <WithUrl initial="?q1=1&q2=3&q3=1">
        <FlavourFinder questions={questions} />
      </WithUrl>,
      { wrapper: Shop },
    );
    expect(await screen.findByRole('heading', { name: 'Your flavour: Arctic' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('Question 3 of 3')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Dry' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('radio', { name: 'Icy fresh' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('radio', { name: 'Sweet and fruity' }));
    await user.click(screen.getByRole('button', { name: 'Show my flavour' }));
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByText('Question 1 of 3')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Gentle' })).not.toBeChecked();
  });

  it('shareable result: the server renders the result of a URL with every answer, and a link to it', async () => {
    const fallback = await flavourProfilesFallback(
      createCommerceClient({ endpoint: config.backends.commerce, storeView: config.storeView }),
    );
    const html = renderToString(
      <Shop>
        <SWRConfig value={{ fallback }}>
          <FlavourFinderUrlContext.Provider value={{ search: '?q1=2&q2=2&q3=3', setSearch: () => undefined }}>
            <FlavourFinder questions={questions} />
          </FlavourFinderUrlContext.Provider>
        </SWRConfig>
      </Shop>,
    );
    expect(html).toContain('Your flavour: Ruby');
    expect(html).toContain('Add Ruby to cart');
    expect(html).toContain('href="?q1=2&amp;q2=2&amp;q3=3"');
  });

  it('a block without usable questions shows nothing', () => {
    const { container } = render(
      <FlavourFinder questions={[{ question: 'Only one answer?', options: [{ label: 'Yes' }] }]} />,
      { wrapper: Shop },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
