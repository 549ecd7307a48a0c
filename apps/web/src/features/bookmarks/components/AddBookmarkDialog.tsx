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
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookmarkSchema, type Bookmark, type z } from '@panel/domain';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/DialogActions';

interface AddBookmarkDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Adds the bookmark; a message when it cannot be kept. */
  onAdd: (bookmark: Bookmark) => string | null;
}

/** The add-bookmark dialog: name and address required; http:// is added to an address without its scheme. */
export function AddBookmarkDialog({ opened, onClose, onAdd }: AddBookmarkDialogProps) {
  const form = useForm<z.input<typeof bookmarkSchema>, unknown, Bookmark>({
    defaultValues: { name: '', url: '' },
    resolver: zodResolver(bookmarkSchema),
  });
  const { errors } = form.formState;

  function close() {
    form.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((bookmark) => {
    const refusal = onAdd(bookmark);
    if (refusal) form.setError('root', { message: refusal });
    else close();
  });

  return (
    <Modal opened={opened} onClose={close} title="Dodaj zakładkę" centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {errors.root && (
            <Alert color="red" variant="light" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <TextInput {...form.register('name')} label="Nazwa strony" error={errors.name?.message} withAsterisk data-autofocus />
          <TextInput
            {...form.register('url')}
            label="Adres strony"
            description="Na przykład www.example.com – http:// dodamy sami"
            error={errors.url?.message}
            withAsterisk
          />
          <DialogActions>
            <Button variant="default" onClick={close}>
              Anuluj
            </Button>
            <Button type="submit">Dodaj</Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
