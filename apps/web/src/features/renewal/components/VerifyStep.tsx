import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { capitalizeName, messages, renewalVerifySchema } from '@panel/domain';
import type { FormEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { setServerFieldErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { useVerifyRenewal } from '../api/verify-renewal';
import { ownerFieldsOf, setField, verifyPayload, type RenewalForm } from './renewal-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

interface VerifyStepProps {
  form: RenewalForm;
  onCancel: () => void;
  onError: (message: string) => void;
}

const verifyFields = ['policyId', 'isCompany', 'pesel', 'name', 'surname', 'companyName', 'companyRegNo'] as const;

/** Policy number and the customer's data; the search stays disabled while they are invalid (000 §5 Renewal). */
export function VerifyStep({ form, onCancel, onError }: VerifyStepProps) {
  const verify = useVerifyRenewal();
  const { errors } = useFormState({ control: form.control });
  // Re-renders on every change of the data; the search stays disabled while they are invalid.
  const [, isCompany] = useWatch({ control: form.control, name: verifyFields });
  const valid = renewalVerifySchema.safeParse(verifyPayload(form.getValues())).success;

  // Not handleSubmit: a submitted form would drop its draft (useDraft), and the wizard goes on after the verification.
  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.trigger([...verifyFields]))) return;
    const fields = form.getValues();
    try {
      const result = await verify.mutateAsync(renewalVerifySchema.parse(verifyPayload(fields)));
      if (!result.canRewrite) {
        onError(result.error ?? messages.RENEWAL_DATA_ERROR);
        return;
      }
      setField(form, 'result', result);
      setField(form, 'owner', ownerFieldsOf(result));
      setField(form, 'step', result.modeWithOwcaChange ? 'owner' : 'statement');
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      if (setServerFieldErrors(form, failure, verifyFields).length > 0) return;
      onError(failure.status === 404 ? failure.message : messages.RENEWAL_VERIFY_ERROR);
    }
  };

  const nameField = (field: 'name' | 'surname') =>
    form.register(field, { onBlur: (event: { target: HTMLInputElement }) => form.setValue(field, capitalizeName(event.target.value)) });

  return (
    <form onSubmit={(event) => void onVerify(event)} noValidate>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <TextInput
          {...form.register('policyId')}
          label="Numer polisy"
          description="Od 8 do 11 cyfr"
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          error={errors.policyId?.message}
          withAsterisk
          data-autofocus
        />
        <Checkbox {...form.register('isCompany')} label="Klient jest firmą" />
        {isCompany ? (
          <Group grow align="flex-start" gap="sm">
            <TextInput {...form.register('companyName')} label="Nazwa firmy" autoComplete="off" error={errors.companyName?.message} withAsterisk />
            <TextInput
              {...form.register('companyRegNo')}
              label="REGON"
              inputMode="numeric"
              maxLength={14}
              autoComplete="off"
              error={errors.companyRegNo?.message}
              withAsterisk
            />
          </Group>
        ) : (
          <>
            <Group grow align="flex-start" gap="sm">
              <TextInput {...nameField('name')} label="Imię" autoComplete="off" error={errors.name?.message} withAsterisk />
              <TextInput {...nameField('surname')} label="Nazwisko" autoComplete="off" error={errors.surname?.message} withAsterisk />
            </Group>
            <TextInput
              {...form.register('pesel')}
              label="PESEL"
              description="Wymagany, gdy wznowienie nie jest w Twoim portfelu"
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              error={errors.pesel?.message}
            />
          </>
        )}
        <DialogActions>
          <Button variant="default" onClick={onCancel}>
            Anuluj
          </Button>
          <Button type="submit" disabled={!valid} loading={verify.isPending}>
            Weryfikuj
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
