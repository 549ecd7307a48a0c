import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../lib/router';

const ComplaintDialog = lazy(() => import('./ComplaintDialog'));

/** Opens 'Złóż reklamację' for ?init=add-complaint (the header's 'Obsługa polisy' menu, decision 052). */
export function ComplaintLauncher() {
  const [params, setParams] = useSearchParams();
  if (params.get('init') !== 'add-complaint') return null;

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('init');
      return next;
    });

  return (
    <Suspense>
      <ComplaintDialog onClose={close} />
    </Suspense>
  );
}
