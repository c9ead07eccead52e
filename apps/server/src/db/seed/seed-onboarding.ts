import type { ContractVariableKey } from '@pb/core';
import type { Db } from '../client';
import { areaGroups, areaGroupTimeSlots, contractTemplates } from '../schema/index';
import { BUILT_IN_TEMPLATES } from '../../integrations/documents/built-in-templates';

/** How the built-in templates' fields map to contract variables (an admin can change it). */
const FIELD_MAP: Record<string, ContractVariableKey> = {
  'Client.FirstName': 'customerFirstName',
  'Client.LastName': 'customerLastName',
  'Client.FullName': 'customerFullName',
  'Client.StreetAddress': 'customerAddress',
  'Client.City': 'customerCity',
  'Client.State': 'customerState',
  'Client.PostalCode': 'customerZip',
  'Client.Phone': 'customerPhone',
  'Client.Email': 'customerEmail',
  'Utility.Name': 'utilityCompany',
  'System.SizeKw': 'systemSizeKw',
  'System.SizeWatts': 'systemSizeWatts',
  'System.PanelCount': 'numberOfPanels',
  'Equipment.PanelModel': 'panelType',
  'Equipment.PanelWattage': 'panelSize',
  'Equipment.Inverter': 'inverter',
  'Price.Total': 'totalCost',
  'Price.PerWatt': 'pricePerWatt',
  'Production.Year1Kwh': 'yearOneProduction',
  'Agreement.Date': 'today',
  'Price.DownPayment': 'downPayment',
  'Loan.Amount': 'loanAmount',
  'Loan.Apr': 'loanApr',
  'Loan.TermYears': 'loanLength',
};

/** Site-survey area groups (the embedded site-survey service) and their daily slots. */
const AREA_GROUPS: { name: string; states: string[]; slots: [string, number][] }[] = [
  {
    name: 'Phoenix',
    states: ['AZ', 'NM', 'NV'],
    slots: [
      ['08:00', 2],
      ['10:00', 2],
      ['13:00', 1],
      ['15:00', 0],
    ],
  },
  {
    name: 'Carolinas',
    states: ['NC', 'SC', 'GA'],
    slots: [
      ['09:00', 1],
      ['11:00', 2],
      ['14:00', 1],
    ],
  },
  {
    name: 'Texas',
    states: ['TX', 'OK'],
    slots: [
      ['08:30', 2],
      ['12:30', 2],
    ],
  },
  {
    name: 'Florida',
    states: ['FL'],
    slots: [
      ['09:00', 2],
      ['13:00', 2],
    ],
  },
  {
    name: 'National',
    states: [],
    slots: [
      ['10:00', 1],
      ['14:00', 1],
    ],
  },
];

/** Mapped contract templates for the built-in provider and the area groups; idempotent. */
export async function seedOnboarding(db: Db): Promise<void> {
  for (const t of BUILT_IN_TEMPLATES) {
    await db
      .insert(contractTemplates)
      .values({
        pandadocId: t.id,
        fields: t.fields.map((f) => ({
          pandadocFieldId: f.uuid,
          name: f.name,
          value: FIELD_MAP[f.name] ?? '',
        })),
      })
      .onConflictDoNothing({ target: contractTemplates.pandadocId });
  }
  for (const g of AREA_GROUPS) {
    const [group] = await db
      .insert(areaGroups)
      .values({ name: g.name, states: g.states })
      .onConflictDoNothing({ target: areaGroups.name })
      .returning();
    if (!group) continue;
    await db
      .insert(areaGroupTimeSlots)
      .values(
        g.slots.map(([startTime, capacity]) => ({ areaGroupId: group.id, startTime, capacity })),
      );
  }
}
