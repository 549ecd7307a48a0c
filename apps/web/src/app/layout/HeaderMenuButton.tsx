import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { IconChevronDown } from '../../components/ui/icons';

type HeaderMenuButtonProps = { label: string; icon: ReactNode; ref?: Ref<HTMLButtonElement> } & Omit<ComponentPropsWithoutRef<'button'>, 'children'>;

/** The button that opens a header menu: the same before the menu's code has loaded and after (Menu.Target). */
export function HeaderMenuButton({ label, icon, ...props }: HeaderMenuButtonProps) {
  return (
    <Button variant="light" leftSection={icon} rightSection={<IconChevronDown size={16} aria-hidden />} {...props}>
      {label}
    </Button>
  );
}
