import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser, clearStoredUser } from './storedUser';
import { useStoredUser } from './useStoredUser';

function Greeting() {
  const user = useStoredUser();
  return <p>{user ? `Hello ${user.first_name}` : 'Hello guest'}</p>;
}

beforeEach(() => {
  window.localStorage.clear();
  Cookies.remove('isUserLoggedIn', { path: '/' });
});

describe('useStoredUser', () => {
  it('useStoredUser: the server snapshot is "no user" even when the browser has one', () => {
    setStoredUser({ first_name: 'Ada' });
    expect(renderToString(<Greeting />)).toContain('Hello guest');
  });

  it('useStoredUser: hydration with a stored user never mismatches, then shows the user', async () => {
    setStoredUser({ first_name: 'Ada' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Greeting />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello Ada');
    act(() => root?.unmount());
    container.remove();
  });

  it('useStoredUser: re-renders on login and logout', () => {
    const { container } = render(<Greeting />);
    expect(container.textContent).toBe('Hello guest');
    act(() => {
      setStoredUser({ first_name: 'Ada' });
    });
    expect(container.textContent).toBe('Hello Ada');
    act(() => clearStoredUser());
    expect(container.textContent).toBe('Hello guest');
  });
});
