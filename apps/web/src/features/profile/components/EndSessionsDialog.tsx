import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { endSessionsSchema, type EndSessions } from '@panel/domain';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../../lib/forms';
import { useEndSessions, type SessionsToEnd } from '../api/end-sessions';
import { DialogActions } from '../../../components/ui/DialogActions';

interface EndSessionsDialogProps {
  which: SessionsToEnd;
  /** What is ended, in words: 'Chrome 131, Windows' or 'wszystkie pozostałe sesje'. */
  description: string;
  onEnded: () => void;
  onClose: () => void;
}

/** Ending sessions asks for the password again (ASVS V7.5.2; decision 123); a refusal keeps what was typed. */
export function EndSessionsDialog({ which, description, onEnded, onClose }: EndSessionsDialogProps) {
  const end = useEndSessions();
  const form = useForm<EndSessions>({ defaultValues: { password: '' }, resolver: zodResolver(endSessionsSchema) });
  const { errors, isSubmitting } = form.formState;
  const many = which === 'others';

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await end.mutateAsync({ which, payload });
      onEnded();
    } catch (failure) {
      showServerErrors(form, failure, ['password']);
    }
  });

  return (
    <Modal opened onClose={onClose} title={many ? 'Zakończ pozostałe sesje' : 'Zakończ sesję'} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {many ? 'Zakończysz wszystkie pozostałe sesje' : `Zakończysz sesję: ${description}`}. Aby potwierdzić, podaj swoje hasło.
          </Text>
          {errors.root && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <PasswordInput
            {...form.register('password')}
            label="Hasło"
            autoComplete="current-password"
            error={errors.password?.message}
            aria-invalid={Boolean(errors.password)}
            withAsterisk
            data-autofocus
          />
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              Anuluj
            </Button>
            <Button type="submit" color="red.8" loading={isSubmitting}>
              {many ? 'Zakończ sesje' : 'Zakończ sesję'}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
