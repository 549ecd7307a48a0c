import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { LoginCodeOutcome } from '../api/login-code';

type Failure = Extract<LoginCodeOutcome, { ok: false }>;

interface LoginCodeFormProps {
  onLoggedIn: () => void;
  /** Back to the password step, with the reason when the waiting login expired. */
  onRestart: (message: string | null) => void;
}

/** The second step of a login with two-factor login on (decision 125): a code of the app or a recovery code. */
export function LoginCodeForm({ onLoggedIn, onRestart }: LoginCodeFormProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    setPending(true);
    try {
      const { submitLoginCode } = await import('../api/login-code');
      const outcome = await submitLoginCode(code);
      if (outcome.ok) onLoggedIn();
      else if (outcome.expired) onRestart(outcome.message);
      else setFailure(outcome);
    } finally {
      setPending(false);
    }
  }

  async function cancel() {
    const { abandonLoginCode } = await import('../api/login-code');
    await abandonLoginCode().catch(() => undefined);
    onRestart(null);
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        {failure?.message && (
          <Alert color="red" variant="light" role="alert">
            {failure.message}
          </Alert>
        )}
        <TextInput
          name="code"
          label="Kod weryfikacyjny"
          description="Wpisz 6 cyfr z aplikacji uwierzytelniającej albo jeden z kodów odzyskiwania."
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          autoFocus
          error={failure?.fieldError}
        />
        <Group justify="space-between">
          <Button type="button" variant="default" onClick={() => void cancel()}>
            Anuluj
          </Button>
          <Button type="submit" loading={pending}>
            Potwierdź
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
