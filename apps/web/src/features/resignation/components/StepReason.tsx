import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  datesAfterReasonChange,
  isIsoDate,
  isoDateInPoland,
  messages,
  otherInsurerTerminationDate,
  presetTerminationDate,
  resignationReasonCodes,
} from '@panel/domain';
import { useEffect, useEffectEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form/FormDateField';
import { HttpError } from '../../../lib/http';
import { useNow } from '../../../lib/use-now';
import { useCheckPolicyState } from '../api/check-policy-state';
import {
  applyCheck,
  checkPayload,
  goTo,
  invalidStep,
  isCancellation,
  resetCheck,
  selectedReason,
  setField,
  stepSchemas,
  termsPayload,
  type WizardForm,
} from './wizard-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** How often the step looks whether the Warsaw day has turned. */
const DAY_CHECK_MS = 60_000;

/**
 * Step 2: the reason and its dates. A new reason clears the dates and the other insurer and presets a fixed
 * termination date (disabled); the other insurer's start sets the termination date 24 h before it (000 §4).
 */
export function StepReason({ form }: { form: WizardForm }) {
  const { errors } = useFormState({ control: form.control });
  const [check, code, checkedOn] = useWatch({ control: form.control, name: ['check', 'terminationCode', 'checkedOn'] });
  const today = isoDateInPoland(useNow(DAY_CHECK_MS));
  const reasons = check?.resignationReasons.reasons ?? [];
  const reason = selectedReason({ check, terminationCode: code });
  const preset = reason ? presetTerminationDate(reason) : null;
  const duplicate = code === resignationReasonCodes.DUPLICATE_INSURANCE;
  const cancellation = isCancellation(code);
  // A message stays until the field changes: a corrected value no longer shows the old error.
  const field = (name: 'otherInsurerCompany' | 'terminationMessage') => form.register(name, { onChange: () => form.clearErrors(name) });
  const dateField = (name: 'informDate' | 'terminationDate' | 'otherInsurerDateTo') => ({
    control: form.control,
    name,
    onValueChange: () => form.clearErrors(name),
  });

  const onReason = (value: string) => {
    const chosen = reasons.find((r) => r.terminationCode === value);
    if (!chosen) return;
    for (const [name, date] of Object.entries(datesAfterReasonChange(chosen))) setField(form, name as 'informDate', date);
    form.clearErrors();
  };

  const recheck = useCheckPolicyState();

  /**
   * The reasons' ranges hold for the Warsaw day of their check: on a later day (a wizard left open over midnight, a
   * draft resumed) the policy state is checked again before the dates are (GUIDE §11). Answers whether to go on.
   */
  const rangesOfToday = async (): Promise<boolean> => {
    const today = isoDateInPoland(new Date());
    const fields = form.getValues();
    if (fields.checkedOn === today) return true;
    try {
      const answer = await recheck.mutateAsync(checkPayload(fields));
      if (answer.resignationReasons.reasons.length === 0) {
        resetCheck(form);
        goTo(form, 1);
        form.setError('root', { message: answer.resignationReasons.errors.join(' ') });
        return false;
      }
      applyCheck(form, answer, today);
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      form.setError('root', { message: failure.message });
      return false;
    }
    if (fields.terminationCode !== '' && form.getValues('terminationCode') === '') {
      form.setError('terminationCode', { message: messages.RESIGNATION_REASON_UNAVAILABLE });
      return false;
    }
    return true;
  };

  // The date pickers' min/max are the ranges of the check's day: when the Warsaw day turns while the step is open (or
  // it opens on a later day), that day's ranges are asked for at once, not only at 'Dalej'.
  const stale = checkedOn !== null && checkedOn !== today;
  const refreshRanges = useEffectEvent(() => void rangesOfToday());
  useEffect(() => {
    if (stale) refreshRanges();
  }, [stale, today]);

  const onNext = async () => {
    if (!(await rangesOfToday())) return;
    if (invalidStep(form, stepSchemas.terms, termsPayload(form.getValues())) === null) goTo(form, 3);
  };

  return (
    <Stack gap="sm">
      {errors.root && (
        <Alert color="red" variant="light" role="alert">
          {errors.root.message}
        </Alert>
      )}
      <NativeSelect
        {...form.register('terminationCode', { onChange: (event: { target: HTMLSelectElement }) => onReason(event.target.value) })}
        label="Powód"
        data={[{ value: '', label: 'Wybierz powód' }, ...reasons.map((r) => ({ value: r.terminationCode, label: r.terminationDescription }))]}
        withAsterisk
        error={errors.terminationCode?.message}
        data-autofocus
      />
      {reason && (
        <>
          <Group grow align="flex-start" gap="sm">
            <FormDateField
              {...dateField('informDate')}
              label="Data poinformowania"
              min={reason.informDateFrom ?? undefined}
              max={reason.informDateTo ?? undefined}
              withAsterisk
              error={errors.informDate?.message}
            />
            <FormDateField
              {...dateField('terminationDate')}
              label={cancellation ? 'Data anulowania' : 'Data wypowiedzenia'}
              min={reason.terminationDateFrom ?? undefined}
              max={reason.terminationDateTo ?? undefined}
              disabled={preset !== null || duplicate}
              description={preset !== null ? 'Data wynika z wybranego powodu.' : duplicate ? 'Dzień przed początkiem ochrony u innego ubezpieczyciela.' : undefined}
              withAsterisk={!duplicate}
              error={errors.terminationDate?.message}
            />
          </Group>
          {duplicate && (
            <>
              <TextInput {...field('otherInsurerCompany')} label="Inny ubezpieczyciel" withAsterisk error={errors.otherInsurerCompany?.message} />
              <Group grow align="flex-start" gap="sm">
                <FormDateField
                  control={form.control}
                  name="otherInsurerDateFrom"
                  onValueChange={(start) => {
                    form.clearErrors('otherInsurerDateFrom');
                    if (isIsoDate(start)) setField(form, 'terminationDate', otherInsurerTerminationDate(start, isoDateInPoland(new Date())));
                  }}
                  label="Początek ochrony u innego ubezpieczyciela"
                  withAsterisk
                  error={errors.otherInsurerDateFrom?.message}
                />
                <FormDateField
                  {...dateField('otherInsurerDateTo')}
                  label="Koniec ochrony u innego ubezpieczyciela"
                  withAsterisk
                  error={errors.otherInsurerDateTo?.message}
                />
              </Group>
            </>
          )}
          <Textarea {...field('terminationMessage')} label="Uwagi (nieobowiązkowe)" rows={2} maxLength={500} error={errors.terminationMessage?.message} />
        </>
      )}
      <DialogActions justify="space-between">
        <Button variant="default" onClick={() => goTo(form, 1)}>
          Wstecz
        </Button>
        <Button onClick={() => void onNext()} loading={recheck.isPending}>
          Dalej
        </Button>
      </DialogActions>
    </Stack>
  );
}
