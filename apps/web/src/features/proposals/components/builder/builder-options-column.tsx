import Divider from '@mui/material/Divider';
import { CustomAddersSection } from '../workspace/custom-adders-section';
import { IncentivesSection } from '../workspace/incentives-section';
import { ProposalOptionFields } from '../workspace/proposal-option-fields';
import { SectionCard } from '../workspace/section-card';
import { GenerateProposalSection } from './generate-proposal-section';

/** The builder's right column: incentives, adders, roof type, template, ground mount, Generate. */
export function BuilderOptionsColumn({ onGenerate }: { onGenerate: () => void }) {
  return (
    <SectionCard title="Options">
      <IncentivesSection />
      <Divider />
      <CustomAddersSection />
      <Divider />
      <ProposalOptionFields />
      <GenerateProposalSection onGenerate={onGenerate} />
    </SectionCard>
  );
}
