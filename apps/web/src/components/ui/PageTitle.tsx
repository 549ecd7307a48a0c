import '@mantine/core/styles/Title.css';
import { Title } from '@mantine/core';
import { useSession } from '../../lib/session/context';
import { productName } from '../../lib/session/product';

/** The screen heading, also shown as the document title. */
export function PageTitle({ title }: { title: string }) {
  const product = productName(useSession().user.agentType);
  return (
    <>
      <title>{`${title} – ${product}`}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
    </>
  );
}
