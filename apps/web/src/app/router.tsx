import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { paths } from '../config/paths';
import { LoadFailure, PageLoading } from '../components/ui/start-status';
import { catalogueRoutes } from './catalogue-routes';
import { onboardingRoutes } from './onboarding-routes';

/** What a lazily loaded route module exports: the screen and, optionally, a prefetching loader. */
export type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

/**
 * The app's one query client, made with the first page that needs it (`createApp`): /login
 * loads neither TanStack Query nor the API client.
 */
export type GetQueryClient = () => Promise<QueryClient>;

/** Turns a lazily loaded route module into the route's Component and loader. */
export type Load = (module: RouteModule) => Promise<Pick<RouteObject, 'Component' | 'loader'>>;

const crumb = (label: string): RouteHandle => ({ crumb: label });

/** A task boundary: the browser first runs what is queued (answers, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The layout of every page but /login: MUI's theme, snackbars, the query client and the leave
 * guard (`app-layout.tsx`). @pb/core with zod, then MUI, are evaluated first, each in a task of
 * its own (decision 0040); the early start has already preloaded their chunks.
 */
async function loadAppLayout(queryClient: GetQueryClient) {
  await nextTask();
  // One name, not the namespace: a bare import() would keep every export of @pb/core in the build.
  const { PLATFORM_MESSAGES: _evaluated } = await import('@pb/core');
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  const [{ appLayout }, client] = await Promise.all([import('./app-layout'), queryClient()]);
  return appLayout(client);
}

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

/**
 * Every page is a route whose module React Router loads lazily (`lazy`); its loader prefetches
 * the page's queries. /login is plain React (decision 0063); every other page renders inside the
 * app layout, which brings MUI and the query client.
 */
export function createAppRoutes(queryClient: GetQueryClient): RouteObject[] {
  const load: Load = async ({ default: Component, clientLoader }) =>
    clientLoader ? { Component, loader: clientLoader(await queryClient()) } : { Component };
  return [
    {
      // Plain React, no MUI: what shows while a page's code arrives, or when it cannot.
      errorElement: <LoadFailure />,
      HydrateFallback: PageLoading,
      children: [
        { path: paths.login.path, lazy: () => import('./routes/auth/login').then(load) },
        {
          // Theme, snackbars, the query client and one leave guard for every other screen.
          lazy: () => loadAppLayout(queryClient),
          children: [
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
                    {
                      index: true,
                      lazy: () => import('./routes/app/customers/customers').then(load),
                    },
                    {
                      path: paths.customer.path,
                      handle: crumb('Customer'),
                      children: [
                        {
                          index: true,
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
                    {
                      index: true,
                      lazy: () => import('./routes/app/templates/templates').then(load),
                    },
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
                {
                  path: '*',
                  handle: crumb('Not found'),
                  lazy: () =>
                    import('../components/errors/not-found').then(({ NotFound }) => ({
                      Component: NotFound,
                    })),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
