import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvedLoan, fixedLoanId, isCashDeal, lenderOf } from './lender';
import {
  firstUnfinishedStep,
  isValidEmail,
  stepsFor,
  surveyNeedsConfirmation,
  templateMatches,
  type OnboardingProgress,
} from './onboarding-steps';

const none: OnboardingProgress = {
  preQualDone: false,
  loanId: '',
  creditSkipped: false,
  pandaDocId: '',
  pandaDocStatus: '',
  salesforceID: '',
  siteSurveySkipped: false,
  emailSent: false,
};

describe('lenders', () => {
  it.each([
    ['GoodLeap 25 Year 2.99%', 'Goodleap'],
    ['Loanpal 20 Year 1.99%', 'Loanpal'],
    ['Sunlight 25 Year 4.99%', 'Sunlight'],
    ['Enium 25 Year 3.99%', 'Enium'],
    ['Cash', null],
    ['Sunlighting Co', null],
  ])('%s → %s', (name, lender) => expect(lenderOf(name)).toBe(lender));

  it('fixes the loan id of Sunlight and Enium only', () => {
    expect(fixedLoanId('Sunlight')).toBe('SunLight');
    expect(fixedLoanId('Enium')).toBe('Enium');
    expect(fixedLoanId('Goodleap')).toBeNull();
    expect(fixedLoanId('Loanpal')).toBeNull();
  });

  it('knows cash deals', () => {
    expect(isCashDeal(null)).toBe(true);
    expect(isCashDeal({ name: 'Cash', lengthInYears: 0 })).toBe(true);
    expect(isCashDeal({ name: 'GoodLeap 25 Year', lengthInYears: 25 })).toBe(false);
  });

  it('takes the APPROVED loan, else names what is missing', () => {
    expect(approvedLoan([])).toEqual({ error: 'Loan has not been filled out yet' });
    expect(approvedLoan([{ id: 'a', status: 'PENDING' }])).toEqual({
      error: 'Loan was not approved',
    });
    expect(
      approvedLoan([
        { id: 'a', status: 'DECLINED' },
        { id: 'b', status: 'APPROVED' },
      ]),
    ).toEqual({ loanId: 'b' });
  });
});

describe('skip mode', () => {
  it.each<[Partial<OnboardingProgress>, boolean, number]>([
    [{}, false, 0],
    [{ preQualDone: true }, false, 1],
    [{ preQualDone: true }, true, 1], // cash: Agreement is index 1
    [{ preQualDone: true, loanId: 'L' }, false, 2],
    // A skipped Credit is passed on reopening (issue 33): Agreement is index 2.
    [{ preQualDone: true, creditSkipped: true }, false, 2],
    [{ creditSkipped: true }, false, 0],
    [{ preQualDone: true, loanId: 'L', pandaDocId: 'd', pandaDocStatus: 'sent' }, false, 2],
    [{ preQualDone: true, loanId: 'L', pandaDocId: 'd', pandaDocStatus: 'completed' }, false, 3],
    [{ preQualDone: true, pandaDocId: 'd', pandaDocStatus: 'completed' }, true, 2],
    [
      {
        preQualDone: true,
        loanId: 'L',
        pandaDocId: 'd',
        pandaDocStatus: 'completed',
        salesforceID: 'S',
      },
      false,
      4,
    ],
    [
      { preQualDone: true, pandaDocId: 'd', pandaDocStatus: 'completed', siteSurveySkipped: true },
      true,
      3,
    ],
  ])('%o (cash %s) → step %i', (p, isCash, index) =>
    expect(firstUnfinishedStep({ ...none, ...p }, isCash)).toBe(index),
  );

  it('stays within the steps and never passes a step without its data', () => {
    fc.assert(
      fc.property(
        fc.record({
          preQualDone: fc.boolean(),
          loanId: fc.constantFrom('', 'L'),
          creditSkipped: fc.boolean(),
          pandaDocId: fc.constantFrom('', 'd'),
          pandaDocStatus: fc.constantFrom('', 'sent', 'completed'),
          salesforceID: fc.constantFrom('', 'S'),
          siteSurveySkipped: fc.boolean(),
          emailSent: fc.boolean(),
        }),
        fc.boolean(),
        (p, isCash) => {
          const i = firstUnfinishedStep(p, isCash);
          const steps = stepsFor(isCash);
          expect(i).toBeGreaterThanOrEqual(0);
          expect(i).toBeLessThan(steps.length);
          if (!p.preQualDone) expect(i).toBe(0);
          if (!isCash && p.preQualDone && p.loanId === '' && !p.creditSkipped)
            expect(steps[i]).toBe('Credit');
        },
      ),
    );
  });

  it('omits Credit for cash deals', () => {
    expect(stepsFor(true)).toEqual(['Pre-Qual', 'Agreement', 'Site Survey', 'Finished']);
    expect(stepsFor(false)).toHaveLength(5);
  });
});

describe('agreement template choice', () => {
  it.each([
    ['Solex Residential Solar Agreement AZ', 'Solex', 'AZ', true],
    ['Solex Residential Solar Agreement AZ', 'Solex', 'NC', false],
    ['Titan Solar Agreement AZ', 'Solex', 'AZ', false],
    ['Titan Solar Agreement AZ', 'Titan', 'AZ', true],
    // the state must be a word, not part of one
    ['Solex Arizona Agreement', 'Solex', 'AR', false],
    ['Solex Agreement AZ', '{product}', 'AZ', true],
  ])('%s for %s in %s → %s', (name, base, state, ok) =>
    expect(templateMatches(name, base, state)).toBe(ok),
  );
});

describe('pre-qualification and survey rules', () => {
  it.each([
    ['a@b.co', true],
    ['maria.alvarez@example.com', true],
    ['maria@', false],
    ['no at.com', false],
    ['', false],
  ])('email %s → %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));

  it('asks only for surveys more than 3 days away', () => {
    expect(surveyNeedsConfirmation('2026-11-24', '2026-11-27')).toBe(false);
    expect(surveyNeedsConfirmation('2026-11-24', '2026-11-28')).toBe(true);
    expect(surveyNeedsConfirmation('2026-12-30', '2027-01-04')).toBe(true);
  });
});
