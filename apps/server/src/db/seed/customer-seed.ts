import type { UsStateAbbreviation } from '@pb/core';

export interface SeedCustomer {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  state: UsStateAbbreviation;
  zip: string;
  phone: string;
  email: string;
  /** Demo id in the sales system; also the seeder's natural key. */
  bsaId: string;
  bsaAreaId: string;
}

/** Demo customers across the company's states (fictional people, real towns and ZIPs). */
export const CUSTOMER_SEED: SeedCustomer[] = [
  { firstName: 'Maria', lastName: 'Alvarez', address1: '4021 N 24th St', city: 'Phoenix', state: 'AZ', zip: '85016', phone: '(602) 555-0142', email: 'maria.alvarez@example.com', bsaId: 'BSA-100201', bsaAreaId: 'AZ-PHX' },
  { firstName: 'James', lastName: 'Whitfield', address1: '1180 E Broadway Rd', address2: 'Unit 12', city: 'Mesa', state: 'AZ', zip: '85201', phone: '(480) 555-0177', email: 'jwhitfield@example.com', bsaId: 'BSA-100202', bsaAreaId: 'AZ-PHX' },
  { firstName: 'Tanya', lastName: 'Brooks', address1: '6312 Six Forks Rd', city: 'Raleigh', state: 'NC', zip: '27609', phone: '(919) 555-0110', email: 'tanya.brooks@example.com', bsaId: 'BSA-100203', bsaAreaId: 'NC-RDU' },
  { firstName: 'Kevin', lastName: "O'Neal", address1: '10415 Ardrey Kell Rd', city: 'Charlotte', state: 'NC', zip: '28277', phone: '(704) 555-0163', email: 'kevin.oneal@example.com', bsaId: 'BSA-100204', bsaAreaId: 'NC-CLT' },
  { firstName: 'Lakshmi', lastName: 'Raman', address1: '2817 Devine St', city: 'Columbia', state: 'SC', zip: '29205', phone: '(803) 555-0128', email: 'lraman@example.com', bsaId: 'BSA-100205', bsaAreaId: 'SC-CAE' },
  { firstName: 'Robert', lastName: 'Greene', address1: '115 Pelham Rd', city: 'Greenville', state: 'SC', zip: '29607', phone: '(864) 555-0191', email: 'rob.greene@example.com', bsaId: 'BSA-100206', bsaAreaId: 'SC-GSP' },
  { firstName: 'Denise', lastName: 'Carter', address1: '1043 N Highland Ave NE', city: 'Atlanta', state: 'GA', zip: '30306', phone: '(404) 555-0135', email: 'denise.carter@example.com', bsaId: 'BSA-100207', bsaAreaId: 'GA-ATL' },
  { firstName: 'Michael', lastName: 'Nguyen', address1: '12 E 54th St', city: 'Savannah', state: 'GA', zip: '31405', phone: '(912) 555-0184', email: 'mnguyen@example.com', bsaId: 'BSA-100208', bsaAreaId: 'GA-SAV' },
  { firstName: 'Carlos', lastName: 'Mendoza', address1: '5408 Manchaca Rd', city: 'Austin', state: 'TX', zip: '78745', phone: '(512) 555-0156', email: 'carlos.mendoza@example.com', bsaId: 'BSA-100209', bsaAreaId: 'TX-AUS' },
  { firstName: 'Emily', lastName: 'Sanders', address1: '1520 Yale St', city: 'Houston', state: 'TX', zip: '77008', phone: '(713) 555-0119', email: 'emily.sanders@example.com', bsaId: 'BSA-100210', bsaAreaId: 'TX-HOU' },
  { firstName: 'Anthony', lastName: 'Russo', address1: '2709 W Bay to Bay Blvd', city: 'Tampa', state: 'FL', zip: '33606', phone: '(813) 555-0172', email: 'anthony.russo@example.com', bsaId: 'BSA-100211', bsaAreaId: 'FL-TPA' },
  { firstName: 'Grace', lastName: 'Kim', address1: '814 E Washington St', city: 'Orlando', state: 'FL', zip: '32803', phone: '(407) 555-0147', email: 'grace.kim@example.com', bsaId: 'BSA-100212', bsaAreaId: 'FL-ORL' },
];
