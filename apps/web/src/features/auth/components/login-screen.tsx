import PanelsIcon from '@mui/icons-material/SolarPower';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@pb/core';
import { useAuthProviders } from '../api/get-auth-providers';
import { useLogin } from '../api/login';
import solarPanelsUrl from '../assets/solar-panels.svg';
import { DemoSignIn } from './demo-sign-in';
import { SocialSignIn } from './social-sign-in';

type LoginScreenProps = { onSignedIn: () => void };

/** Spec 1 §2 /login: a solar-panel picture, Login With Google, Login With Facebook (+ demo). */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const providers = useAuthProviders();
  const loginMutation = useLogin({ mutationConfig: { onSuccess: onSignedIn } });
  const handleLogin = (input: LoginInput) => loginMutation.mutate(input);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="img"
        src={solarPanelsUrl}
        alt="Solar panels on the roof of a house under a bright sun"
        sx={{
          width: { xs: '100%', md: '55%' },
          height: { xs: 220, md: '100vh' },
          objectFit: 'cover',
          objectPosition: '70% 50%',
          display: 'block',
        }}
      />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, md: 4 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, md: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <PanelsIcon color="secondary" fontSize="large" aria-hidden />
            <Typography variant="h1">Proposal Builder</Typography>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Sign in with your company account.
          </Typography>
          <SocialSignIn
            providers={providers.data}
            onLogin={handleLogin}
            isPending={loginMutation.isPending}
          />
          {providers.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Could not load the sign-in options. Reload the page to try again.
            </Alert>
          )}
          {providers.isPending && <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />}
          {providers.data?.demo && (
            <>
              <Divider sx={{ my: 3 }}>or</Divider>
              <DemoSignIn
                users={providers.data.demo.users}
                onSignIn={(email) => handleLogin({ type: 'Demo', email })}
                isPending={loginMutation.isPending}
              />
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
