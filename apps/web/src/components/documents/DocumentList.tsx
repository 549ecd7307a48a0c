import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Loader, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { useQuery } from '@tanstack/react-query';
import { availableDocsQueryOptions } from '../../lib/documents/get-available-docs';
import { DocumentDownload } from './DocumentDownload';
import classes from './DocumentList.module.css';

/** The documents of one set hash, each downloadable through its states. */
export function DocumentList({ hash, label }: { hash: string; label: string }) {
  const { data, isPending, isError } = useQuery(availableDocsQueryOptions(hash));
  if (isPending) return <Loader size="sm" role="status" aria-label="Wczytywanie listy dokumentów" />;
  if (isError) return <Text c="red.9">{messages.COMMUNICATION_ERROR}</Text>;
  if (data.length === 0) return <Text>{messages.NO_DOCUMENTS}</Text>;
  return (
    <ul className={classes.list} aria-label={label}>
      {data.map((document) => (
        <DocumentDownload key={document.hash} document={document} />
      ))}
    </ul>
  );
}
