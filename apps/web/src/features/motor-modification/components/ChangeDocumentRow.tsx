import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Text } from '@mantine/core';
import { documentUrl, messages, type DocumentItem } from '@panel/domain';
import { useEffect, useRef, useState } from 'react';
import classes from '../../../components/documents/DocumentDownload.module.css';
import { DocumentStatusBadge, type DocumentBadgeStatus } from '../../../components/documents/DocumentStatusBadge';
import { retrieveDocument } from '../../../lib/documents/retrieval';
import { HttpError } from '../../../lib/http';


interface ChangeDocumentRowProps {
  document: DocumentItem;
  downloaded: boolean;
  onDownloaded: () => void;
}

/**
 * One document of the change: 'Przygotuj' asks the retrieval service for it (polling every 2000 ms until it is ready),
 * then 'Pobierz' saves the PDF and marks it downloaded; it can be saved again.
 */
export function ChangeDocumentRow({ document, downloaded, onDownloaded }: ChangeDocumentRowProps) {
  const [documentHash, setDocumentHash] = useState(document.status === 'READY' ? document.documentHash : null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  // 001 §4: AVAILABLE → (click) PENDING → READY → (click) DOWNLOADED; ERROR when it could not be prepared.
  const status: DocumentBadgeStatus = downloaded ? 'DOWNLOADED' : pending ? 'PENDING' : error ? 'ERROR' : documentHash ? 'READY' : 'AVAILABLE';

  async function prepare() {
    controller.current?.abort();
    const { signal } = (controller.current = new AbortController());
    setPending(true);
    setError(null);
    try {
      setDocumentHash(await retrieveDocument(document.hash, signal));
    } catch (failure) {
      if (signal.aborted) return;
      setError(failure instanceof HttpError ? failure.message : messages.DOCUMENT_GENERATION_ERROR);
    } finally {
      if (!signal.aborted) setPending(false);
    }
  }

  return (
    <li className={classes.row}>
      <div className={classes.text}>
        <Text fw={600}>{document.name}</Text>
        {document.description && (
          <Text size="sm" c="dimmed">
            {document.description}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.9" fw={500} role="alert">
            {error}
          </Text>
        )}
      </div>
      <Group gap="sm" wrap="nowrap" className={classes.actions}>
        <DocumentStatusBadge status={status} />
        {documentHash ? (
          <Button
            component="a"
            href={documentUrl(documentHash)}
            download={document.filename}
            onClick={onDownloaded}
            size="sm"
            variant={downloaded ? 'light' : 'filled'}
            aria-label={`Pobierz plik: ${document.name}`}
          >
            Pobierz
          </Button>
        ) : (
          <Button onClick={() => void prepare()} loading={pending} size="sm" variant="light" aria-label={`${error ? 'Spróbuj ponownie' : 'Przygotuj'}: ${document.name}`}>
            {error ? 'Spróbuj ponownie' : 'Przygotuj'}
          </Button>
        )}
      </Group>
    </li>
  );
}
