import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, CopyButton, Group, VisuallyHidden } from '@mantine/core';

/** A value with a button that copies it to the clipboard; the button's name says what it copies. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const what = label.toLocaleLowerCase('pl-PL');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <span>
        {label}: <strong>{value}</strong>
      </span>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" size="compact-sm" onClick={copy}>
            {copied ? 'Skopiowano' : 'Kopiuj'}
            <VisuallyHidden> {what}</VisuallyHidden>
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
