import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/PageTitle';

export function MotorModificationPage() {
  const { policyId = '' } = useParams();
  return <PageTitle title={`Zmiana polisy komunikacyjnej nr ${policyId}`} />;
}
