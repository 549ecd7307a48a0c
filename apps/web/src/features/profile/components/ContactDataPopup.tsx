import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { contactEmailSchema, messages, phoneSchema, UDP_SOURCE_SYSTEM, z } from '@panel/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { showServerErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session/context';
import { useConfirmContactData } from '../api/confirm-contact-data';
import { DialogActions } from '../../../components/ui/DialogActions';

const contactFormSchema = z.object({ email: contactEmailSchema, phone: phoneSchema });
type ContactFields = z.infer<typeof contactFormSchema>;

interface ContactDataPopupProps {
  /** Where the data can be changed at any time (udpFormUrl of the configuration). */
  formUrl: string;
  onConfirmed: () => void;
  onClose: () => void;
}

/** Asks the agent to confirm the e-mail and phone, or to correct them first (000 §2 udp; decision 122). */
export function ContactDataPopup({ formUrl, onConfirmed, onClose }: ContactDataPopupProps) {
  const { user } = useSession();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [confirmed, setConfirmed] = useState(false);
  const confirm = useConfirmContactData();
  const form = useForm<ContactFields>({
    defaultValues: { email: user.email ?? '', phone: user.phone ?? '' },
    resolver: zodResolver(contactFormSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ payload: { sourceSystem: UDP_SOURCE_SYSTEM, ...values }, idempotencyKey });
      setConfirmed(true);
      onConfirmed();
    } catch (failure) {
      if (failure instanceof HttpError && failure.status >= 500) form.setError('root', { message: messages.CONTACT_DATA_SAVE_ERROR });
      else showServerErrors(form, failure, ['email', 'phone']);
    }
  });

  return (
    <Modal opened onClose={onClose} title="Potwierdź dane kontaktowe" centered closeOnClickOutside={false}>
      {confirmed ? (
        <Stack gap="sm">
          <Text role="status">{messages.CONTACT_DATA_CONFIRMED}</Text>
          <DialogActions>
            <Button onClick={onClose} data-autofocus>
              Wróć do panelu
            </Button>
          </DialogActions>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Sprawdź, czy to Twoje aktualne dane kontaktowe. Popraw je, jeśli się zmieniły, i potwierdź. Zmienisz je też
              później w <Link to={formUrl} onClick={onClose}>Moim profilu</Link>.
            </Text>
            {errors.root && (
              <Alert color="red" variant="light" role="alert">
                {errors.root.message}
              </Alert>
            )}
            <TextInput {...form.register('email')} type="email" label="E-mail" autoComplete="email" error={errors.email?.message} withAsterisk data-autofocus />
            <TextInput
              {...form.register('phone')}
              label="Telefon"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={9}
              error={errors.phone?.message}
              withAsterisk
            />
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                Przypomnij później
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Potwierdź dane
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
