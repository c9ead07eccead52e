import { useMemo } from 'react';
import { useCustomer } from '../api/get-customer';
import { useCustomerBaseline } from '../api/get-customer-baseline';
import { useCustomerDetails } from '../../../lib/customer-details-query';
import { useFinanceOptions } from '../api/get-finance-options';
import { useIncentives } from '../api/get-incentives';
import { useInstallers } from '../api/get-installers';
import { useInverters } from '../api/get-inverters';
import { usePanels } from '../api/get-panels';
import { useSiteSettings } from '../api/get-site-settings';
import { useTemplates } from '../api/get-templates';
import type { ProposalContext } from '../utils/proposal-context';

/**
 * Loads what a proposal screen needs besides the proposal: the customer, the saved details (or
 * null), the lead's baseline and the catalogue. `context` is null until everything has loaded;
 * `failed` names the first load that failed (the screen says so and offers a retry).
 */
export function useProposalContext(customerId: string) {
  const customer = useCustomer({ customerId });
  const details = useCustomerDetails({ customerId });
  const baseline = useCustomerBaseline({ customerId });
  const installers = useInstallers();
  const panels = usePanels();
  const inverters = useInverters();
  const financeOptions = useFinanceOptions();
  const incentives = useIncentives();
  const templates = useTemplates();
  const siteSettings = useSiteSettings();

  const queries = [
    customer,
    details,
    baseline,
    installers,
    panels,
    inverters,
    financeOptions,
    incentives,
    templates,
    siteSettings,
  ];
  const isError = queries.some((q) => q.isError);
  const isPending = queries.some((q) => q.isPending);

  const context = useMemo<ProposalContext | null>(() => {
    if (
      !customer.data ||
      details.data === undefined ||
      !baseline.data ||
      !installers.data ||
      !panels.data ||
      !inverters.data ||
      !financeOptions.data ||
      !incentives.data ||
      !templates.data ||
      !siteSettings.data
    ) {
      return null;
    }
    const { version: _version, ...site } = siteSettings.data;
    return {
      customer: customer.data,
      baseline: baseline.data,
      fallbackPreSolarPlan: details.data?.preSolarPlan ?? null,
      catalogue: {
        installers: installers.data,
        panels: panels.data,
        inverters: inverters.data,
        financeOptions: financeOptions.data,
        incentives: incentives.data,
        templates: templates.data,
        siteSettings: site,
      },
    };
  }, [
    customer.data,
    details.data,
    baseline.data,
    installers.data,
    panels.data,
    inverters.data,
    financeOptions.data,
    incentives.data,
    templates.data,
    siteSettings.data,
  ]);

  const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
  return {
    context,
    details: details.data ?? null,
    isPending: isPending && !isError,
    isError,
    retry,
  };
}
