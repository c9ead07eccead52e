import { createTheme } from '@mui/material/styles';

/** Spec 1 §9: the mobile breakpoint is 768 px, so `md` starts there (drawer permanent at ≥ md). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } as const;

const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

type AppThemeOptions = {
  isMotionReduced?: boolean;
};

/** The app theme. With `isMotionReduced` (the OS setting, and our browser tests) nothing animates. */
export function createAppTheme({ isMotionReduced = false }: AppThemeOptions = {}) {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: '#0d3b66', light: '#2a6f97', dark: '#072540' },
      secondary: { main: '#f6ae2d', contrastText: '#1f1300' },
      // MUI's white on orange is 3.11:1; dark text on it is 6.7:1 (WCAG AA, decision 0031).
      warning: { main: '#ed6c02', contrastText: '#1f1300' },
      // MUI's light blue is 3.86:1 as text on white and 4.12:1 under white text; this one is 4.8:1.
      info: { main: '#0277bd' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(isMotionReduced ? { transitions: NO_MOTION } : {}),
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: isMotionReduced },
        // A button that disables itself on the first click (Save while saving) still takes the
        // second click of a double click: with MUI's `pointer-events: none` that click went
        // through to the text beneath and selected a word. `:disabled` is a native button's own
        // state, so a link drawn as a button keeps `none`, its only guard against a click.
        styleOverrides: { root: { '&:disabled': { pointerEvents: 'auto' } } },
      },
      // …and a disabled button under the pointer shows no hover tint (contained ones set their
      // disabled background themselves; icon buttons likewise).
      MuiButton: {
        styleOverrides: {
          root: {
            '&:disabled': {
              '--variant-textBg': 'transparent',
              '--variant-outlinedBg': 'transparent',
            },
          },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: { '&:disabled:not(.Mui-selected):hover': { backgroundColor: 'transparent' } },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
      // Typed text takes its direction from itself: a name in Arabic reads and aligns right to
      // left in its field, and its neighbours' fields keep theirs (issue 33).
      MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
      // A disabled field's helper text stays readable (MUI's grey is 2.67:1 on white).
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } },
      },
      MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
      // Initials without a picture in the app bar avatar's colours (MUI's light text on grey is
      // 1.73:1): the profile dialog's preview and the chat's senders.
      MuiAvatar: {
        styleOverrides: {
          colorDefault: ({ theme }) => ({
            backgroundColor: theme.palette.secondary.main,
            color: theme.palette.secondary.contrastText,
          }),
        },
      },
    },
  });
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}
