import type { Capability } from '@pb/core';
import { PLATFORM_MESSAGES } from '@pb/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { RouteError } from '../components/errors/route-error';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { FullPageStatus } from '../components/ui/full-page-status';
import { paths } from '../config/paths';
import { PlannedScreen } from './routes/app/planned-screen';
import { handleSessionExpiry } from './session-expiry';

/** What a lazily loaded route module exports: the screen and, optionally, a prefetching loader. */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader }: RouteModule) =>
    clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };

const crumb = (label: string): RouteHandle => ({ crumb: label });

/** Screens of later issues: reachable from the drawer, guarded, and saying they are coming. */
const planned = (path: string, title: string, capability: Capability): RouteObject => ({
  path,
  handle: crumb(title),
  element: <PlannedScreen title={title} capability={capability} />,
});

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: () => <FullPageStatus isLoading message={PLATFORM_MESSAGES.loading} />,
      children: [
        { path: paths.login.path, lazy: () => import('./routes/auth/login').then(load) },
        {
          path: paths.dashboard.path,
          handle: crumb('Dashboard'),
          lazy: () => import('./routes/app/root').then(load),
          children: [
            { index: true, lazy: () => import('./routes/app/dashboard').then(load) },
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
            planned(paths.customers.path, 'Customers', 'PB_MANAGE_CUSTOMERS'),
            planned(paths.customer.path, 'Customer', 'PB_MANAGE_CUSTOMERS'),
            planned(paths.templates.path, 'My Templates', 'PB_MANAGE_CUSTOMERS'),
            planned(paths.powerCompanies.path, 'Power Companies', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.panels.path, 'Panels', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.installers.path, 'Installers', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.inverters.path, 'Inverters', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.financeOptions.path, 'Finance Options', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.incentives.path, 'Incentives', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.contractTemplates.path, 'Contract Templates', 'PB_MANAGE_ADMIN_ITEMS'),
            planned(paths.siteSettings.path, 'Site Settings', 'PB_MANAGE_ADMIN_ITEMS'),
            { path: '*', handle: crumb('Not found'), element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createAppRoutes(queryClient)), [queryClient]);
  useEffect(() => handleSessionExpiry(router), [router]);
  return <RouterProvider router={router} />;
}
