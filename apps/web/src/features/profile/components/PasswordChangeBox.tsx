import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { messages, passwordChangeOutcome, passwordChangeSchema, type PasswordChange } from '@panel/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from '../../../lib/router';
import { setServerFieldErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_BOX_ID } from '../password-box';
import classes from './Profile.module.css';
import { ProfileBlock } from './ProfileBlock';

const fields = ['currentPassword', 'newPassword', 'newPassword2'] as const;
type Field = (typeof fields)[number];
const empty: PasswordChange = { currentPassword: '', newPassword: '', newPassword2: '' };

/** The message of a failed call: the server's own for a refusal (lockout, CSRF), else a communication error (000 §8). */
function failureMessage(error: HttpError) {
  return error.status === 0 || error.status >= 500 ? messages.COMMUNICATION_ERROR : error.message;
}

/**
 * The password change box (000 §5, §8): every rule at its field once the field was changed, save disabled while the
 * form is invalid, the answer code's message below. A failure keeps what was typed; a success clears the form.
 */
export function PasswordChangeBox() {
  const { hash } = useLocation();
  const form = useForm<PasswordChange>({ defaultValues: empty, mode: 'onChange', resolver: zodResolver(passwordChangeSchema) });
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const { errors, isValid, isSubmitted } = form.formState;
  // 000 §5: a field's error shows once it was changed (even back to empty) or a save was tried.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const errorOf = (field: Field) => (edited.has(field) || isSubmitted ? errors[field]?.message : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { code } = await change.mutateAsync({ fields: values, idempotencyKey: attemptKey });
      const result = passwordChangeOutcome(code);
      setOutcome(result);
      if (result.success) {
        form.reset(empty);
        setEdited(new Set());
        setAttemptKey(newIdempotencyKey());
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setServerFieldErrors(form, error, fields);
      setOutcome({ success: false, message: failureMessage(error) });
    }
  });

  const register = (field: Field) =>
    form.register(field, {
      onChange: () => {
        setAttemptKey(newIdempotencyKey());
        setEdited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
      },
      ...(field === 'newPassword' && { deps: ['newPassword2'] }),
    });

  return (
    <ProfileBlock title="Zmiana hasła" id={PASSWORD_BOX_ID}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className={classes.password}
        ref={(node) => {
          if (node && hash === `#${PASSWORD_BOX_ID}`) node.scrollIntoView({ block: 'start' });
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            {...register('currentPassword')}
            label="Obecne hasło"
            autoComplete="current-password"
            withAsterisk
            error={errorOf('currentPassword')}
            aria-invalid={Boolean(errorOf('currentPassword'))}
          />
          <PasswordInput
            {...register('newPassword')}
            label="Nowe hasło"
            description="Od 8 do 30 znaków: mała i wielka litera, cyfra i znak specjalny."
            autoComplete="new-password"
            withAsterisk
            error={errorOf('newPassword')}
            aria-invalid={Boolean(errorOf('newPassword'))}
          />
          <PasswordInput
            {...register('newPassword2')}
            label="Powtórz nowe hasło"
            autoComplete="new-password"
            withAsterisk
            error={errorOf('newPassword2')}
            aria-invalid={Boolean(errorOf('newPassword2'))}
          />
          {outcome && (
            <Alert color={outcome.success ? 'green' : 'red'} variant="light" role={outcome.success ? 'status' : 'alert'}>
              {outcome.message}
            </Alert>
          )}
          <Button type="submit" disabled={!isValid} loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Zmień hasło
          </Button>
        </Stack>
      </form>
    </ProfileBlock>
  );
}
