import { useEffect } from 'react';
import { useSearchParams } from '../../../lib/router';
import { leavePanel } from '../../../lib/leave-panel';
import { getOrderDocumentsUrl } from '../api/get-order-documents-url';

/** ?init=order-documents on any page goes to the external order form (000 §2). */
export function OrderDocumentsRedirect() {
  const [params] = useSearchParams();
  const ordering = params.get('init') === 'order-documents';
  useEffect(() => {
    if (!ordering) return;
    let cancelled = false;
    void getOrderDocumentsUrl().then(
      (url) => !cancelled && leavePanel(url),
      // A failed call is shown by the global error box; the agent stays on the page.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [ordering]);
  return null;
}
