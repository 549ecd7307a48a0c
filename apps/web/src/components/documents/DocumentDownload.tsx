import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Text } from '@mantine/core';
import {
  DOCUMENT_POLL_INTERVAL_MS,
  DOCUMENT_POLL_MAX_TRIES,
  documentUrl,
  messages,
  type DocumentItem,
  type DocumentStatus,
} from '@panel/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '../../lib/http';
import { pollAvailability } from '../../lib/documents/retrieval';
import { requestDocument } from '../../lib/documents/request-document';
import classes from './DocumentDownload.module.css';
import { DocumentStatusBadge } from './DocumentStatusBadge';

interface View {
  status: DocumentStatus;
  url: string | null;
  message: string | null;
  /** Each download mounts a new hidden frame. */
  downloads: number;
}

function initialView(document: DocumentItem): View {
  if (document.status === 'READY') return { status: 'READY', url: document.url, message: null, downloads: 0 };
  if (document.status === 'ERROR') return { status: 'ERROR', url: null, message: messages.DOCUMENT_GENERATION_ERROR, downloads: 0 };
  return { status: 'AVAILABLE', url: null, message: null, downloads: 0 };
}

/**
 * One document of a list (000 §4): AVAILABLE → click → PENDING, polled every second and given up after 30 tries →
 * READY, downloaded in a hidden frame; a click on READY downloads at once. A failed generation can be requested again.
 */
export function DocumentDownload({ document }: { document: DocumentItem }) {
  const [view, setView] = useState<View>(() => initialView(document));
  const controller = useRef<AbortController | null>(null);
  const descriptionId = useId();

  useEffect(() => () => controller.current?.abort(), []);

  async function prepare() {
    controller.current?.abort();
    const { signal } = (controller.current = new AbortController());
    setView((current) => ({ ...current, status: 'PENDING', message: null }));
    try {
      const { available, documentHash } = await requestDocument(document.hash, signal);
      const outcome = available
        ? 'ready'
        : await pollAvailability(documentHash, { intervalMs: DOCUMENT_POLL_INTERVAL_MS, maxTries: DOCUMENT_POLL_MAX_TRIES, signal });
      if (outcome === 'ready') {
        setView((current) => ({ status: 'READY', url: documentUrl(documentHash), message: null, downloads: current.downloads + 1 }));
      } else if (outcome === 'failed') {
        setView((current) => ({ ...current, status: 'ERROR', message: messages.DOCUMENT_GENERATION_ERROR }));
      } else {
        setView((current) => ({ ...current, status: 'AVAILABLE', message: messages.DOCUMENT_NOT_READY }));
      }
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof HttpError ? error.message : messages.DOCUMENT_GENERATION_ERROR;
      setView((current) => ({ ...current, status: 'ERROR', message }));
    }
  }

  function onClick() {
    if (view.status === 'READY') setView((current) => ({ ...current, downloads: current.downloads + 1 }));
    else void prepare();
  }

  return (
    <li className={classes.row}>
      <div className={classes.text}>
        <Text fw={600}>{document.name}</Text>
        <Text size="sm" c="dimmed" id={descriptionId}>
          {document.description}
        </Text>
        {view.message && (
          <Text size="sm" c={view.status === 'ERROR' ? 'red.9' : undefined} fw={500} role="alert">
            {view.message}
          </Text>
        )}
      </div>
      <Group gap="sm" wrap="nowrap" className={classes.actions}>
        <DocumentStatusBadge status={view.status} />
        <Button
          onClick={onClick}
          loading={view.status === 'PENDING'}
          aria-label={`${view.status === 'ERROR' ? 'Spróbuj ponownie' : 'Pobierz'}: ${document.name}`}
          aria-describedby={descriptionId}
          variant={view.status === 'READY' ? 'filled' : 'light'}
          size="sm"
        >
          {view.status === 'ERROR' ? 'Spróbuj ponownie' : 'Pobierz'}
        </Button>
      </Group>
      {view.url && view.downloads > 0 && (
        <iframe key={view.downloads} src={view.url} title={`Pobieranie: ${document.filename}`} hidden />
      )}
    </li>
  );
}
