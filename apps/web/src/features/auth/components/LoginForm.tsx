import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { returnTarget } from '../../../lib/paths';
import type { LoginFields } from '@panel/domain';
import type { LoginOutcome } from '../api/login';
import { LoginCodeForm } from './LoginCodeForm';

type Failure = Extract<LoginOutcome, { ok: false }>;

/**
 * The login form stays free of the HTTP client and zod, which load on submit: they are not needed
 * to show /login (GUIDE §9 budget) and the panel needs them right after login anyway.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [codeDue, setCodeDue] = useState(false);
  const [typedLogin, setTypedLogin] = useState('');
  const enterPanel = () => navigate(returnTarget(searchParams.get('returnTo')), { replace: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields: LoginFields = { login: String(data.get('login')), password: String(data.get('password')) };
    setTypedLogin(fields.login);
    setPending(true);
    try {
      const { submitLogin } = await import('../api/login');
      const outcome = await submitLogin(fields);
      if (!outcome.ok) setFailure(outcome);
      else if (outcome.codeDue) setCodeDue(true);
      else enterPanel();
    } finally {
      setPending(false);
    }
  }

  if (codeDue) {
    return (
      <LoginCodeForm
        onLoggedIn={enterPanel}
        onRestart={(message) => {
          setFailure(message ? { ok: false, message, fieldErrors: {} } : null);
          setCodeDue(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        {failure?.message && (
          <Alert color="red" variant="light" role="alert">
            {failure.message}
          </Alert>
        )}
        <TextInput name="login" label="Login" autoComplete="username" defaultValue={typedLogin} error={failure?.fieldErrors.login} />
        <PasswordInput
          name="password"
          label="Hasło"
          autoComplete="current-password"
          error={failure?.fieldErrors.password}
        />
        <Button type="submit" loading={pending}>
          Zaloguj się
        </Button>
      </Stack>
    </form>
  );
}
