import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Loader, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { useSession } from '../../../lib/session/context';
import { useDocConfig } from '../api/get-doc-config';
import { DocSection } from './DocSection';
import { PolicyDocumentsFinder } from './PolicyDocumentsFinder';
import { visibleDocs } from './visible-docs';

export function DocumentsPage() {
  useLogAction('pp_agent_documents');
  const { roles } = useSession();
  const config = useDocConfig();
  /** Sections the user has toggled; the first one starts expanded. */
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const sections = config.data ? visibleDocs(config.data, roles) : [];

  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageTitle title="Dokumenty" />
      <PolicyDocumentsFinder />
      {config.isPending && <Loader size="sm" role="status" aria-label="Wczytywanie dokumentów" />}
      {config.isError && <Text c="red.9">{messages.COMMUNICATION_ERROR}</Text>}
      {config.data && sections.length === 0 && <Text>{messages.NO_DOCUMENTS}</Text>}
      {sections.map((section, index) => (
        <DocSection
          key={section.id}
          section={section}
          expanded={(index === 0) !== toggled.has(section.id)}
          onToggle={() => toggle(section.id)}
        />
      ))}
    </>
  );
}
