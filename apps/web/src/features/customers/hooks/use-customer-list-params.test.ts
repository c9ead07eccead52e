import { describe, expect, it } from 'vitest';
import { parseCustomerListParams, toCustomerListParams } from './use-customer-list-params';

describe('customer list view in the URL', () => {
  it('reads search, 1-based page, page size and filters, ignoring unknown values', () => {
    const view = parseCustomerListParams(
      new URLSearchParams('search=smith&page=3&rows=50&state=AZ,XX,TX&proposals=yes&created=30'),
    );
    expect(view).toEqual({
      searchTerm: 'smith',
      page: 2,
      pageSize: 50,
      filters: { state: ['AZ', 'TX'], hasProposals: 'yes', createdWithin: 30 },
    });
    expect(
      parseCustomerListParams(new URLSearchParams('rows=33&created=12&proposals=maybe')),
    ).toEqual({ searchTerm: '', page: 0, pageSize: 25, filters: {} });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = toCustomerListParams(
      { searchTerm: 'jo', page: 0, pageSize: 25, filters: { state: ['SC'], hasProposals: 'no' } },
      new URLSearchParams('other=1&page=4'),
    );
    expect(params.toString()).toBe('other=1&search=jo&state=SC&proposals=no');
  });
});
