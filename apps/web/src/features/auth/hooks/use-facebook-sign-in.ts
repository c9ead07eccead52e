import { useCallback, useEffect, useRef, useState } from 'react';
import { loadScript } from '../../../lib/load-script';

const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v25.0';

type FacebookLoginResponse = {
  status: string;
  authResponse?: { accessToken: string; userID: string } | null;
};
type FacebookSdk = {
  init(options: { appId: string; cookie?: boolean; xfbml?: boolean; version: string }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
};

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/** The Facebook JS SDK: loads it when an app id is configured; `signIn()` yields an access token. */
export function useFacebookSignIn(
  appId: string | undefined,
  onAccessToken: (token: string) => void,
) {
  const [isReady, setIsReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const callback = useRef(onAccessToken);
  useEffect(() => {
    callback.current = onAccessToken;
  }, [onAccessToken]);

  useEffect(() => {
    if (!appId) return;
    let isCancelled = false;
    loadScript(SDK_SRC)
      .then(() => {
        if (isCancelled || !window.FB) return;
        window.FB.init({ appId, cookie: false, xfbml: false, version: GRAPH_VERSION });
        setIsReady(true);
      })
      .catch(() => !isCancelled && setLoadError('Facebook sign-in could not be loaded.'));
    return () => {
      isCancelled = true;
    };
  }, [appId]);

  /** Must run straight from the click, or the browser blocks Facebook's popup. */
  const signIn = useCallback(() => {
    window.FB?.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (response.status === 'connected' && token) callback.current(token);
      },
      { scope: 'public_profile,email' },
    );
  }, []);

  return { isReady, signIn, loadError };
}
