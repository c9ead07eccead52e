import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AuthProviders, LoginInput } from '@pb/core';
import type { ReactNode } from 'react';
import { useFacebookSignIn } from '../hooks/use-facebook-sign-in';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';

type SocialSignInProps = {
  providers: AuthProviders | undefined;
  onLogin: (input: LoginInput) => void;
  isPending: boolean;
};

type ProviderButtonProps = {
  label: string;
  icon: ReactNode;
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
    <Box>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        startIcon={icon}
        disabled={!isConfigured || !isReady || isPending}
        onClick={onClick}
        sx={{ justifyContent: 'flex-start', py: 1.25, bgcolor: 'background.paper' }}
      >
        {label}
      </Button>
      {caption && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, ml: 0.5 }}
        >
          {caption}
        </Typography>
      )}
    </Box>
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <ProviderButton
        label="Login With Google"
        icon={<GoogleIcon />}
        isConfigured={!!providers?.google}
        isReady={google.isReady}
        loadError={google.loadError}
        isPending={isPending}
        onClick={google.signIn}
      />
      <ProviderButton
        label="Login With Facebook"
        icon={<FacebookIcon />}
        isConfigured={!!providers?.facebook}
        isReady={facebook.isReady}
        loadError={facebook.loadError}
        isPending={isPending}
        onClick={facebook.signIn}
      />
      <Dialog open={google.isFallbackNeeded} onClose={google.closeFallback}>
        <DialogTitle>Sign in with Google</DialogTitle>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
          <div ref={google.renderButton} />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
