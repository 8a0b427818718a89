import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from './Image';
import { buildSrcSet, imageLoadTimeoutMs } from './srcset';

afterEach(() => vi.useRealTimers());

describe('Image', () => {
  it('image: the srcset offers widths 100, 200, 400, 800, 1200, 1600 and 2000', () => {
    expect(buildSrcSet((width) => `/p.jpg?w=${width}`)).toBe(
      '/p.jpg?w=100 100w, /p.jpg?w=200 200w, /p.jpg?w=400 400w, /p.jpg?w=800 800w, /p.jpg?w=1200 1200w, /p.jpg?w=1600 1600w, /p.jpg?w=2000 2000w',
    );
  });

  it('image: a URL template fills {width} in', () => {
    expect(buildSrcSet('/img/{width}/p.webp').split(', ')[0]).toBe('/img/100/p.webp 100w');
  });

  it('image: loads lazily by default', () => {
    render(<Image src="/p.jpg" alt="Teal pack" />);
    const image = screen.getByRole('img', { name: 'Teal pack' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('image: priority mode loads eagerly with high fetch priority', () => {
    render(<Image src="/p.jpg" alt="Hero" priority />);
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('image: the aspect ratio is reserved before the picture loads', () => {
    const { container } = render(<Image src="/p.jpg" alt="" aspectRatio={16 / 9} />);
    // Read as width / height: the style is serialised as a CSS ratio ("1.77778 / 1"), as browsers do.
    const [width, height = '1'] = (container.firstElementChild as HTMLElement).style.aspectRatio.split('/');
    expect(Number(width) / Number(height)).toBeCloseTo(16 / 9, 4);
  });

  it('image: a picture still loading after 60 s is replaced by the fallback', () => {
    vi.useFakeTimers();
    render(<Image src="/slow.jpg" alt="Slow" fallback="Picture unavailable" />);
    act(() => vi.advanceTimersByTime(imageLoadTimeoutMs - 1));
    expect(screen.queryByText('Picture unavailable')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Picture unavailable')).toBeTruthy();
  });

  it('image: a picture that fails to load shows the fallback, still named by its alt text', () => {
    render(<Image src="/broken.jpg" alt="Amber pack" />);
    fireEvent.error(screen.getByRole('img', { name: 'Amber pack' }));
    expect(screen.getByRole('img', { name: 'Amber pack' }).tagName).toBe('SPAN');
  });

  it('image: a missing picture shows the fallback at once', () => {
    render(<Image alt="" fallback="No picture" />);
    expect(screen.getByText('No picture')).toBeTruthy();
  });
});
