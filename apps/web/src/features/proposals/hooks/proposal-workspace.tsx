import type { ProposalFigures } from '@pb/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFormValues } from '../../../components/form/use-form-state';
import type { ProposalContext } from '../utils/proposal-context';
import type { ProposalFormValues } from '../utils/proposal-form-schema';
import { computeFigures } from '../utils/proposal-scenario';

/** What every part of the builder and editor reads: the context and the live figures. */
export type ProposalWorkspace = ProposalContext & {
  /** Every figure of the proposal as it stands in the form, from the engine in the browser. */
  figures: ProposalFigures;
  values: ProposalFormValues;
};

const WorkspaceContext = createContext<ProposalWorkspace | null>(null);

/**
 * Recomputes the proposal with `computeProposal` from @pb/core on every change of the
 * surrounding form (no round trip; the server recomputes on save) and shares the result.
 */
export function ProposalWorkspaceProvider({
  context,
  children,
}: {
  context: ProposalContext;
  children: ReactNode;
}) {
  const values = useFormValues<ProposalFormValues>();
  const figures = useMemo(() => computeFigures(values, context), [values, context]);
  const workspace = useMemo(() => ({ ...context, figures, values }), [context, figures, values]);
  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}

export function useProposalWorkspace(): ProposalWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace)
    throw new Error('useProposalWorkspace must be used inside <ProposalWorkspaceProvider>');
  return workspace;
}
