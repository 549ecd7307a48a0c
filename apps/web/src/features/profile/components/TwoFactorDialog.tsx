import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { messages, twoFactorConfirmSchema, type TwoFactorConfirm, type TwoFactorSetup } from '@panel/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setServerFieldErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useTwoFactorSetup } from '../api/start-two-factor-setup';
import classes from './Profile.module.css';
import { QrCode } from './QrCode';

/** The message of a failed call: the server's own for a refusal, else a communication error (000 §8). */
const failureMessage = (error: Error) =>
  error instanceof HttpError && error.status > 0 && error.status < 500 ? error.message : messages.COMMUNICATION_ERROR;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

function ConfirmForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<TwoFactorConfirm>({ defaultValues: { code: '' }, resolver: zodResolver(twoFactorConfirmSchema) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onEnabled((await confirm.mutateAsync(values)).recoveryCodes);
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      if (!(error instanceof HttpError) || setServerFieldErrors(form, error, ['code']).length === 0) form.setError('root', { message: failureMessage(error) });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Text>1. Zeskanuj kod QR w aplikacji uwierzytelniającej albo wpisz w niej klucz.</Text>
        <div className={classes.qr}>
          <QrCode value={setup.uri} label="Kod QR logowania dwuetapowego do zeskanowania w aplikacji uwierzytelniającej" />
        </div>
        <div>
          <Text size="sm">Klucz do wpisania ręcznie:</Text>
          <Text ff="monospace" fw={600} className={classes.secret}>
            {grouped(setup.secret)}
          </Text>
        </div>
        <Text>2. Wpisz 6-cyfrowy kod, który pokazuje aplikacja.</Text>
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <TextInput
          {...form.register('code')}
          label="Kod z aplikacji"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          data-autofocus
          error={errors.code?.message}
        />
        <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
          Włącz
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status">
        {messages.TWO_FACTOR_ENABLED}
      </Alert>
      <Text>
        Zapisz kody odzyskiwania w bezpiecznym miejscu. Każdy z nich raz zastąpi kod z aplikacji, gdy nie będziesz mieć do niej
        dostępu. Nie zobaczysz ich ponownie.
      </Text>
      <ol className={classes.recoveryCodes} aria-label="Kody odzyskiwania">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button onClick={onClose} style={{ alignSelf: 'flex-start' }} data-autofocus>
        Gotowe
      </Button>
    </Stack>
  );
}

/** The enrolment (decision 125): QR code and typed key, the first code, then the ten recovery codes shown once. */
export default function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  const setup = useTwoFactorSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Modal opened onClose={onClose} title="Włączanie logowania dwuetapowego" closeButtonProps={{ 'aria-label': 'Zamknij' }} size="md">
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onClose={onClose} />
      ) : setup.isPending ? (
        <Loader role="status" aria-label="Wczytywanie" />
      ) : setup.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(setup.error)}
        </Alert>
      ) : (
        <ConfirmForm setup={setup.data} onEnabled={setRecoveryCodes} />
      )}
    </Modal>
  );
}
