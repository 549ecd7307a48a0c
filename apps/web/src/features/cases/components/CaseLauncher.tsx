import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';

const CaseDialog = lazy(() => import('./CaseDialog'));

/**
 * 'Zgłoś sprawę' in the header. The open form lives in the address (?init=add-case, 000 §2), so a reload reopens it
 * with its draft; ?init=list-case goes to 'Moje sprawy'.
 */
export function CaseLauncher() {
  const [params, setParams] = useSearchParams();
  const init = params.get('init');
  if (init === 'list-case') return <Navigate to={paths.cases.path} replace />;

  const setInit = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('init', value);
      else next.delete('init');
      return next;
    });

  return (
    <>
      <Button variant="light" size="compact-sm" onClick={() => setInit('add-case')}>
        Zgłoś sprawę
      </Button>
      {init === 'add-case' && (
        <Suspense>
          <CaseDialog opened onClose={() => setInit(null)} onRedirect={setInit} />
        </Suspense>
      )}
    </>
  );
}
