import type { AuthProviders, LoginInput } from '@pb/core';
import { useEffect, useRef } from 'react';
import { useFacebookSignIn } from '../hooks/use-facebook-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { Icon } from './icons';

type SocialSignInProps = {
  providers: AuthProviders | undefined;
  onLogin: (input: LoginInput) => void;
  isPending: boolean;
};

type ProviderButtonProps = {
  label: string;
  icon: 'google' | 'facebook';
  isConfigured: boolean;
  isReady: boolean;
  loadError: string | null;
  isPending: boolean;
  onClick: () => void;
};

function ProviderButton({
  label,
  icon,
  isConfigured,
  isReady,
  loadError,
  isPending,
  onClick,
}: ProviderButtonProps) {
  const caption = !isConfigured
    ? 'Not configured on this server'
    : (loadError ?? (isReady ? null : 'Loading…'));
  return (
    <div>
      <button
        type="button"
        className="pb-provider"
        disabled={!isConfigured || !isReady || isPending}
        onClick={onClick}
      >
        <Icon name={icon} className="pb-provider__icon" />
        {label}
      </button>
      {caption && <span className="pb-caption">{caption}</span>}
    </div>
  );
}

/** Google's own button in a modal dialog, when the browser suppresses One Tap. */
function GoogleFallbackDialog({
  isOpen,
  onClose,
  renderButton,
}: {
  isOpen: boolean;
  onClose: () => void;
  renderButton: (parent: HTMLElement | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal?.();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      className="pb-dialog"
      aria-labelledby="google-fallback-title"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <h2 id="google-fallback-title" className="pb-h2">
        Sign in with Google
      </h2>
      {isOpen && <div className="pb-dialog__content" ref={renderButton} />}
    </dialog>
  );
}

/** Login With Google / Login With Facebook (spec 1 §2), enabled when the server configures them. */
export function SocialSignIn({ providers, onLogin, isPending }: SocialSignInProps) {
  const google = useGoogleSignIn(providers?.google?.clientId, (token) =>
    onLogin({ type: 'Google', token }),
  );
  const facebook = useFacebookSignIn(providers?.facebook?.appId, (token) =>
    onLogin({ type: 'Facebook', token }),
  );

  return (
    <div className="pb-providers">
      <ProviderButton
        label="Login With Google"
        icon="google"
        isConfigured={!!providers?.google}
        isReady={google.isReady}
        loadError={google.loadError}
        isPending={isPending}
        onClick={google.signIn}
      />
      <ProviderButton
        label="Login With Facebook"
        icon="facebook"
        isConfigured={!!providers?.facebook}
        isReady={facebook.isReady}
        loadError={facebook.loadError}
        isPending={isPending}
        onClick={facebook.signIn}
      />
      <GoogleFallbackDialog
        isOpen={google.isFallbackNeeded}
        onClose={google.closeFallback}
        renderButton={google.renderButton}
      />
    </div>
  );
}
