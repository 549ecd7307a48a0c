import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import { Alert, Stack, Text } from '@mantine/core';
import { messages, type PoliciesSearch, type PoliciesSearchQuery } from '@panel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { searchPoliciesQueryOptions, useSearchPolicies } from '../api/search-policies';
import { PoliciesSearchForm } from './PoliciesSearchForm';
import { PolicyDetailsPopup } from './PolicyDetailsPopup';
import { SearchResults } from './SearchResults';
import { TablePager } from './TablePager';

type SearchQuery = PoliciesSearch & Required<Pick<PoliciesSearchQuery, 'page' | 'pageSize' | 'sort' | 'order'>>;

/** The policies search widget (000 §2, §3, §5): the search form and its results, each opening the details popup. */
export function PoliciesSearchWidget() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<SearchQuery | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const results = useSearchPolicies(query);

  async function search(model: PoliciesSearch) {
    const first: SearchQuery = { ...model, page: 1, pageSize: 10, sort: 'policyDate', order: 'desc' };
    // Fetched here first, so that a refusal lands at the form's fields.
    await queryClient.fetchQuery(searchPoliciesQueryOptions(first));
    setQuery(first);
  }

  return (
    <Stack gap="sm">
      <PoliciesSearchForm onSearch={search} onClear={() => setQuery(null)} />
      {query && results.isError && (
        <Alert color="red" variant="light" role="alert">
          {results.error.message}
        </Alert>
      )}
      {query && results.data && (
        <div>
          {results.data.policies.length === 0 ? (
            <Text role="status">{messages.POLICY_SEARCH_NOT_FOUND}</Text>
          ) : (
            <Stack gap="xs">
              <SearchResults rows={results.data.policies} onOpen={setOpened} />
              <TablePager
                page={results.data.page}
                pageSize={results.data.pageSize}
                total={results.data.total}
                totalCapped={results.data.totalCapped}
                onPage={(page) => setQuery({ ...query, page })}
                onPageSize={(pageSize) => setQuery({ ...query, pageSize, page: 1 })}
              />
            </Stack>
          )}
        </div>
      )}
      <PolicyDetailsPopup policyNo={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
