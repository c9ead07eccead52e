import { DEFAULT_PROPOSAL_PAGE_SIZE, ProposalSummarySchema, type ProposalRecord } from '@pb/core';
import { http, HttpResponse } from '../../../testing/msw';

/**
 * The server side of a customer's proposals for component tests: GET …/Proposals answers pages
 * of summaries (limit, offset, onlyViewableByRep as the server reads them, newest number first)
 * and GET /api/Proposals/:id answers each proposal in full. `requests` records the list URLs.
 */
export function proposalListHandlers(customerId: string, proposals: ProposalRecord[]) {
  const requests: URL[] = [];
  const list = http.get(`/api/customers/${customerId}/Proposals`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const limit = Number(url.searchParams.get('limit') ?? DEFAULT_PROPOSAL_PAGE_SIZE);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const repView = url.searchParams.get('onlyViewableByRep') === 'true';
    const matching = proposals
      .filter((p) => !repView || p.isViewableByRep)
      .sort((a, b) => b.proposalNumber - a.proposalNumber);
    return HttpResponse.json({
      items: matching.slice(offset, offset + limit).map((p) => ProposalSummarySchema.parse(p)),
      total: matching.length,
      limit,
      offset,
    });
  });
  const one = http.get('/api/Proposals/:id', ({ params }) => {
    const found = proposals.find((p) => p.id === params.id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ code: 'NOT_FOUND', message: 'Proposal not found.' }, { status: 404 });
  });
  // The Power Info card's interval-data row (decision 0062): none uploaded.
  const intervalLoad = http.get(`/api/customers/${customerId}/interval-load`, () =>
    HttpResponse.json(null),
  );
  return { handlers: [list, one, intervalLoad], requests };
}
