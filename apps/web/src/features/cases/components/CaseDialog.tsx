import { RecordFormDialog } from '../../../components/form/RecordFormDialog';
import { useBusinessStart } from '../../../lib/tracking';
import { useCaseConfig } from '../api/get-case-config';
import { CaseForm, type CaseRedirect } from './CaseForm';

interface CaseDialogProps {
  onClose: () => void;
  onRedirect: (init: CaseRedirect) => void;
}

/** The case form popup and, after saving, its thank-you popup with the case number. */
export default function CaseDialog({ onClose, onRedirect }: CaseDialogProps) {
  useBusinessStart('case');
  return (
    <RecordFormDialog
      onClose={onClose}
      title="Zgłoś sprawę klienta"
      savedTitle="Dziękujemy za zgłoszenie"
      savedText={(caseNo) => <>Sprawa została zgłoszona pod numerem {caseNo}. Zajmiemy się nią najszybciej, jak to możliwe.</>}
      config={useCaseConfig()}
      configError="Nie udało się pobrać rodzajów spraw. Spróbuj ponownie później."
      form={(types, onSaved) => <CaseForm types={types} onSaved={onSaved} onCancel={onClose} onRedirect={onRedirect} />}
    />
  );
}
