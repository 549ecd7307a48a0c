import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import {
  canSearchPolicyType,
  policySearchTypeLabel,
  policySearchTypes,
  togglePolicySearchType,
  type PoliciesSearch,
  type PoliciesSearchInput,
} from '@panel/domain';
import { useId } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormDateField } from '../../../components/form/FormDateField';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showServerErrors } from '../../../lib/forms';
import { useSession } from '../../../lib/session/context';

type Fields = PoliciesSearchInput;

const emptyFields: Fields = { policyNumber: '', owner: '', policyType: null, dateFrom: '', dateTo: '' };
const resolver = lazyResolver(() => import('./policies-search-resolver').then((module) => module.policiesSearchResolver));
const fieldOf = { policyNumber: 'policyNumber', owner: 'owner', policyType: 'policyType', dateFrom: 'dateFrom', dateTo: 'dateTo' } as const;

interface PoliciesSearchFormProps {
  /** Runs the search; a refusal comes back as an error the form puts at its fields. */
  onSearch: (search: PoliciesSearch) => Promise<void>;
  onClear: () => void;
}

/**
 * The search model of 000 §3 and §5: a number, or exactly one type (a second click clears it), and dates unless a
 * number is given. Types the user's roles do not allow are not offered. Errors show once a field is changed or left,
 * or the search is submitted.
 */
export function PoliciesSearchForm({ onSearch, onClear }: PoliciesSearchFormProps) {
  const { roles } = useSession();
  const typeLabelId = useId();
  const typeErrorId = useId();
  const form = useForm<Fields, unknown, PoliciesSearch>({ defaultValues: emptyFields, mode: 'onChange', resolver });
  const { errors, dirtyFields, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const [policyNumber, policyType] = useWatch({ control: form.control, name: ['policyNumber', 'policyType'] });
  // Changed (even back to how it was) or left, or the form submitted: then a field shows its error.
  const shown = (name: FieldPath<Fields>) => (isSubmitted || dirtyFields[name] || touchedFields[name] ? errors[name]?.message : undefined);
  const datesRequired = (policyNumber ?? '').trim() === '';
  const typeError = shown('policyType');

  const submit = form.handleSubmit(async (search) => {
    try {
      await onSearch(search);
    } catch (failure) {
      showServerErrors(form, failure, fieldOf);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} onReset={() => { form.reset(emptyFields); onClear(); }} noValidate>
      <Stack gap="xs">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <TextInput
          {...form.register('policyNumber', { deps: ['policyType', 'dateFrom', 'dateTo'] })}
          label="Numer polisy"
          inputMode="numeric"
          maxLength={30}
          error={shown('policyNumber')}
        />
        <TextInput {...form.register('owner')} label="Właściciel" description="Nazwa, PESEL, NIP lub REGON" maxLength={255} error={shown('owner')} />
        <div role="group" aria-labelledby={typeLabelId} aria-describedby={typeError ? typeErrorId : undefined}>
          <Input.Label id={typeLabelId} component="span" display="block" mb={4}>
            Typ polisy
          </Input.Label>
          <Group gap={6}>
            {policySearchTypes
              .filter((type) => canSearchPolicyType(roles, type))
              .map((type) => (
                <Button
                  key={type}
                  size="compact-sm"
                  variant={policyType === type ? 'filled' : 'default'}
                  aria-pressed={policyType === type}
                  onClick={() =>
                    form.setValue('policyType', togglePolicySearchType(policyType ?? null, type), { shouldDirty: true, shouldTouch: true, shouldValidate: true })
                  }
                >
                  {policySearchTypeLabel(type)}
                </Button>
              ))}
          </Group>
          {typeError && (
            <Input.Error id={typeErrorId} mt={4}>
              {typeError}
            </Input.Error>
          )}
        </div>
        <Group grow gap="xs" align="flex-start">
          <FormDateField control={form.control} name="dateFrom" deps={['dateTo']} label="Data od" withAsterisk={datesRequired} error={shown('dateFrom')} />
          <FormDateField control={form.control} name="dateTo" deps={['dateFrom']} label="Data do" withAsterisk={datesRequired} error={shown('dateTo')} />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button type="reset" variant="default">
            Wyczyść
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Szukaj
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
