import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HOUR_MS,
  formatTime,
  isoDateInPoland,
  REMINDER_MAX_LENGTH,
  reminderDateTime,
  reminderFormSchema,
  type Reminder,
  type ReminderForm as ReminderFields,
} from '@panel/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTimeField } from '../../../components/form/FormTimeField';
import { showServerErrors } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useCreateReminder } from '../api/create-reminder';
import { useUpdateReminder } from '../api/update-reminder';
import { DialogActions } from '../../../components/ui/DialogActions';


function initialFields(reminder: Reminder | null): ReminderFields {
  const date = reminder ? new Date(reminder.reminderDate) : new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS);
  return { day: isoDateInPoland(date), actionTime: formatTime(date), message: reminder?.message ?? '' };
}

const serverFields: Record<string, keyof ReminderFields> = { message: 'message', reminderDate: 'day' };

function ReminderForm({ reminder, onDone }: { reminder: Reminder | null; onDone: () => void }) {
  // One key per opening of the popup: a doubled click or a retry of this submission creates one reminder.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const form = useForm<ReminderFields>({ defaultValues: initialFields(reminder), resolver: zodResolver(reminderFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ day, actionTime, message }) => {
    const payload = { reminderDate: reminderDateTime(day, actionTime)!.toISOString(), message };
    try {
      if (reminder) await update.mutateAsync({ id: reminder.id, payload });
      else await create.mutateAsync({ payload, idempotencyKey });
      onDone();
    } catch (failure) {
      showServerErrors(form, failure, serverFields);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <Group grow align="flex-start" gap="sm">
          <FormDateField control={form.control} name="day" label="Dzień" error={errors.day?.message} withAsterisk />
          <FormTimeField control={form.control} name="actionTime" label="Godzina" error={errors.actionTime?.message} withAsterisk />
        </Group>
        <Textarea
          {...form.register('message')}
          label="Treść przypomnienia"
          description={`Od 3 do ${REMINDER_MAX_LENGTH} znaków`}
          error={errors.message?.message}
          rows={3}
          withAsterisk
          data-autofocus
        />
        <DialogActions>
          <Button variant="default" onClick={onDone}>
            Anuluj
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Zapisz
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

interface ReminderDialogProps {
  /** The reminder to edit, null for a new one, undefined when closed. */
  reminder: Reminder | null | undefined;
  onClose: () => void;
}

/** The add and edit popup: day (yyyy-MM-dd), time (HH:mm) and message (001 §2, §5). */
export function ReminderDialog({ reminder, onClose }: ReminderDialogProps) {
  return (
    <Modal opened={reminder !== undefined} onClose={onClose} title={reminder ? 'Edytuj przypomnienie' : 'Nowe przypomnienie'} centered>
      {reminder !== undefined && <ReminderForm reminder={reminder} onDone={onClose} />}
    </Modal>
  );
}
