import { Anchor, Button, Group, Text } from '@mantine/core';
import { documentUrl } from '@panel/domain';
import { useState } from 'react';
import { usePrintConfirmation } from '../api/print-confirmation';

/** 'Drukuj potwierdzenie': the confirmation PDF through the document retrieval service, downloaded in a hidden frame. */
export function ConfirmationPrint({ policyNo, code, terminationDate }: { policyNo: string; code: string; terminationDate: string }) {
  const print = usePrintConfirmation();
  const [downloads, setDownloads] = useState(0);

  const onPrint = () =>
    print.mutate({ policyNo, code, terminationDate }, { onSuccess: () => setDownloads((count) => count + 1) });

  return (
    <Group gap="sm">
      <Button variant="default" onClick={onPrint} loading={print.isPending}>
        Drukuj potwierdzenie
      </Button>
      {print.isPending && <Text size="sm" role="status">Przygotowujemy potwierdzenie…</Text>}
      {print.isError && (
        <Text size="sm" c="red.9" role="alert">
          {print.error.message}
        </Text>
      )}
      {print.data && (
        <>
          <Text size="sm" role="status">
            Potwierdzenie jest gotowe – pobieranie rozpoczęte.{' '}
            <Anchor href={documentUrl(print.data)} size="sm">
              Pobierz ponownie
            </Anchor>
          </Text>
          <iframe key={downloads} src={documentUrl(print.data)} title="Pobieranie potwierdzenia wypowiedzenia" hidden />
        </>
      )}
    </Group>
  );
}
