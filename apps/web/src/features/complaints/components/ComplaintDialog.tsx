import { RecordFormDialog } from '../../../components/form/RecordFormDialog';
import { useBusinessStart } from '../../../lib/tracking';
import { useComplaintConfig } from '../api/get-complaint-config';
import { ComplaintForm } from './ComplaintForm';

/** The complaint popup and, after saving, its thank-you popup with the complaint number. */
export default function ComplaintDialog({ onClose }: { onClose: () => void }) {
  useBusinessStart('complaint');
  return (
    <RecordFormDialog
      onClose={onClose}
      title="Złóż reklamację"
      savedTitle="Dziękujemy za reklamację"
      savedText={(complaintNo) => <>Reklamacja została przyjęta pod numerem {complaintNo}. Odpowiemy na nią w ciągu 30 dni.</>}
      config={useComplaintConfig()}
      configError="Nie udało się pobrać rodzajów reklamacji. Spróbuj ponownie później."
      form={(types, onSaved) => <ComplaintForm types={types} onSaved={onSaved} onCancel={onClose} />}
    />
  );
}
