import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Loader, Text } from '@mantine/core';
import { messages, type DocumentPlace } from '@panel/domain';
import { useQuery } from '@tanstack/react-query';
import { availableDocsHashQueryOptions } from '../../lib/documents/get-available-docs-hash';
import { HttpError } from '../../lib/http';
import { DocumentList } from './DocumentList';

/** The documents a policy offers at a print place; shared by the documents page and the policy flows. */
export function PolicyDocuments({ policyNo, place, label }: { policyNo: string; place: DocumentPlace; label: string }) {
  const { data, error, isPending } = useQuery(availableDocsHashQueryOptions(policyNo, place));
  if (isPending) return <Loader size="sm" role="status" aria-label="Wczytywanie dokumentów polisy" />;
  if (error) {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <Text c="red.9" role="alert">
        {notFound ? messages.POLICY_NOT_FOUND : error.message}
      </Text>
    );
  }
  return <DocumentList hash={data.hash} label={label} />;
}
