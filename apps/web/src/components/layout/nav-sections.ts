import ContractIcon from '@mui/icons-material/HistoryEdu';
import CustomersIcon from '@mui/icons-material/People';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FinanceIcon from '@mui/icons-material/Payments';
import OutboxIcon from '@mui/icons-material/Outbox';
import SiteSurveyIcon from '@mui/icons-material/EventAvailable';
import IncentivesIcon from '@mui/icons-material/Redeem';
import InstallersIcon from '@mui/icons-material/Engineering';
import InvertersIcon from '@mui/icons-material/ElectricalServices';
import PanelsIcon from '@mui/icons-material/SolarPower';
import PowerCompaniesIcon from '@mui/icons-material/Bolt';
import SettingsIcon from '@mui/icons-material/Settings';
import TemplatesIcon from '@mui/icons-material/Description';
import UsersIcon from '@mui/icons-material/ManageAccounts';
import { hasCapability, type Capability } from '@pb/core';
import { paths } from '../../config/paths';

export type NavItem = {
  label: string;
  href: string;
  icon: typeof DashboardIcon;
  /** Shown only to holders of this capability. */
  capability?: Capability;
};

export type NavSection = {
  title: string;
  /** The whole section is shown only to holders of this capability. */
  capability?: Capability;
  items: readonly NavItem[];
};

/** The navigation drawer, spec 1 §2 "Navigation drawer" (+ Users under ADMIN, issue 2). */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'PROPOSALS',
    items: [
      { label: 'Dashboard', href: paths.dashboard.getHref(), icon: DashboardIcon },
      {
        label: 'Customers',
        href: paths.customers.getHref(),
        icon: CustomersIcon,
        capability: 'PB_MANAGE_CUSTOMERS',
      },
      {
        label: 'My Templates',
        href: paths.templates.getHref(),
        icon: TemplatesIcon,
        capability: 'PB_MANAGE_CUSTOMERS',
      },
    ],
  },
  {
    title: 'ADMIN',
    capability: 'PB_MANAGE_ADMIN_ITEMS',
    items: [
      { label: 'Power Companies', href: paths.powerCompanies.getHref(), icon: PowerCompaniesIcon },
      { label: 'Panels', href: paths.panels.getHref(), icon: PanelsIcon },
      { label: 'Installers', href: paths.installers.getHref(), icon: InstallersIcon },
      { label: 'Inverters', href: paths.inverters.getHref(), icon: InvertersIcon },
      { label: 'Finance Options', href: paths.financeOptions.getHref(), icon: FinanceIcon },
      { label: 'Incentives', href: paths.incentives.getHref(), icon: IncentivesIcon },
      { label: 'Contract Templates', href: paths.contractTemplates.getHref(), icon: ContractIcon },
      { label: 'Site Survey Slots', href: paths.areaGroups.getHref(), icon: SiteSurveyIcon },
      { label: 'Site Settings', href: paths.siteSettings.getHref(), icon: SettingsIcon },
      { label: 'Users', href: paths.users.getHref(), icon: UsersIcon },
      { label: 'Outbox', href: paths.outbox.getHref(), icon: OutboxIcon },
    ],
  },
];

/** The sections and entries a user with `capabilities` may see; empty sections are dropped. */
export function getVisibleNavSections(capabilities: readonly string[]): NavSection[] {
  const isVisible = (capability?: Capability) =>
    !capability || hasCapability(capabilities, capability);
  return NAV_SECTIONS.filter((section) => isVisible(section.capability))
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => isVisible(item.capability)),
    }))
    .filter((section) => section.items.length > 0);
}
