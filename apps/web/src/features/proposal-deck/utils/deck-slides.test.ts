import { TEMPLATE_PAGES, type TemplatePage } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { deckSlides, deckVisibility } from './deck-slides';

const deck = (pages: readonly TemplatePage[], powerCompanyName: string, isCash: boolean) =>
  ({ pages: [...pages], powerCompanyName, figures: { isCash } }) as Parameters<
    typeof deckSlides
  >[0];

describe('deckSlides', () => {
  it('keeps the template order and puts the summary after Financing Options', () => {
    expect(deckSlides(deck(TEMPLATE_PAGES, 'Arizona Public Service', false))).toEqual([
      'ProposalCover',
      'SystemInfo',
      'AboutUs',
      'FinancingOptions',
      'Summary',
      'CostBreakdown',
      'ProjectedSavings',
      'NetMetering',
      'Timeline',
      'Overview',
    ]);
  });

  it.each([
    ['cash', 'Duke Energy', true, ['FinancingOptions', 'ProjectedSavings', 'Timeline']],
    ['Georgia Power', 'Georgia Power', false, ['ProjectedSavings']],
    [
      'Georgia Power, cash',
      'Georgia Power',
      true,
      ['FinancingOptions', 'ProjectedSavings', 'Timeline'],
    ],
    ['Jackson EMC', 'Jackson EMC', false, []],
  ])('%s drops %j', (_, company, isCash, dropped) => {
    const slides = deckSlides(deck(TEMPLATE_PAGES, company, isCash));
    for (const page of TEMPLATE_PAGES)
      expect(slides.includes(page), page).toBe(!dropped.includes(page));
    expect(slides).toContain('Summary');
  });

  it('a cash deal keeps the summary where the template has it, after About Us (issue 33)', () => {
    expect(deckSlides(deck(TEMPLATE_PAGES, 'Duke Energy', true))).toEqual([
      'ProposalCover',
      'SystemInfo',
      'AboutUs',
      'Summary',
      'CostBreakdown',
      'NetMetering',
      'Overview',
    ]);
  });

  it('a template reordered by the rep is followed; the summary goes last without Financing Options', () => {
    expect(deckSlides(deck(['Overview', 'ProposalCover'], 'APS', false))).toEqual([
      'Overview',
      'ProposalCover',
      'Summary',
    ]);
  });
});

describe('deckVisibility', () => {
  it.each([
    ['Arizona Public Service', true, true, false],
    ['Georgia Power', false, false, true],
    ['Jackson EMC', false, true, false],
  ])('%s: post solar %s, offset %s, Georgia disclaimer %s', (name, post, offset, georgia) => {
    expect(deckVisibility(name)).toEqual({
      showPostSolarPayment: post,
      showOffset: offset,
      isGeorgiaPower: georgia,
    });
  });
});
