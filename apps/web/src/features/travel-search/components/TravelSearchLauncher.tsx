import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../lib/router';
import { usePermission } from '../../../lib/permission';
import type { SearchMode } from './search-fields';

const TravelSearchDialog = lazy(() => import('./TravelSearchDialog'));

/** ?init=uks-ass (the header's UKS-ass button) and ?init=travel-search open the one search popup (decision 073). */
const initOf: Record<SearchMode, string> = { ownership: 'uks-ass', travel: 'travel-search' };

export function TravelSearchLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: ['ROLE_AGENT_UKS_ENABLED'] });
  const init = params.get('init');
  const mode = (Object.keys(initOf) as SearchMode[]).find((candidate) => initOf[candidate] === init);
  if (!allowed || !mode) return null;

  const setInit = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('init', value);
      else next.delete('init');
      return next;
    });

  return (
    <Suspense>
      <TravelSearchDialog mode={mode} onModeChange={(next) => setInit(initOf[next])} onClose={() => setInit(null)} />
    </Suspense>
  );
}
