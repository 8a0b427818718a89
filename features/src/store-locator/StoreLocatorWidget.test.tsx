// The setup file installs the matchers; importing them here also gives the typecheck their types.
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshSwrWrapper } from '../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import {
  configFromEnv,
  consoleReporter,
  sandboxRoute,
  setMonitoringReporter,
  subscribeToTracking,
  type TrackingEvent,
} from '../platform';
import { searchStores } from './api';
import type { StoreNearby } from './types';
import { StoreLocatorWidget } from './widgets/StoreLocatorWidget';
import { ringRadiiKm } from './widgets/StoreMap';

const server = sandboxServerForTests();
const Providers = freshSwrWrapper(configFromEnv({}, 'http://shop.test'));
const reports: unknown[] = [];

beforeAll(() => {
  setMonitoringReporter({ report: (error) => void reports.push(error) });
});
afterEach(() => {
  reports.length = 0;
  vi.unstubAllGlobals();
});
afterAll(() => {
  setMonitoringReporter(consoleReporter);
});

function renderLocator(props: Parameters<typeof StoreLocatorWidget>[0] = {}) {
  const user = userEvent.setup();
  render(<StoreLocatorWidget {...props} />, { wrapper: Providers });
  return { user, field: screen.getByRole('combobox', { name: 'City or postcode' }) };
}

const storeNames = () =>
  within(screen.getByRole('list', { name: 'Stores' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

describe('StoreLocatorWidget', () => {
  it('combobox: Escape closes the suggestions, a second Escape clears the field', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Ham');
    expect(await screen.findByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('Ham');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('combobox: ArrowUp from the field goes to the last suggestion, ArrowDown from there wraps to the first', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Ber');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
  });

  it('combobox: the suggestion count is announced while the list is open', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Ber');
    await waitFor(() =>
      expect(
        screen.getByText('5 suggestions available. Use the up and down arrow keys to choose one.'),
      ).toBeInTheDocument(),
    );
  });

  it('store search: a suggestion chosen with the mouse searches around it, nearest first', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Köln');
    await user.click(await screen.findByRole('option', { name: /^Köln Germany/ }));
    // Bonn lies just inside the 25 km default radius.
    expect(await screen.findByText('3 stores near Köln, nearest first.')).toBeInTheDocument();
    expect(storeNames()).toEqual(['Köln Hohe Straße', 'Köln Ehrenfeld', 'Bonn Remigiusstraße']);
  });

  it('location by IP: the locator opens with the stores around the approximate position listed, before the shopper types', async () => {
    const { field } = renderLocator({
      startNear: { position: { lat: 53.5511, lng: 9.9937 }, city: 'Hamburg' },
    });
    expect(await screen.findByText('4 stores near Hamburg, nearest first.')).toBeInTheDocument();
    expect(storeNames()).toHaveLength(4);
    expect(field).toHaveValue('');
    expect(
      screen.getByText(
        'Stores near where your internet connection places you. Type a city or postcode to search elsewhere.',
      ),
    ).toBeInTheDocument();
  });

  it('location by IP: without a city the place is named as the shopper’s approximate location, and a search replaces it', async () => {
    const { user, field } = renderLocator({ startNear: { position: { lat: 53.5511, lng: 9.9937 } } });
    expect(
      await screen.findByText('4 stores near your approximate location, nearest first.'),
    ).toBeInTheDocument();
    await user.type(field, 'Köln');
    await user.click(await screen.findByRole('option', { name: /^Köln Germany/ }));
    expect(await screen.findByText('3 stores near Köln, nearest first.')).toBeInTheDocument();
    expect(screen.queryByText(/internet connection places you/)).not.toBeInTheDocument();
  });

  it('store search: Enter without choosing takes the first suggestion that has a position', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Hamburg');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('4 stores near Hamburg, nearest first.')).toBeInTheDocument();
    expect(screen.getAllByText(/km away$/)).toHaveLength(4);
  });

  it('store search: no store within the radius says so', async () => {
    const { user, field } = renderLocator({ radiusKm: 10 });
    await user.type(field, 'Hameln');
    await user.click(await screen.findByRole('option', { name: /^Hameln/ }));
    expect(
      await screen.findByText('No stores within 10 km of Hameln, Niedersachsen. Try a nearby city.'),
    ).toBeInTheDocument();
  });

  it('store search: a failing store service shows an error with a retry', async () => {
    server.use(
      http.get(sandboxRoute('storeSearch', '/api/v1/search'), () =>
        HttpResponse.json({ message: 'Bad gateway' }, { status: 502 }),
      ),
    );
    renderLocator({ initialPlace: 'Berlin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the stores. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('address suggestions: when the suggest service fails the field says to type the address in full, typing goes on and Enter still searches by text', async () => {
    server.use(
      http.get(sandboxRoute('addressSuggest'), () =>
        HttpResponse.json({ message: 'Quota exceeded' }, { status: 429 }),
      ),
    );
    const { user, field } = renderLocator();
    await user.type(field, 'Frank');
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent('Suggestions are not available just now, type the address in full.');
    expect(field).toHaveAccessibleDescription(/Suggestions are not available just now/);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(field, 'furt');
    expect(field).toHaveValue('Frankfurt');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('3 stores found for Frankfurt.')).toBeInTheDocument();
  });

  it('address suggestions: a working suggest service says nothing about being unavailable', async () => {
    const { user, field } = renderLocator();
    await user.type(field, 'Ber');
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(screen.queryByText(/Suggestions are not available/)).not.toBeInTheDocument();
  });

  it('use my location: a position that cannot be found says so', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 2, message: 'Position unavailable' } as GeolocationPositionError),
    );
    const { user } = renderLocator();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find your location. Type a city or postcode instead.',
    );
  });

  it('use my location: a browser without geolocation says so', async () => {
    stubGeolocation(undefined);
    const { user } = renderLocator();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your browser cannot share your location. Type a city or postcode instead.',
    );
  });

  it('use my location: the button is busy while the browser looks', async () => {
    stubGeolocation(() => undefined);
    const { user } = renderLocator();
    const button = screen.getByRole('button', { name: 'Use my location' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('store map: until the map area nears the viewport, our own plot (hidden from assistive technology) stands in its place', async () => {
    let reportNear: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reportNear = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderLocator({ initialPlace: 'München' });
    await screen.findByText('3 stores found for München.');
    const plot = screen.getByTestId('store-plot');
    expect(plot).toHaveAttribute('aria-hidden', 'true');
    expect(plot.querySelectorAll('image, use[href^="http"]')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Map of the stores' })).not.toBeInTheDocument();
    act(() =>
      reportNear([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByRole('region', { name: 'Map of the stores' })).toBeInTheDocument();
    expect(screen.queryByTestId('store-plot')).not.toBeInTheDocument();
  });

  it('store map: without map tiles, up to three rings at round distances (1, 2, 5, 10 km…) hold the stores around the searched place', () => {
    const berlin = { lat: 52.52, lng: 13.405 };
    const storeAt = (km: number, id: string) =>
      ({ id, location: { lat: berlin.lat + km / 111.32, lng: berlin.lng } }) as StoreNearby;
    expect(ringRadiiKm(berlin, [storeAt(0.6, 'a'), storeAt(2.5, 'b'), storeAt(8.4, 'c')])).toEqual([1, 2, 5]);
    expect(ringRadiiKm(berlin, [storeAt(0.4, 'a')])).toEqual([]);
    expect(ringRadiiKm(berlin, [storeAt(3, 'a'), storeAt(150, 'b')])).toEqual([20, 50, 100]);
  });

  it('store map: markers in step with the list, reachable by keyboard; Enter on a marker opens its store in the list and tracks store locator click', async () => {
    const events: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => events.push(event));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe() {
          this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = renderLocator({ initialPlace: 'München' });
      const map = await screen.findByRole('region', { name: 'Map of the stores' });
      const markers = await within(map).findAllByRole('button', { name: /^Store \d: / });
      expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual(
        storeNames().map((name, index) => `Store ${index + 1}: ${name}`),
      );
      expect(markers.every((marker) => marker.tabIndex === 0)).toBe(true);
      const second = markers[1]!;
      second.focus();
      await user.keyboard('{Enter}');
      const details = screen.getByRole('button', { name: `Store details: ${storeNames()[1]}` });
      expect(details).toHaveAttribute('aria-expanded', 'true');
      expect(details).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
      expect(events).toContainEqual({
        name: 'tracking:activity:store_locator_click',
        payload: { label: storeNames()[1], location: 'store locator map' },
      });
      expect(second).toHaveAttribute('aria-current', 'true');
      // Choosing another store in the list moves the highlight with it.
      await user.click(screen.getByRole('button', { name: `Store details: ${storeNames()[0]}` }));
      expect(markers[0]).toHaveAttribute('aria-current', 'true');
      expect(second).not.toHaveAttribute('aria-current');
    } finally {
      stop();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('server-rendered list: the stores the server fetched are shown at once and not asked for again', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/v1/search')) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      const berlin = { position: { lat: 52.52, lng: 13.405 }, city: 'Berlin' };
      const initialStores = await searchStores(configFromEnv({}, 'http://shop.test'), {
        near: berlin.position,
        radiusKm: 25,
      });
      asked.length = 0;
      renderLocator({ startAt: berlin, initialStores });
      // No waiting: the list is there on the first render, as in the server's HTML.
      expect(storeNames()).toEqual(initialStores.stores.map((store) => store.name));
      expect(
        screen.getByText(`${initialStores.stores.length} stores near Berlin, nearest first.`),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Stores around Berlin, to start with. Type a city or postcode, or use your location, to search elsewhere.',
        ),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
