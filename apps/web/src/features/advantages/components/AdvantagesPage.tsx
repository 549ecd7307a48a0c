import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { useSession } from '../../../lib/session/context';
import { visibleSections, type AdvantagesSection } from '../content';
import classes from './AdvantagesPage.module.css';

function Section({ section }: { section: AdvantagesSection }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb={4}>
        {section.title}
      </Title>
      <Text c="dimmed" mb="sm">
        {section.lead}
      </Text>
      <ul className={classes.list}>
        {section.advantages.map((advantage) => (
          <li key={advantage}>{advantage}</li>
        ))}
      </ul>
    </Paper>
  );
}

export function AdvantagesPage() {
  useLogAction('pp_agent_advantages');
  const { roles } = useSession();
  const visible = visibleSections(roles);
  return (
    <>
      <PageTitle title="Zalety produktów" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {visible.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </SimpleGrid>
    </>
  );
}
