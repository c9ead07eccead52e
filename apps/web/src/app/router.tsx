import { PLATFORM_MESSAGES } from '@pb/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import {
  type createBrowserRouter,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { RouteError } from '../components/errors/route-error';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { FullPageStatus } from '../components/ui/full-page-status';
import { paths } from '../config/paths';
import { catalogueRoutes } from './catalogue-routes';
import { onboardingRoutes } from './onboarding-routes';
import { handleSessionExpiry } from './session-expiry';
import { LeaveGuardLayout } from '../components/form/form-leave-guard';
import { getAppConfigQueryOptions } from '../lib/app-config';
import { customerLoader } from './routes/app/customers/customer-loader';

/** What a lazily loaded route module exports: the screen and, optionally, a prefetching loader. */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader }: RouteModule) =>
    clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };

const crumb = (label: string): RouteHandle => ({ crumb: label });

/**
 * The app config the shell reads (public), requested by the router while the shell's chunk loads
 * rather than once it renders (issue 15). The user (`/auth/me`) is not prefetched here: a failed
 * prefetch and the shell's own query would each announce the failure. Never blocks.
 */
const signedInLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getAppConfigQueryOptions());
  return null;
};

/** Turns a lazily loaded route module into the route's Component and loader. */
export type Load = ReturnType<typeof convert>;

/**
 * The proposal builder and editor (issue 6), under the customer: any signed-in user may open
 * them (reps by URL); the server decides what each may see and save.
 */
const proposalRoutes = (load: Load): RouteObject[] => [
  {
    path: paths.proposalBuilder.path,
    handle: crumb('Proposal Builder'),
    lazy: () => import('./routes/app/proposals/proposal-builder').then(load),
  },
  {
    path: paths.proposal.path,
    handle: crumb('Proposal'),
    lazy: () => import('./routes/app/proposals/proposal-editor').then(load),
  },
];

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      // One leave guard for every screen: forms with unsaved input ask before leaving.
      Component: LeaveGuardLayout,
      errorElement: <RouteError />,
      HydrateFallback: () => <FullPageStatus isLoading message={PLATFORM_MESSAGES.loading} />,
      children: [
        { path: paths.login.path, lazy: () => import('./routes/auth/login').then(load) },
        // Issue 11: the customer-facing deck, outside the app shell (no drawer, no app bar).
        ...[
          paths.publicProposal.path,
          paths.publicProposalEdit.path,
          paths.publicProposalLink.path,
        ].map((path) => ({
          path,
          lazy: () => import('./routes/public/proposal-deck').then(load),
        })),
        {
          path: paths.sharedProposal.path,
          lazy: () => import('./routes/public/shared-deck').then(load),
        },
        ...onboardingRoutes(load),
        {
          path: paths.dashboard.path,
          handle: crumb('Dashboard'),
          loader: signedInLoader(queryClient),
          lazy: () => import('./routes/app/root').then(load),
          children: [
            { index: true, lazy: () => import('./routes/app/dashboard').then(load) },
            {
              path: paths.design.path,
              handle: crumb('Design Request'),
              lazy: () => import('./routes/app/design').then(load),
            },
            {
              path: paths.users.path,
              handle: crumb('Users'),
              children: [
                { index: true, lazy: () => import('./routes/app/users/users').then(load) },
                {
                  path: paths.user.path,
                  handle: crumb('Edit User'),
                  lazy: () => import('./routes/app/users/user').then(load),
                },
              ],
            },
            {
              // Issue 5: the customer list, the customer page (a rep view without
              // PB_MANAGE_CUSTOMERS) and the rep view on its own.
              path: paths.customers.path,
              handle: crumb('Customers'),
              children: [
                { index: true, lazy: () => import('./routes/app/customers/customers').then(load) },
                {
                  path: paths.customer.path,
                  handle: crumb('Customer'),
                  children: [
                    {
                      index: true,
                      // Static, so its requests start with the chunks (issue 15).
                      loader: customerLoader(queryClient),
                      lazy: () => import('./routes/app/customers/customer').then(load),
                    },
                    {
                      path: paths.customerRepView.path,
                      handle: crumb('Rep View'),
                      lazy: () => import('./routes/app/customers/customer-rep-view').then(load),
                    },
                    ...proposalRoutes(load),
                  ],
                },
              ],
            },
            {
              // Proposal templates: the list, a new one and one template (spec 3 §2).
              path: paths.templates.path,
              handle: crumb('My Templates'),
              children: [
                { index: true, lazy: () => import('./routes/app/templates/templates').then(load) },
                {
                  path: paths.newTemplate.path,
                  handle: crumb('New Template'),
                  lazy: () => import('./routes/app/templates/new-template').then(load),
                },
                {
                  path: paths.template.path,
                  handle: crumb('Edit Template'),
                  lazy: () => import('./routes/app/templates/template').then(load),
                },
              ],
            },
            ...catalogueRoutes(load),
            { path: '*', handle: crumb('Not found'), element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

/** The app's router (made by `createApp`), and what a lapsed session does to it. */
export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => handleSessionExpiry(router), [router]);
  return <RouterProvider router={router} />;
}
