import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { documentsEmailSchema, messages, z } from '@panel/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requiredFieldError, showServerErrors } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session/context';
import { usePrintDocuments } from '../api/change-documents';

interface EmailFields {
  email: string;
}

/**
 * The e-mail of the change documents (001 §5): required, a simple pattern, and the client's address, not the agent's
 * own; checked when sent. After sending, the confirmation; another address can be sent to as well.
 */
export function DocumentsEmailForm({ policyNo, version, onSent }: { policyNo: string; version: number; onSent: () => void }) {
  const agentEmail = useSession().user.email;
  const resolver = useMemo(() => zodResolver(z.object({ email: documentsEmailSchema(agentEmail) }), { error: requiredFieldError }), [agentEmail]);
  const form = useForm<EmailFields>({ defaultValues: { email: '' }, resolver });
  const print = usePrintDocuments();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await print.mutateAsync({ payload: { policyNo, nameIdNo: String(version), emailTo: email.trim() }, idempotencyKey: attemptKey });
      setSentTo(answer.emailTo);
      setAttemptKey(newIdempotencyKey());
      onSent();
    } catch (failure) {
      showServerErrors(form, failure, { emailTo: 'email' }, 'email');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.register('email', { onChange: () => setAttemptKey(newIdempotencyKey()) })}
            type="email"
            label="Adres e-mail klienta"
            autoComplete="off"
            withAsterisk
            error={form.formState.errors.email?.message}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={print.isPending} mt={{ base: 0, xs: 25 }}>
            Wyślij
          </Button>
        </Group>
        {sentTo && (
          <Alert color="green" variant="light" role="status">
            {messages.DOCUMENTS_EMAIL_SENT} ({sentTo})
          </Alert>
        )}
      </Stack>
    </form>
  );
}
