import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { Link, useParams } from '../../../lib/router';
import { PageTitle } from '../../../components/ui/PageTitle';
import { HttpError } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useMtaModel } from '../api/get-mta-model';
import { MotorModificationForm } from './MotorModificationForm';
import { useBusinessStart } from '../../../lib/tracking';

/**
 * A refused policy reads the policy change error (001 §8); the server's own text carries the configured helpline. An
 * unknown or another agent's policy is not found, whoever owns it (never said to exist).
 */
function refusalMessage(error: Error): string {
  if (!(error instanceof HttpError) || error.status === 0 || error.status >= 500) return error.message;
  if (error.status === 404) return messages.POLICY_NOT_FOUND;
  return error.status === 409 ? error.message : messages.POLICY_CHANGE_ERROR;
}

/** /cpmta/{policyId} (001 §2): the policy's modification model is loaded before the screen opens. */
export function MotorModificationPage() {
  useBusinessStart('cpmta');
  const { policyId = '' } = useParams();
  const model = useMtaModel(policyId);
  return (
    <>
      <PageTitle title={`Zmiana polisy komunikacyjnej nr ${policyId}`} />
      {model.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          Wczytywanie danych polisy…
        </Group>
      )}
      {model.isError && (
        <Alert color="red" variant="light" role="alert" maw={720}>
          <Text fw={600} mb={4}>
            Nie można zmienić polisy
          </Text>
          {refusalMessage(model.error)}
        </Alert>
      )}
      {model.isError && (
        <Anchor component={Link} to={paths.dashboard.getHref()} mt="md" display="inline-block">
          Wróć do listy polis
        </Anchor>
      )}
      {model.data && <MotorModificationForm key={policyId} loaded={model.data} />}
    </>
  );
}
