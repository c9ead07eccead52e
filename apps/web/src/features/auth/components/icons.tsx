/**
 * The Material icons the sign-in screen shows (SolarPower, Google, Facebook, ReportProblemOutlined
 * from @mui/icons-material, Apache-2.0), as plain SVG: /login loads no MUI (decision 0063).
 */
const PATHS = {
  solarPower:
    'M3.33 16H11v-3H4zM13 16h7.67L20 13h-7zm8.11 2H13v4h9zM2 22h9v-4H2.89zm9-14h2v3h-2zm4.7647-.7949 1.4142-1.4142 2.1213 2.1213-1.4142 1.4142zm-11.0598.7077 2.1213-2.1213 1.4142 1.4142L6.1191 9.327zM3 2h3v2H3zm15 0h3v2h-3zm-6 5c2.76 0 5-2.24 5-5H7c0 2.76 2.24 5 5 5',
  google:
    'M12.545,10.239v3.821h5.445c-0.712,2.315-2.647,3.972-5.445,3.972c-3.332,0-6.033-2.701-6.033-6.032s2.701-6.032,6.033-6.032c1.498,0,2.866,0.549,3.921,1.453l2.814-2.814C17.503,2.988,15.139,2,12.545,2C7.021,2,2.543,6.477,2.543,12s4.478,10,10.002,10c8.396,0,10.249-7.85,9.426-11.748L12.545,10.239z',
  facebook:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
} as const;

/** A decorative icon (hidden from assistive technology), 1em square in the text's colour. */
export function Icon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg className={`pb-icon ${className ?? ''}`} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
