import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Permission } from '../../../components/ui/Permission';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/context';
import { AgentName } from './AgentName';
import { LogoutButton } from './LogoutButton';
import classes from './UserBox.module.css';

function InitLink({ init, label }: { init: string; label: string }) {
  const { pathname } = useLocation();
  return (
    <Button component={Link} to={{ pathname, search: `?init=${init}` }} variant="light" size="compact-sm">
      {label}
    </Button>
  );
}

/** `systems`: the switches to external systems (000 §1), composed in by the layout from their own feature. */
export function UserBox({ systems }: { systems?: ReactNode }) {
  const { user } = useSession();
  const canCancel = usePermission({ roles: ['ROLE_AGENT_CANCEL_ENABLED'] });

  return (
    <section className={classes.box} aria-label="Użytkownik">
      <dl className={classes.facts}>
        <div>
          <dt>Kod klienta</dt>
          <dd>{user.custCode}</dd>
        </div>
        <div>
          <dt>Użytkownik</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Agent</dt>
          <dd>
            <AgentName agentName={user.agentName} userName={user.name} />
          </dd>
        </div>
        <div>
          <dt>Nr RAU</dt>
          <dd>{user.rauNo ?? '-'}</dd>
        </div>
      </dl>
      <Group gap="xs" wrap="wrap">
        <Permission roles={['ROLE_AGENT_RES_ENABLED']}>
          <InitLink init="resignation" label={canCancel ? 'Wypowiedzenie / anulowanie' : 'Wypowiedzenie'} />
        </Permission>
        <Permission roles={['ROLE_AGENT_UKS_ENABLED']}>
          <InitLink init="uks" label="UKS" />
          <InitLink init="uks-ass" label="UKS-ass" />
        </Permission>
        {systems}
        <LogoutButton />
      </Group>
    </section>
  );
}
