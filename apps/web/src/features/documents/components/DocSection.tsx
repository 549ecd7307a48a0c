import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Text, Title, UnstyledButton } from '@mantine/core';
import type { DocConfigSection } from '@panel/domain';
import { useId, useState } from 'react';
import classes from './DocSection.module.css';

interface DocSectionProps {
  section: DocConfigSection;
  expanded: boolean;
  onToggle: () => void;
}

/** One section of the static list: a disclosure button over its groups of files. */
export function DocSection({ section, expanded, onToggle }: DocSectionProps) {
  const panelId = useId();
  // The file being printed, loaded into a hidden frame that opens the browser's print dialog; `count` reloads it for a repeated print.
  const [printing, setPrinting] = useState<{ file: string; title: string; count: number } | null>(null);
  const print = (file: string, title: string) => setPrinting((last) => ({ file, title, count: (last?.count ?? 0) + 1 }));
  return (
    <section className={classes.section}>
      <Title order={2} className={classes.heading}>
        <UnstyledButton className={classes.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <span aria-hidden className={classes.chevron} data-expanded={expanded || undefined}>
            ▸
          </span>
          {section.title}
        </UnstyledButton>
      </Title>
      <div id={panelId} hidden={!expanded} className={classes.panel}>
        {section.groups.map((group) => (
          <div key={group.title}>
            <Title order={3} className={classes.group}>
              {group.title}
            </Title>
            <ul className={classes.files}>
              {group.files.map((file) => (
                <li key={file.file} className={classes.file}>
                  <div>
                    <Text fw={600}>{file.title}</Text>
                    {file.description && (
                      <Text size="sm" c="dimmed">
                        {file.description}
                      </Text>
                    )}
                  </div>
                  <div className={classes.links}>
                    <Anchor component="button" type="button" onClick={() => print(file.file, file.title)} aria-label={`Drukuj: ${file.title}`}>
                      Drukuj
                    </Anchor>
                    <Anchor href={`/doc/${file.file}`} download aria-label={`Pobierz: ${file.title}`}>
                      Pobierz
                    </Anchor>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {printing && (
        <iframe
          key={printing.count}
          src={`/doc/${printing.file}`}
          title={`Drukowanie: ${printing.title}`}
          tabIndex={-1}
          className={classes.printFrame}
          onLoad={(event) => event.currentTarget.contentWindow?.print()}
        />
      )}
    </section>
  );
}
