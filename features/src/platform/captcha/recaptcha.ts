import { CaptchaUnavailableError, type CaptchaAction, type CaptchaProvider } from './captcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * A reCAPTCHA v3-style provider. The script is loaded on the first token request (not with the page), from the
 * configured URL: Google's loader by default, or a self-hosted one where the provider allows it.
 */
export function createRecaptchaProvider({
  siteKey,
  scriptUrl,
}: {
  siteKey: string;
  scriptUrl: string;
}): CaptchaProvider {
  let loading: Promise<Grecaptcha> | undefined;

  const load = () =>
    new Promise<Grecaptcha>((resolve, reject) => {
      if (typeof document === 'undefined') {
        reject(new CaptchaUnavailableError('A captcha token can only be obtained in the browser'));
        return;
      }
      const script = document.createElement('script');
      script.src = `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.addEventListener('load', () => {
        const grecaptcha = window.grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('The captcha script loaded without defining grecaptcha'));
      });
      script.addEventListener('error', () => reject(new Error('The captcha script could not be loaded')));
      document.head.appendChild(script);
    });

  return {
    async getToken(action: CaptchaAction) {
      loading ??= load().catch((error: unknown) => {
        // Let the next submit try again rather than failing forever.
        loading = undefined;
        throw error;
      });
      const grecaptcha = await loading;
      return grecaptcha.execute(siteKey, { action });
    },
  };
}
