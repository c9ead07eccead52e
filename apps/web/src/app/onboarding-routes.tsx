import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { Load } from './router';

/** Onboarding (issue 12): the stepper and the contract fix screen, outside the app shell. */
export const onboardingRoutes = (load: Load): RouteObject[] => [
  {
    path: paths.createAgreement.path,
    lazy: () => import('./routes/public/create-agreement').then(load),
  },
  {
    path: paths.createAgreementFix.path,
    lazy: () => import('./routes/public/create-agreement-fix').then(load),
  },
];
