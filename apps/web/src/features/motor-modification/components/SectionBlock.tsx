import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Title.css';
import { Alert, Checkbox, Title, UnstyledButton } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import classes from './SectionBlock.module.css';

interface SectionBlockProps {
  title: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Shown under the header; with `locked` a collapsed section cannot be expanded until the notice is resolved. */
  notice?: string;
  locked?: boolean;
  children: ReactNode;
}

/**
 * A collapsible section of the modification (001 §2): the checkbox selects it (its label is the heading), and only a
 * selected section can be expanded or collapsed. The content is mounted when first opened (its calls are made only
 * then) and stays mounted while collapsed, so what it shows is kept.
 */
export function SectionBlock({ title, selected, onSelectedChange, expanded, onExpandedChange, notice, locked = false, children }: SectionBlockProps) {
  const checkboxId = useId();
  const panelId = useId();
  const headingId = useId();
  const open = selected && expanded;
  const mounted = useOpenedOnce(open);
  return (
    <section className={classes.block} aria-labelledby={headingId} data-selected={selected || undefined}>
      <div className={classes.header}>
        <Checkbox id={checkboxId} checked={selected} onChange={(event) => onSelectedChange(event.currentTarget.checked)} />
        <Title order={2} size="h4" className={classes.heading} id={headingId}>
          <label htmlFor={checkboxId}>{title}</label>
        </Title>
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Zwiń' : 'Rozwiń'}: ${title}`}
          disabled={!selected || (locked && !open)}
          onClick={() => onExpandedChange(!expanded)}
        >
          {open ? 'Zwiń' : 'Rozwiń'}
          <span aria-hidden className={classes.chevron} data-expanded={open || undefined}>
            ▸
          </span>
        </UnstyledButton>
      </div>
      {notice && (
        <Alert color="yellow" variant="light" className={classes.notice} role="status">
          {notice}
        </Alert>
      )}
      <div id={panelId} hidden={!open} className={classes.panel}>
        {mounted && children}
      </div>
    </section>
  );
}
