import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Adder, ProposalFigures, ProposalRecordDetails, ProposalTemplate } from '@pb/core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { customers } from './customers';
import { users } from './users';

const money = (name: string) => doublePrecision(name).notNull().default(0);

/**
 * Proposals (spec 3 §3). `proposal_number` counts per customer from 1 (unique with the customer;
 * allocated under a lock on the customer row). `details`, `template` and `custom_adders` are
 * jsonb snapshots, so catalogue edits never change a saved proposal. The priced columns and
 * `figures` (everything computeProposal answered at the last save) are the server's own
 * computation. Units: $/W for the EPCs and `baseline_override`, kW for `system_size`, kWh for
 * `total_annual_production`, percent for the escalator, dollars otherwise.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    proposalNumber: integer('proposal_number').notNull(),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    dateCreated: timestamp('date_created', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    template: jsonb('template').$type<ProposalTemplate | null>(),
    details: jsonb('details').$type<ProposalRecordDetails>().notNull(),
    customAdders: jsonb('custom_adders').$type<Adder[]>().notNull().default([]),
    baseEpc: money('base_epc'),
    proposalEpc: money('proposal_epc'),
    hasManualProposalEpc: boolean('has_manual_proposal_epc').notNull().default(false),
    totalSystemCost: money('total_system_cost'),
    outOfPocketCost: money('out_of_pocket_cost'),
    annualEnergyRateEscalator: doublePrecision('annual_energy_rate_escalator'),
    systemSize: money('system_size'),
    loanMonthlyPayment: money('loan_monthly_payment'),
    proposalPostSolarMonthlyBill: money('proposal_post_solar_monthly_bill'),
    thirtyYearCostOfElectric: money('thirty_year_cost_of_electric'),
    thirtyYearNetSavings: money('thirty_year_net_savings'),
    monthlySavings: money('monthly_savings'),
    totalAnnualProduction: money('total_annual_production'),
    points: integer('points').notNull().default(0),
    roofType: text('roof_type'),
    roofImagePath: text('roof_image_path').notNull().default(''),
    roofImageDrawing: text('roof_image_drawing').notNull().default(''),
    isContractGenerated: boolean('is_contract_generated').notNull().default(false),
    isGroundMount: boolean('is_ground_mount').notNull().default(false),
    isViewableByRep: boolean('is_viewable_by_rep').notNull().default(false),
    isRedLine: boolean('is_red_line').notNull().default(false),
    baselineOverride: money('baseline_override'),
    figures: jsonb('figures').$type<ProposalFigures>().notNull(),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('proposals_customer_number_key').on(t.customerId, t.proposalNumber),
    index('proposals_roof_image_idx')
      .on(t.roofImagePath)
      .where(sql`${t.roofImagePath} <> ''`),
  ],
);
