import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountBackendFor } from '../../account';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import { configFromEnv, getStoredUser, subscribeToTracking, type TrackingEvent } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetDevicesSandbox } from '../../backends/account/sandbox';
import { DevicesWidget } from './DevicesWidget';

const server = sandboxServerForTests();

describe.each(accountBackends)('DevicesWidget on the %s backend', (_kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);

  beforeEach(() => {
    resetAccountSandbox();
    resetDevicesSandbox();
    localStorage.clear();
  });

  it('devices: the registered-device flag is false for an empty list and true once a device is registered', async () => {
    await signInSeededShopper(config, 'new@example.com');
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    await screen.findByText('No device is registered to your account yet.');
    expect(getStoredUser()?.has_registered_device).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Registration code/ }), 'DEVICE-NEW-0002{Enter}');
    expect(await screen.findByText('Your device is registered.')).toBeInTheDocument();
    expect(getStoredUser()?.has_registered_device).toBe(true);
  });

  it('tracking: registering a device raises device_register with its product type, a refused code raises nothing', async () => {
    const raised: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => raised.push(event));
    try {
      await signInSeededShopper(config, 'new@example.com');
      const user = userEvent.setup();
      render(<DevicesWidget />, { wrapper: Shop });
      const code = await screen.findByRole('textbox', { name: /Registration code/ });
      await user.type(code, 'DEVICE-FAULTY-0005{Enter}');
      await screen.findByRole('alert');
      expect(raised.filter((event) => event.name.includes('device_'))).toEqual([]);
      await user.clear(code);
      await user.type(code, 'DEVICE-NEW-0002{Enter}');
      expect(await screen.findByText('Your device is registered.')).toBeInTheDocument();
      expect(raised.filter((event) => event.name.includes('device_'))).toEqual([
        { name: 'tracking:activity:device_register', payload: { product_type: expect.any(String) } },
      ]);
    } finally {
      stop();
    }
  });

  it('earning rule: the registration form says what registering a device earns (device_registration)', async () => {
    await signInSeededShopper(config, 'new@example.com');
    render(<DevicesWidget />, { wrapper: Shop });
    const form = await screen.findByRole('form', { name: 'Register a device' });
    expect(await within(form).findByText('Register a device: 100 club points')).toBeInTheDocument();
  });

  it('earning rule: unreachable loyalty leaves the form quiet, without a points line or an error (safe default)', async () => {
    server.use(
      http.get('*/sandbox/loyalty-evo/consumers/:uuid/earning-rule/:event', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    await signInSeededShopper(config, 'new@example.com');
    render(<DevicesWidget />, { wrapper: Shop });
    await screen.findByText('No device is registered to your account yet.');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/club point/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('devices: the registered-device flag is true when the list is non-empty', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    render(<DevicesWidget />, { wrapper: Shop });
    await screen.findByText('Ada’s heater');
    expect(getStoredUser()?.has_registered_device).toBe(true);
  });

  it('devices: a refused code is announced with its title and action, and the typed code stays', async () => {
    await signInSeededShopper(config, 'new@example.com');
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    const code = await screen.findByRole('textbox', { name: /Registration code/ });
    await user.type(code, 'DEVICE-FAULTY-0005{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Processing error');
    expect(alert).toHaveTextContent('Try later');
    expect(code).toHaveValue('DEVICE-FAULTY-0005');
  });

  it('devices: an empty code is refused in the form, tied to the field', async () => {
    await signInSeededShopper(config, 'new@example.com');
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Register device' }));
    const code = screen.getByRole('textbox', { name: /Registration code/ });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the registration code.'));
  });

  it('devices: removal asks first, then the device leaves the list', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada’s heater' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ada’s heater is removed from your account.')).toBeInTheDocument();
    expect(await screen.findByText('No device is registered to your account yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My devices' })).toHaveFocus();
    expect(getStoredUser()?.has_registered_device).toBe(false);
  });

  it('tracking: removing a device raises device_deregister once it is removed, not when the shopper only asks', async () => {
    const raised: TrackingEvent[] = [];
    const stop = subscribeToTracking((event) => raised.push(event));
    try {
      await signInSeededShopper(config, 'ada@example.com');
      const user = userEvent.setup();
      render(<DevicesWidget />, { wrapper: Shop });
      await user.click(await screen.findByRole('button', { name: 'Remove Ada’s heater' }));
      const dialog = await screen.findByRole('dialog');
      expect(raised.filter((event) => event.name.includes('device_'))).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Ada’s heater is removed from your account.')).toBeInTheDocument();
      expect(raised.filter((event) => event.name.includes('device_'))).toEqual([
        { name: 'tracking:activity:device_deregister', payload: { product_type: expect.any(String) } },
      ]);
    } finally {
      stop();
    }
  });

  it('devices: a session that expires mid-journey is announced as unauthorized, the code stays and the stored user is unchanged', async () => {
    await signInSeededShopper(config, 'new@example.com');
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    const code = await screen.findByRole('textbox', { name: /Registration code/ });
    const before = getStoredUser();
    // The identity token lapses on the server while the page is open.
    await accountBackendFor(config).signOut({ token: before!.session_token });
    await user.type(code, 'DEVICE-NEW-0002{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unauthorized user');
    expect(alert).toHaveTextContent('Try later');
    expect(code).toHaveValue('DEVICE-NEW-0002');
    expect(getStoredUser()).toEqual(before);
  });

  it('devices: a failed removal keeps the device listed and says so', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    server.use(
      http.all(/\/devices\/DEVICE-ADA-0001\/unassign$/, () =>
        HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<DevicesWidget />, { wrapper: Shop });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada’s heater' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The device could not be removed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Ada’s heater')).toBeInTheDocument();
  });
});
