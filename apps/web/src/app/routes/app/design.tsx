import { DesignRequest } from '../../../features/chat/components/design-request';
import { useLocation } from 'react-router';

/** /design/{id} (and any path containing /old): opens an initial design request. */
export default function DesignRoute() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const isOld = segments.includes('old');
  const id = segments.find((s) => s !== 'old') ?? '';
  return <DesignRequest key={pathname} customerId={decodeURIComponent(id)} isOld={isOld} />;
}
