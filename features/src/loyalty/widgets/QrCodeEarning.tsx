import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { Button, PanelSubtitle, TextField } from '@storefront/design-system';
import { HttpError, isProductError, useTranslation } from '../../platform';
import { useLoyaltyApi } from '../hooks';
import * as styles from './LoyaltyWidget.css';

const changedByEarning = (key: unknown) =>
  Array.isArray(key) && key[0] === 'loyalty' && (key[1] === 'points' || key[1] === 'history');

const canUseCamera = () => Boolean(navigator.mediaDevices?.getUserMedia);
/**
 * The camera is allowed only to documents served for a scanning page (the site's Permissions-Policy). A shopper who
 * came here by an in-app link is still in the document of the page before, so Scan loads this page anew first and
 * the scan starts once it has. Chromium says what the document allows; other browsers are taken at their word.
 */
const cameraAllowedHere = () =>
  (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy?.allowsFeature(
    'camera',
  ) ?? true;
const SCAN_AFTER_LOAD = 'loyalty:scan-after-load';
// The camera does not come and go while the page is open; the server renders the typed form alone.
const unchanging = () => () => undefined;
const noCameraOnTheServer = () => false;

/**
 * Earning by a pack's QR code: typed, or scanned with the camera where the browser allows it. The scanner library
 * loads only when the shopper presses Scan.
 */
export function QrCodeEarning() {
  const { t } = useTranslation();
  const { api } = useLoyaltyApi();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [earned, setEarned] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stopScan = useRef<(() => void) | null>(null);

  const camera = useSyncExternalStore(unchanging, canUseCamera, noCameraOnTheServer);
  useEffect(() => () => stopScan.current?.(), []);
  useEffect(() => {
    if (sessionStorage.getItem(SCAN_AFTER_LOAD) === null) return;
    sessionStorage.removeItem(SCAN_AFTER_LOAD);
    if (cameraAllowedHere()) void scan();
    // Once, as the page loads: the scan the shopper asked for before the reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function earn(value: string) {
    if (!value.trim()) {
      setError(t('loyalty.qr.required'));
      return;
    }
    setPending(true);
    setError(null);
    setEarned(null);
    try {
      const points = await api.scanQrCode(value.trim());
      setEarned(t('loyalty.qr.earned', { points }));
      setCode('');
      void mutate(changedByEarning);
    } catch (failure) {
      setError(
        isProductError(failure) && failure.errorCode === 'QR_CODE_USED'
          ? t('loyalty.qr.used')
          : failure instanceof HttpError && failure.status === 404
            ? t('loyalty.qr.unknown')
            : t('loyalty.qr.failed'),
      );
    } finally {
      setPending(false);
    }
  }

  async function scan() {
    if (!cameraAllowedHere()) {
      sessionStorage.setItem(SCAN_AFTER_LOAD, 'yes');
      window.location.reload();
      return;
    }
    setError(null);
    setScanning(true);
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(
        undefined,
        video.current!,
        (result) => {
          if (!result) return;
          stopScan.current?.();
          setCode(result.getText());
          void earn(result.getText());
        },
      );
      stopScan.current = () => {
        controls.stop();
        stopScan.current = null;
        setScanning(false);
      };
    } catch {
      setScanning(false);
      setError(t('loyalty.qr.noCamera'));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void earn(code);
  };

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <PanelSubtitle id={headingId}>{t('loyalty.qr.earnHeading')}</PanelSubtitle>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <TextField
          label={t('loyalty.qr.code')}
          hint={t('loyalty.qr.codeHint')}
          name="qr_code_id"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...(error ? { error } : {})}
        />
        <div className={styles.signIn}>
          <Button type="submit" disabled={pending}>
            {t('loyalty.qr.submit')}
          </Button>
          {camera &&
            (scanning ? (
              <Button type="button" variant="secondary" onClick={() => stopScan.current?.()}>
                {t('loyalty.qr.stopScan')}
              </Button>
            ) : (
              <Button type="button" variant="secondary" onClick={() => void scan()}>
                {t('loyalty.qr.scan')}
              </Button>
            ))}
        </div>
        {scanning && <video ref={video} aria-label={t('loyalty.qr.camera')} muted playsInline width={240} />}
        <p role="status" aria-live="polite" className={styles.earned}>
          {earned}
        </p>
      </form>
    </section>
  );
}
