import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/layout/breadcrumbs';
import { paths } from '../config/paths';
import type { Load, RouteModule } from './router';

const crumb = (label: string): RouteHandle => ({ crumb: label });

/** A list route with its item route below it (spec 2 §2 catalogue screens). */
const listAndItem = (
  load: Load,
  list: { path: string; title: string; module: () => Promise<RouteModule> },
  item: {
    path: string;
    title: string;
    module: () => Promise<RouteModule>;
    children?: RouteObject[];
  },
): RouteObject => ({
  path: list.path,
  handle: crumb(list.title),
  children: [
    { index: true, lazy: () => list.module().then(load) },
    {
      path: item.path,
      handle: crumb(item.title),
      lazy: () => item.module().then(load),
      children: item.children,
    },
  ],
});

/** The catalogue admin screens (issue 4): each list, its item page, and the plan dialogs. */
export const catalogueRoutes = (load: Load): RouteObject[] => [
  listAndItem(
    load,
    {
      path: paths.powerCompanies.path,
      title: 'Power Companies',
      module: () => import('./routes/app/power-companies/power-companies'),
    },
    {
      path: paths.powerCompany.path,
      title: 'Edit Power Company',
      module: () => import('./routes/app/power-companies/power-company'),
      // The company page renders the plan dialog itself; these only name the URL.
      children: [
        { path: paths.preSolarPlan.path, handle: crumb('Pre-Solar Plan'), element: null },
        { path: paths.postSolarPlan.path, handle: crumb('Post-Solar Plan'), element: null },
      ],
    },
  ),
  listAndItem(
    load,
    {
      path: paths.panels.path,
      title: 'Panels',
      module: () => import('./routes/app/panels/panels'),
    },
    {
      path: paths.panel.path,
      title: 'Edit Panel',
      module: () => import('./routes/app/panels/panel'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.installers.path,
      title: 'Installers',
      module: () => import('./routes/app/installers/installers'),
    },
    {
      path: paths.installer.path,
      title: 'Edit Installer',
      module: () => import('./routes/app/installers/installer'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.inverters.path,
      title: 'Inverters',
      module: () => import('./routes/app/inverters/inverters'),
    },
    {
      path: paths.inverter.path,
      title: 'Edit Inverter',
      module: () => import('./routes/app/inverters/inverter'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.financeOptions.path,
      title: 'Finance Options',
      module: () => import('./routes/app/finance-options/finance-options'),
    },
    {
      path: paths.financeOption.path,
      title: 'Edit Finance Option',
      module: () => import('./routes/app/finance-options/finance-option'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.incentives.path,
      title: 'Incentives',
      module: () => import('./routes/app/incentives/incentives'),
    },
    {
      path: paths.incentive.path,
      title: 'Edit Incentive',
      module: () => import('./routes/app/incentives/incentive'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.contractTemplates.path,
      title: 'Contract Templates',
      module: () => import('./routes/app/contract-templates/contract-templates'),
    },
    {
      path: paths.contractTemplate.path,
      title: 'Edit Contract Template',
      module: () => import('./routes/app/contract-templates/contract-template'),
    },
  ),
  listAndItem(
    load,
    {
      path: paths.areaGroups.path,
      title: 'Site Survey Slots',
      module: () => import('./routes/app/area-groups/area-groups'),
    },
    {
      path: paths.areaGroup.path,
      title: 'Edit Area Group',
      module: () => import('./routes/app/area-groups/area-group'),
    },
  ),
  {
    path: paths.outbox.path,
    handle: crumb('Outbox'),
    lazy: () => import('./routes/app/outbox/outbox').then(load),
  },
  ...[paths.siteSettings.path, paths.siteSettingsAlias.path].map((path) => ({
    path,
    handle: crumb('Site Settings'),
    lazy: () => import('./routes/app/site-settings/site-settings').then(load),
  })),
];
