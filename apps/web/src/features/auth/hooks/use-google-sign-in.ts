import { useCallback, useEffect, useRef, useState } from 'react';
import { loadScript } from '../../../lib/load-script';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

type PromptNotification = { isNotDisplayed(): boolean; isSkippedMoment(): boolean };
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        ux_mode?: 'popup' | 'redirect';
        use_fedcm_for_prompt?: boolean;
      }): void;
      prompt(listener?: (notification: PromptNotification) => void): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * Google Identity Services: loads the library when a client id is configured and hands the ID
 * token (`credential`) to `onCredential`. `signIn()` shows One Tap; when the browser suppresses it,
 * `isFallbackNeeded` asks the caller to show Google's own button (rendered with `renderButton`).
 */
export function useGoogleSignIn(
  clientId: string | undefined,
  onCredential: (token: string) => void,
) {
  const [isReady, setIsReady] = useState(false);
  const [isFallbackNeeded, setIsFallbackNeeded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let isCancelled = false;
    loadScript(GIS_SRC)
      .then(() => {
        if (isCancelled || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            setIsFallbackNeeded(false);
            callback.current(credential);
          },
          ux_mode: 'popup',
          use_fedcm_for_prompt: true,
        });
        setIsReady(true);
      })
      .catch(() => !isCancelled && setLoadError('Google sign-in could not be loaded.'));
    return () => {
      isCancelled = true;
    };
  }, [clientId]);

  const signIn = useCallback(() => {
    window.google?.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment())
        setIsFallbackNeeded(true);
    });
  }, []);

  const renderButton = useCallback((parent: HTMLElement | null) => {
    if (parent && window.google) {
      window.google.accounts.id.renderButton(parent, {
        theme: 'outline',
        size: 'large',
        text: 'signin_with',
        width: 280,
      });
    }
  }, []);

  return {
    isReady,
    signIn,
    isFallbackNeeded,
    closeFallback: () => setIsFallbackNeeded(false),
    renderButton,
    loadError,
  };
}
