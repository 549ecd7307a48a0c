import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const ComplaintDialog = lazy(() => import('./ComplaintDialog'));

/** 'Złóż reklamację' in the header; the open form lives in the address (?init=add-complaint, decision 052). */
export function ComplaintLauncher() {
  const [params, setParams] = useSearchParams();
  const setInit = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('init', value);
      else next.delete('init');
      return next;
    });

  return (
    <>
      <Button variant="light" size="compact-sm" onClick={() => setInit('add-complaint')}>
        Złóż reklamację
      </Button>
      {params.get('init') === 'add-complaint' && (
        <Suspense>
          <ComplaintDialog onClose={() => setInit(null)} />
        </Suspense>
      )}
    </>
  );
}
