import { useId, useRef, useState } from 'react';
import { Button, Dialog, DialogClose, TextField } from '@storefront/design-system';
import { failureWords, useFormat, useTranslation } from '../../platform';
import { useEarningRulePoints } from '../../loyalty';
import { useDevices, type RegisterOutcome } from '../hooks';
import type { Device } from '../types';
import { useCodeForm } from './codeForm';
import * as styles from './DevicesWidget.css';

export interface DevicesWidgetProps {
  /** Where a guest goes to sign in; the route decides. */
  signInHref?: string;
  /** Told after a device joins the account (e.g. to offer the loyalty welcome). */
  onDeviceRegistered?: (device: Device) => void;
}

/** The consumer's devices (spec section 2): listed, registered with a code, removed after a confirmation. */
export function DevicesWidget({
  signInHref = '/sign-in?next=/account/devices',
  onDeviceRegistered,
}: DevicesWidgetProps) {
  const { t } = useTranslation();
  const devices = useDevices();
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  // A removed device takes its button with it; focus goes to the heading so keyboard users keep their place.
  const heading = useRef<HTMLHeadingElement>(null);

  if (!devices.signedIn) {
    return (
      <p>
        <a href={signInHref}>{t('devices.signIn')}</a>
      </p>
    );
  }

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('devices.heading')}
      </h2>
      {devices.loadFailed ? (
        <div role="alert">
          <p className={styles.alert}>{t('devices.loadFailed')}</p>
          <Button variant="secondary" onClick={devices.retry}>
            {t('devices.retry')}
          </Button>
        </div>
      ) : !devices.devices ? (
        <p role="status">{t('platform.loading')}</p>
      ) : devices.devices.length === 0 ? (
        <p>{t('devices.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {devices.devices.map((device) => (
            <DeviceItem
              key={device.deviceId}
              device={device}
              removing={devices.removing === device.deviceId}
              onRemove={async () => {
                const removed = await devices.remove(device);
                setAnnouncement(
                  removed
                    ? t('devices.remove.done', { name: device.deviceName || device.deviceId })
                    : t('devices.remove.failed'),
                );
                if (removed) heading.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <p role="status" className={styles.done}>
        {announcement}
      </p>
      <RegisterDeviceForm register={devices.register} onRegistered={onDeviceRegistered} />
    </section>
  );
}

function DeviceItem({
  device,
  removing,
  onRemove,
}: {
  device: Device;
  removing: boolean;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = device.deviceName || device.deviceId;
  return (
    <li className={styles.device}>
      <div>
        <p className={styles.deviceName}>{name}</p>
        {device.registrationDate && (
          <p className={styles.deviceFacts}>
            {t('devices.registeredOn', { date: format.date(device.registrationDate) })}
          </p>
        )}
        {device.warrantyExpiryDate && (
          <p className={styles.deviceFacts}>
            {t('devices.warrantyUntil', { date: format.date(device.warrantyExpiryDate) })}
          </p>
        )}
      </div>
      <Dialog
        title={t('devices.remove.confirm', { name })}
        trigger={
          <Button variant="secondary" loading={removing}>
            {t('devices.remove', { name })}
          </Button>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('devices.remove.cancel')}</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button onClick={() => void onRemove()}>{t('devices.remove.confirmAction')}</Button>
            </DialogClose>
          </>
        }
      />
    </li>
  );
}

function RegisterDeviceForm({
  register: registerDevice,
  onRegistered,
}: {
  register: (code: string) => Promise<RegisterOutcome>;
  onRegistered: ((device: Device) => void) | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [outcome, setOutcome] = useState<RegisterOutcome | undefined>();
  const form = useCodeForm();

  const submit = form.handleSubmit(async ({ code }) => {
    const result = await registerDevice(code);
    setOutcome(result);
    if (result.status === 'failed') return; // the code stays typed, to correct or try again
    form.reset();
    if (result.status === 'registered') onRegistered?.(result.device);
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className={styles.heading}>
        {t('devices.register.heading')}
      </h3>
      <RegistrationPoints />
      {outcome?.status === 'failed' && (
        <div role="alert">
          <p className={styles.alert}>
            {'problem' in outcome ? t(outcome.problem.title) : failureWords(t, outcome.failure)}
          </p>
          {'problem' in outcome && outcome.problem.action && <p>{t(outcome.problem.action)}</p>}
        </div>
      )}
      <TextField
        label={t('devices.register.code')}
        hint={t('devices.register.codeHint')}
        autoComplete="off"
        spellCheck={false}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <p role="status" className={styles.done}>
        {outcome?.status === 'registered'
          ? t('devices.register.done')
          : outcome?.status === 'accepted'
            ? t('devices.register.accepted')
            : ''}
      </p>
      <Button type="submit" loading={form.formState.isSubmitting}>
        {t('devices.register.submit')}
      </Button>
    </form>
  );
}

/** The earning rule a device registration triggers (consumers/{uuid}/earning-rule/{event_name}). */
const DEVICE_REGISTRATION_EVENT = 'device_registration';

/** "Register a device: N points" beside the form that earns them; quiet at zero or when loyalty is unreachable. */
function RegistrationPoints() {
  const { t } = useTranslation();
  const points = useEarningRulePoints(DEVICE_REGISTRATION_EVENT);
  return points > 0 ? <p className={styles.points}>{t('devices.register.points', { points })}</p> : null;
}
