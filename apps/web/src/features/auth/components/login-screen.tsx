import type { AuthProviders, LoginInput } from '@pb/core';
import { useEffect, useState } from 'react';
import { authStorage } from '../../../lib/auth-storage';
import { getAuthProviders } from '../api/get-auth-providers';
import { login } from '../api/login';
import solarPanelsUrl from '../assets/solar-panels.svg';
import { DemoSignIn } from './demo-sign-in';
import { Icon } from './icons';
import { SocialSignIn } from './social-sign-in';
import './login-screen.css';

type LoginScreenProps = {
  onSignedIn: () => void;
  /** A message the app left for this screen ('Session Expired.'), shown above the options. */
  notice?: string | null;
};

type Providers =
  { status: 'pending' } | { status: 'error' } | { status: 'ready'; data: AuthProviders };

/** Which sign-in methods this server offers, asked once when the screen opens. */
function useAuthProviders(): Providers {
  const [providers, setProviders] = useState<Providers>({ status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    getAuthProviders(controller.signal).then(
      (data) => setProviders({ status: 'ready', data }),
      () => !controller.signal.aborted && setProviders({ status: 'error' }),
    );
    return () => controller.abort();
  }, []);
  return providers;
}

/**
 * Spec 1 §2 /login: a solar-panel picture, Login With Google, Login With Facebook (+ demo). Plain
 * React and one CSS file (decision 0063): the signed-in app's MUI, TanStack Query and API client
 * load only once a signed-in page opens.
 */
export function LoginScreen({ onSignedIn, notice }: LoginScreenProps) {
  const providers = useAuthProviders();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const providersData = providers.status === 'ready' ? providers.data : undefined;

  const handleLogin = (input: LoginInput) => {
    // A new attempt takes the last one's message away while it runs.
    setError(null);
    setIsPending(true);
    login(input).then(
      (tokens) => {
        authStorage.setTokens(tokens);
        onSignedIn();
      },
      (failure: Error) => {
        setIsPending(false);
        setError(failure.message);
      },
    );
  };

  return (
    <main className="pb-login">
      <img
        className="pb-login__photo"
        src={solarPanelsUrl}
        alt="Solar panels on the roof of a house under a bright sun"
      />
      <div className="pb-login__side">
        <div className="pb-paper pb-login__card">
          <div className="pb-login__brand">
            <Icon name="solarPower" className="pb-login__logo" />
            <h1 className="pb-h1">Proposal Builder</h1>
          </div>
          <p className="pb-login__intro">Sign in with your company account.</p>
          {notice && (
            <p role="alert" className="pb-alert pb-alert--warning pb-alert--filled">
              <Icon name="warning" className="pb-alert__icon" />
              {notice}
            </p>
          )}
          <SocialSignIn providers={providersData} onLogin={handleLogin} isPending={isPending} />
          {error && (
            <p role="alert" className="pb-alert pb-alert--error">
              {error}
            </p>
          )}
          {providers.status === 'error' && (
            <p role="alert" className="pb-alert pb-alert--error">
              Could not load the sign-in options. Reload the page to try again.
            </p>
          )}
          {providers.status === 'pending' && <div className="pb-skeleton" aria-hidden />}
          {providersData?.demo && (
            <>
              <div className="pb-divider" role="separator">
                or
              </div>
              <DemoSignIn
                users={providersData.demo.users}
                onSignIn={(email) => handleLogin({ type: 'Demo', email })}
                isPending={isPending}
              />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
