import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { messages, phoneChangeSchema, type PhoneChange } from '@panel/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showServerErrors } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency';
import classes from './Profile.module.css';
import { IconPencil } from '../../../components/ui/icons';

type PhoneMutation = UseMutationResult<PhoneChange, Error, { payload: PhoneChange; idempotencyKey: string }>;

interface PhoneEditProps {
  label: string;
  phone: string | null;
  mutation: PhoneMutation;
}

/** Phone edit (000 §4): view mode, edit mode by the edit icon, save with the phone rules, then a success message. */
export function PhoneEdit({ label, phone, mutation }: PhoneEditProps) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const form = useForm<PhoneChange>({ defaultValues: { phone: phone ?? '' }, resolver: zodResolver(phoneChangeSchema) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ payload: values, idempotencyKey: attemptKey });
      setEditing(false);
      setSaved(true);
      setAttemptKey(newIdempotencyKey());
    } catch (error) {
      showServerErrors(form, error, ['phone'], 'phone');
    }
  });

  if (!editing) {
    return (
      <>
        <span className={classes.phone}>
          {phone ?? messages.DATA_UNAVAILABLE}
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Edytuj: ${label}`}
            onClick={() => {
              form.reset({ phone: phone ?? '' });
              setSaved(false);
              setEditing(true);
            }}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </span>
        {saved && (
          <span role="status" style={{ display: 'block', color: 'var(--mantine-color-green-9)', fontWeight: 400 }}>
            {messages.PHONE_CHANGE_SUCCESS}
          </span>
        )}
      </>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          {...form.register('phone', { onChange: () => setAttemptKey(newIdempotencyKey()) })}
          aria-label={label}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={9}
          error={form.formState.errors.phone?.message}
          style={{ flex: '1 1 10rem' }}
        />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={mutation.isPending}>
            Zapisz
          </Button>
          <Button type="button" size="sm" variant="default" onClick={() => setEditing(false)}>
            Anuluj
          </Button>
        </Group>
      </Group>
    </form>
  );
}
