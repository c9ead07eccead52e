import type { Capability } from '@pb/core';
import type { ReactNode } from 'react';
import { useHasCapability } from '../../lib/current-user';
import { AccessDenied } from '../errors/access-denied';

type RequireCapabilityProps = {
  capability: Capability;
  /** Named in the Access Denied text: 'You are not authorized to access {area}! …'. */
  area: string;
  children: ReactNode;
};

/** Shows the screen only to holders of `capability`; everyone else gets the Access Denied page. */
export function RequireCapability({ capability, area, children }: RequireCapabilityProps) {
  const isAllowed = useHasCapability(capability);
  return isAllowed ? children : <AccessDenied page={area} />;
}
