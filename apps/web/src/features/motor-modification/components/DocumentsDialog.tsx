import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { inspectionNotice, isoDateInPoland, messages, motorInfoFileTitle, PID_FILES_PATH, type MtaSaveResponse } from '@panel/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import listClasses from '../../../components/documents/DocumentList.module.css';
import { DialogActions } from '../../../components/ui/DialogActions';
import { changeDocumentsQueryOptions, pidFileNamesQueryOptions } from '../api/change-documents';
import { ChangeDocumentRow } from './ChangeDocumentRow';
import { DocumentsEmailForm } from './DocumentsEmailForm';
import { MessageDialog } from './MessageDialog';
import classes from './MotorModificationForm.module.css';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

const addTo = (set: ReadonlySet<string>, item: string) => new Set(set).add(item);

/**
 * The documents step after a save (001 §2, §4): the change documents to download, the information files, the e-mail to
 * the client. The way on to the concluded policies list opens once every document is downloaded and the information
 * files are downloaded or e-mailed (or there are none); closing earlier asks to print the documents first.
 */
export function DocumentsDialog({ saved, onFinish }: { saved: MtaSaveResponse; onFinish: () => void }) {
  const documents = useQuery(changeDocumentsQueryOptions(saved.policyNo, saved.printArgs));
  const pidFiles = useQuery(pidFileNamesQueryOptions(saved.policyNo));
  const [downloaded, setDownloaded] = useState<ReadonlySet<string>>(new Set());
  const [pidDownloaded, setPidDownloaded] = useState<ReadonlySet<string>>(new Set());
  const [emailSent, setEmailSent] = useState(false);
  const [warning, setWarning] = useState(false);

  const documentsDone = documents.data !== undefined && documents.data.every((document) => downloaded.has(document.hash));
  const pidDone = pidFiles.data !== undefined && pidFiles.data.every((file) => pidDownloaded.has(file));
  const canFinish = documentsDone && (pidDone || emailSent);
  const close = () => (canFinish ? onFinish() : setWarning(true));

  return (
    <Modal opened onClose={close} title="Dokumenty po zmianie danych" size="lg" centered>
      <Stack gap="lg">
        <Text>{messages.MTA_DOCUMENTS_INFO}</Text>
        {saved.inspectionNeeded && (
          <Alert color="yellow" variant="light" title="Inspekcja pojazdu">
            {inspectionNotice(isoDateInPoland(new Date()))}
          </Alert>
        )}
        <Part title="Dokumenty do pobrania">
          {documents.isPending && <Loader size="sm" role="status" aria-label="Wczytywanie listy dokumentów" />}
          {documents.isError && (
            <Group gap="sm">
              <Text c="red.9" role="alert">
                {messages.COMMUNICATION_ERROR}
              </Text>
              <Button size="xs" variant="light" onClick={() => void documents.refetch()}>
                Spróbuj ponownie
              </Button>
            </Group>
          )}
          {documents.data?.length === 0 && <Text>{messages.NO_DOCUMENTS}</Text>}
          {documents.data && documents.data.length > 0 && (
            <ul className={listClasses.list} aria-label="Dokumenty po zmianie">
              {documents.data.map((document) => (
                <ChangeDocumentRow
                  key={document.hash}
                  document={document}
                  downloaded={downloaded.has(document.hash)}
                  onDownloaded={() => setDownloaded((current) => addTo(current, document.hash))}
                />
              ))}
            </ul>
          )}
        </Part>
        {pidFiles.data && pidFiles.data.length > 0 && (
          <Part title="Karty informacyjne">
            <ul className={classes.files}>
              {pidFiles.data.map((file) => (
                <li key={file}>
                  <Anchor href={`${PID_FILES_PATH}${encodeURIComponent(file)}`} download onClick={() => setPidDownloaded((current) => addTo(current, file))}>
                    {motorInfoFileTitle(file)}
                  </Anchor>
                  {pidDownloaded.has(file) && (
                    <Text span size="sm" c="green.9" ml="xs">
                      (pobrano)
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </Part>
        )}
        <Part title="Wyślij dokumenty klientowi">
          <DocumentsEmailForm policyNo={saved.policyNo} version={saved.version} onSent={() => setEmailSent(true)} />
        </Part>
        <DialogActions justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {canFinish ? 'Wszystkie wymagane dokumenty zostały pobrane lub wysłane.' : 'Pobierz wszystkie dokumenty oraz karty informacyjne albo wyślij je e-mailem.'}
          </Text>
          <Button onClick={onFinish} disabled={!canFinish}>
            Przejdź do listy polis
          </Button>
        </DialogActions>
      </Stack>
      <MessageDialog
        opened={warning}
        stacked
        title="Uwaga"
        message={messages.DOCUMENTS_PRINT_REQUIRED}
        confirm={{ label: 'Wróć do dokumentów', onClick: () => setWarning(false) }}
        onClose={() => setWarning(false)}
      />
    </Modal>
  );
}
