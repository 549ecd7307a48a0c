import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { capitalizeName, isoDateInPoland, messages, z } from '@panel/domain';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { useCheckPolicyState } from '../api/check-policy-state';
import { useVerifyPolicy } from '../api/verify-policy';
import { WarningPopup } from './WarningPopup';
import {
  applyCheck,
  checkPayload,
  goTo,
  invalidStep,
  readableAlert,
  resetCheck,
  setField,
  showFieldErrors,
  stepSchemas,
  type WizardForm,
} from './wizard-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** NN-NNN: the dash is put in once five digits are typed (000 §5). */
const formatPostcode = (value: string) => (/^\d{5}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2)}` : value);

/**
 * Step 1: the policy number is verified (a policy in migration leads to the outside form); then the client data and
 * the check of the policy state, whose warnings show in a popup.
 */
export function StepPolicy({ form, onClose }: { form: WizardForm; onClose: () => void }) {
  const verify = useVerifyPolicy();
  const check = useCheckPolicyState();
  const [warningsOpen, setWarningsOpen] = useState(false);
  const { errors } = useFormState({ control: form.control });
  const [verified, redirectLink, company, checked] = useWatch({ control: form.control, name: ['verified', 'redirectLink', 'company', 'check'] });

  const refused = (failure: unknown) => {
    if (!(failure instanceof HttpError)) throw failure;
    if (showFieldErrors(form, failure.fieldErrors) === null) form.setError('root', { message: failure.message });
  };

  const onVerify = async () => {
    const policyNumber = form.getValues('policyNumber');
    if (invalidStep(form, z.object({ policyNumber: stepSchemas.policyNumber }), { policyNumber }) !== null) return;
    try {
      const answer = await verify.mutateAsync({ policyNumber, isUks: form.getValues('fromUksAss') });
      setField(form, 'verified', true);
      setField(form, 'redirectLink', answer.redirectPolicy ? answer.redirectLink : null);
    } catch (failure) {
      refused(failure);
    }
  };

  const onCheck = async () => {
    const payload = checkPayload(form.getValues());
    if (invalidStep(form, stepSchemas.check, payload) !== null) return;
    try {
      const answer = await check.mutateAsync(payload);
      applyCheck(form, answer, isoDateInPoland(new Date()));
      if (answer.resignationReasons.errors.length > 0) setWarningsOpen(true);
      else if (answer.resignationReasons.reasons.length > 0) goTo(form, 2);
    } catch (failure) {
      refused(failure);
    }
  };

  // Any change of the client data calls for a new check of the policy state (000 §4).
  const textField = (name: 'firstName' | 'surname' | 'companyName') =>
    form.register(name, {
      onChange: () => resetCheck(form),
      onBlur: (event: { target: HTMLInputElement }) => {
        if (name !== 'companyName') setField(form, name, capitalizeName(event.target.value));
      },
    });

  // Either identifier answers 'Podaj NIP lub REGON firmy.' at both fields: typing one clears both.
  const companyId = (name: 'companyNipNo' | 'companyRegNo') =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(['companyNipNo', 'companyRegNo']);
        resetCheck(form);
      },
    });

  return (
    <Stack gap="sm">
      {errors.root && (
        <Alert color="red" variant="light" role="alert">
          {errors.root.message}
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          {...form.register('policyNumber', {
            onChange: () => {
              // A new number must be verified again (000 §4).
              setField(form, 'verified', false);
              setField(form, 'redirectLink', null);
              resetCheck(form);
            },
          })}
          label="Numer polisy"
          inputMode="numeric"
          maxLength={12}
          withAsterisk
          error={errors.policyNumber?.message}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button variant="light" onClick={() => void onVerify()} loading={verify.isPending}>
          Sprawdź polisę
        </Button>
      </Group>
      {verified && redirectLink && (
        <Alert color="yellow" variant="light" title="Polisa w trakcie migracji" role="alert" styles={readableAlert}>
          {messages.RESIGNATION_IN_MIGRATION}{' '}
          <Anchor href={redirectLink} target="_blank" rel="noopener noreferrer">
            Przejdź do formularza wypowiedzenia
          </Anchor>
        </Alert>
      )}
      {verified && !redirectLink && (
        <>
          <Checkbox
            {...form.register('company', {
              onChange: () => {
                form.clearErrors();
                resetCheck(form);
              },
            })}
            label="Ubezpieczającym jest firma"
          />
          {company ? (
            <>
              <TextInput {...textField('companyName')} label="Nazwa firmy" withAsterisk error={errors.companyName?.message} />
              <Group grow align="flex-start" gap="sm">
                <TextInput {...companyId('companyNipNo')} label="NIP" inputMode="numeric" maxLength={10} error={errors.companyNipNo?.message} />
                <TextInput {...companyId('companyRegNo')} label="REGON" inputMode="numeric" maxLength={14} error={errors.companyRegNo?.message} />
              </Group>
            </>
          ) : (
            <>
              <Group grow align="flex-start" gap="sm">
                <TextInput {...textField('firstName')} label="Imię" autoComplete="off" error={errors.firstName?.message} />
                <TextInput {...textField('surname')} label="Nazwisko" autoComplete="off" withAsterisk error={errors.surname?.message} />
              </Group>
              <TextInput {...form.register('civilRegNo', { onChange: () => resetCheck(form) })} label="PESEL" inputMode="numeric" maxLength={11} error={errors.civilRegNo?.message} />
            </>
          )}
          <TextInput
            {...form.register('postcode', {
              onChange: (event: { target: HTMLInputElement }) => {
                setField(form, 'postcode', formatPostcode(event.target.value));
                resetCheck(form);
              },
            })}
            label="Kod pocztowy"
            maxLength={6}
            error={errors.postcode?.message}
          />
        </>
      )}
      <DialogActions>
        <Button variant="default" onClick={onClose}>
          Anuluj
        </Button>
        {verified && !redirectLink && (
          <Button onClick={() => void onCheck()} loading={check.isPending}>
            Sprawdź stan polisy
          </Button>
        )}
        {checked && checked.resignationReasons.reasons.length > 0 && !warningsOpen && (
          <Button variant="light" onClick={() => goTo(form, 2)}>
            Dalej
          </Button>
        )}
      </DialogActions>
      {warningsOpen && checked && (
        <WarningPopup
          warnings={checked.resignationReasons.errors}
          canContinue={checked.resignationReasons.reasons.length > 0}
          onContinue={() => {
            setWarningsOpen(false);
            goTo(form, 2);
          }}
          onClose={() => setWarningsOpen(false)}
        />
      )}
    </Stack>
  );
}
