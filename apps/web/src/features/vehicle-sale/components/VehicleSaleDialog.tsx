import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { fillMessage, messages } from '@panel/domain';
import { useState } from 'react';
import { VehicleSaleForm, type SaleNotice } from './VehicleSaleForm';
import { VehicleSaleThanks } from './VehicleSaleThanks';
import type { RegisteredSale, SalePrefill } from './sale-fields';
import { useBusinessStart } from '../../../lib/tracking';
import { DialogActions } from '../../../components/ui/DialogActions';

type View = { kind: 'form' } | { kind: 'notice'; notice: SaleNotice } | { kind: 'thanks'; sale: RegisteredSale };

const TITLE = 'Zgłoszenie sprzedaży pojazdu (UKS)';

/**
 * The vehicle sale popup (000 §2, §4): the form, the 'UWAGA' and information popups over it (00356 returns to the
 * form, every other answer closes the dialog) and the thank-you popup. The form stays mounted under a popup, so
 * nothing typed is lost.
 */
export default function VehicleSaleDialog({ prefill, onClose }: { prefill: SalePrefill | null; onClose: () => void }) {
  useBusinessStart('uks');
  const [view, setView] = useState<View>({ kind: 'form' });
  const title = view.kind === 'notice' ? view.notice.title : view.kind === 'thanks' ? 'Dziękujemy za zgłoszenie sprzedaży' : TITLE;
  const closeNotice = () => (view.kind === 'notice' && view.notice.keepOpen ? setView({ kind: 'form' }) : onClose());

  return (
    <Modal opened onClose={view.kind === 'notice' ? closeNotice : onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': 'Zamknij' }}>
      <VehicleSaleForm
        prefill={prefill}
        hidden={view.kind !== 'form'}
        onNotice={(notice) => setView({ kind: 'notice', notice })}
        onRegistered={(sale) => setView({ kind: 'thanks', sale })}
        onCancel={onClose}
      />
      {view.kind === 'notice' && (
        <Stack gap="md">
          {view.notice.lines.map((line) => (
            <Text key={line} role={view.notice.title === 'Informacja' ? 'status' : 'alert'}>
              {line}
            </Text>
          ))}
          {view.notice.detail && <Text fw={600}>{view.notice.detail}</Text>}
          {view.notice.codes.length > 0 && <Text size="sm">{fillMessage(messages.UKS_ERROR_CODE, { codes: view.notice.codes.join(', ') })}</Text>}
          <DialogActions>
            <Button onClick={closeNotice} data-autofocus>
              {view.notice.keepOpen ? 'Popraw dane' : 'OK'}
            </Button>
          </DialogActions>
        </Stack>
      )}
      {view.kind === 'thanks' && <VehicleSaleThanks sale={view.sale} onClose={onClose} />}
    </Modal>
  );
}
