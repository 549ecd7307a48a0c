import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../lib/paths';

const CaseDialog = lazy(() => import('./CaseDialog'));

/**
 * Opens 'Zgłoś sprawę' for ?init=add-case (the header's 'Obsługa polisy' menu, 000 §2), so a reload reopens it with
 * its draft; ?init=list-case goes to 'Moje sprawy'. The form's code loads only then; closing it removes the parameter.
 */
export function CaseLauncher() {
  const [params, setParams] = useSearchParams();
  const init = params.get('init');
  if (init === 'list-case') return <Navigate to={paths.cases.path} />;
  if (init !== 'add-case') return null;

  const setInit = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('init', value);
      else next.delete('init');
      return next;
    });

  return (
    <Suspense>
      <CaseDialog onClose={() => setInit(null)} onRedirect={setInit} />
    </Suspense>
  );
}
