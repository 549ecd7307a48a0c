import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  capitalizeName,
  formatPostcodeInput,
  keepsVehicleSaleDialogOpen,
  messages,
  VEHICLE_SALE_MANUAL_CODE,
  normalizePolicyNumberInput,
  normalizeVinInput,
  vehicleSaleAnswerMessages,
  type UksContractParty,
  type UploadedFile,
} from '@panel/domain';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { FormDateField } from '../../../components/form/FormDateField';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useUploadQueue } from '../../../components/upload/upload-queue';
import { useDraft } from '../../../lib/draft';
import { showServerErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useRegisterVehicleSale } from '../api/register-vehicle-sale';
import { useVerifyVehicleSale } from '../api/verify-vehicle-sale';
import {
  emptySaleFields,
  prefilledSaleFields,
  saleFieldOf,
  saleResolver,
  todayInPoland,
  toRegisterPayload,
  type RegisteredSale,
  type SaleFields,
  type SalePrefill,
} from './sale-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/**
 * A popup over the form: 'UWAGA' for errors, 'Informacja' otherwise; `keepOpen` returns to the form (00356). `codes`
 * are the answer's codes, which the helpline asks for.
 */
export interface SaleNotice {
  title: string;
  lines: string[];
  detail: string | null;
  keepOpen: boolean;
  codes: string[];
}

interface VehicleSaleFormProps {
  prefill: SalePrefill | null;
  hidden: boolean;
  onNotice: (notice: SaleNotice) => void;
  onRegistered: (sale: RegisteredSale) => void;
  onCancel: () => void;
}

const VERIFY_FIELDS = ['number', 'vin', 'sellingDate'] as const;
const warning = (lines: string[], keepOpen: boolean, codes: string[], detail: string | null = null): SaleNotice => ({
  title: messages.UKS_WARNING_TITLE,
  lines,
  detail,
  keepOpen,
  codes,
});
const info = (line: string): SaleNotice => ({ title: 'Informacja', lines: [line], detail: null, keepOpen: false, codes: [] });
/** 99982 comes as a 404 whose message is its text. */
const NOT_FOUND_CODE = '99982';

/** The vehicle sale (UKS) form (000 §4, §5): verify the policy, then seller, buyer, address and files, then notify. */
export function VehicleSaleForm({ prefill, hidden, onNotice, onRegistered, onCancel }: VehicleSaleFormProps) {
  const verify = useVerifyVehicleSale();
  const register = useRegisterVehicleSale();
  const form = useForm<SaleFields>({ defaultValues: emptySaleFields(), resolver: saleResolver });
  useDraft('vehicle-sale', form);
  // A redirect's prefill wins over a draft; compared by content, as the launcher builds it anew on each render.
  const prefillKey = prefill ? JSON.stringify(prefill) : null;
  useEffect(() => {
    if (prefillKey) form.reset(prefilledSaleFields(JSON.parse(prefillKey) as SalePrefill), { keepDefaultValues: true });
  }, [form, prefillKey]);

  const { errors, isSubmitting } = form.formState;
  const [verified, manualHandling, draftId, attachments, company, buyerCompany] = useWatch({
    control: form.control,
    name: ['verified', 'manualHandling', 'draftId', 'attachments', 'company', 'buyerCompany'],
  });

  /**
   * handleSubmit counts an answered call as a successful submit, which drops the draft; a form that stays open keeps
   * its values as a draft again (reset to them, then errors on top).
   */
  const keepDraft = (values: SaleFields) => form.reset(values, { keepDefaultValues: true });

  const showRefusal = (failure: unknown) => {
    if (!(failure instanceof HttpError)) throw failure;
    keepDraft(form.getValues());
    showServerErrors(form, failure, (path) => saleFieldOf(path) as Path<SaleFields>);
  };

  /** Changing what was verified makes it unverified (000 §4). */
  const unverify = () => form.setValue('verified', false);
  const setFiles = (files: UploadedFile[]) => {
    form.setValue('attachments', files, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('attachmentCaseId', null);
  };

  async function onVerify() {
    if (!(await form.trigger([...VERIFY_FIELDS]))) return;
    const { number, vin, sellingDate } = form.getValues();
    try {
      const answer = await verify.mutateAsync({ policyNumber: number, vin, sellingDate });
      const refusals = answer.errorCodes.filter((code) => code !== VEHICLE_SALE_MANUAL_CODE);
      if (answer.isPosPolicy) {
        form.reset(emptySaleFields());
        onNotice(info(messages.POS_POLICY_INFO));
      } else if (refusals.length > 0) {
        // Known before the parties are typed (00331, 00390): the number or the date is to be corrected.
        const { messages: lines, detail } = vehicleSaleAnswerMessages(refusals, answer.errorMsg);
        onNotice(warning(lines, true, refusals, detail));
      } else {
        form.setValue('manualHandling', answer.errorCodes.includes(VEHICLE_SALE_MANUAL_CODE), { shouldDirty: true });
        form.setValue('verified', true, { shouldDirty: true });
      }
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) onNotice(warning([failure.message], true, [NOT_FOUND_CODE]));
      else showRefusal(failure);
    }
  }

  const uploads = useUploadQueue();
  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const answer = await register.mutateAsync({ payload: toRegisterPayload(fields), idempotencyKey: fields.attemptKey });
      form.setValue('attemptKey', newIdempotencyKey());
      if (answer.isPosPolicy) {
        form.reset(emptySaleFields());
        onNotice(info(messages.POS_POLICY_INFO));
      } else if (answer.errorCodes.length > 0) {
        const keepOpen = keepsVehicleSaleDialogOpen(answer.errorCodes);
        const { messages: lines, detail } = vehicleSaleAnswerMessages(answer.errorCodes, answer.errorMsg);
        if (keepOpen) keepDraft({ ...form.getValues(), attachmentCaseId: answer.attachmentCaseId });
        else form.reset(emptySaleFields());
        onNotice(warning(lines, keepOpen, answer.errorCodes, detail));
      } else {
        form.reset(emptySaleFields());
        if (answer.offerNewPolicy) onRegistered({ policyNumber: answer.policyNumber, vin: fields.vin, saleNo: answer.attachmentCaseId });
        else onNotice(info(messages.UKS_MANUAL_HANDLING));
      }
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 404) {
        form.reset(emptySaleFields());
        onNotice(warning([failure.message], false, [NOT_FOUND_CODE]));
      } else showRefusal(failure);
    }
  });

  const nameField = (field: 'seller.firstname' | 'seller.name' | 'buyer.firstname' | 'buyer.name') =>
    form.register(field, { onBlur: (event: { target: HTMLInputElement }) => form.setValue(field, capitalizeName(event.target.value)) });

  return (
    <form onSubmit={(event) => void uploads.whenSettled(onSubmit)(event)} noValidate hidden={hidden}>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            {...form.register('number', {
              onChange: (event: { target: HTMLInputElement }) => {
                form.setValue('number', normalizePolicyNumberInput(event.target.value));
                unverify();
              },
            })}
            label="Numer polisy"
            inputMode="numeric"
            error={errors.number?.message}
            withAsterisk
            data-autofocus
          />
          <TextInput
            {...form.register('vin', {
              onChange: (event: { target: HTMLInputElement }) => {
                form.setValue('vin', normalizeVinInput(event.target.value));
                unverify();
              },
            })}
            label="Numer VIN"
            maxLength={17}
            error={errors.vin?.message}
            withAsterisk
          />
          <FormDateField
            control={form.control}
            name="sellingDate"
            onValueChange={unverify}
            max={todayInPoland()}
            label="Data sprzedaży"
            error={errors.sellingDate?.message}
            withAsterisk
          />
        </SimpleGrid>
        {!verified ? (
          <DialogActions>
            <Button variant="default" onClick={onCancel}>
              Anuluj
            </Button>
            <Button onClick={() => void onVerify()} loading={verify.isPending}>
              Sprawdź polisę
            </Button>
          </DialogActions>
        ) : (
          <>
            {manualHandling ? (
              <Alert color="yellow" variant="light" role="status">
                {messages.UKS_MANUAL_AHEAD}
              </Alert>
            ) : (
              <Alert color="green" variant="light" role="status">
                Polisa została zweryfikowana. Uzupełnij dane sprzedaży.
              </Alert>
            )}
            <Controller
              control={form.control}
              name="uksContractParty"
              render={({ field }) => (
                <Radio.Group
                  label="Zgłaszający"
                  value={field.value}
                  onChange={(value) => field.onChange(value as UksContractParty)}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="SELLER" label="Sprzedający" />
                    <Radio value="BUYER" label="Kupujący" />
                  </Group>
                </Radio.Group>
              )}
            />
            <FormDateField control={form.control} name="notificationDate" label="Data zgłoszenia" error={errors.notificationDate?.message} withAsterisk />
            <Fieldset legend="Sprzedający (właściciel na polisie)" variant="filled">
              <Stack gap="xs">
                <Checkbox {...form.register('company')} label="Sprzedający jest firmą" />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {!company && <TextInput {...nameField('seller.firstname')} label="Imię sprzedającego" error={errors.seller?.firstname?.message} />}
                  <TextInput
                    {...nameField('seller.name')}
                    label={company ? 'Nazwa firmy sprzedającego' : 'Nazwisko sprzedającego'}
                    error={errors.seller?.name?.message}
                    withAsterisk
                  />
                  {!company && (
                    <TextInput {...form.register('seller.pesel')} label="PESEL sprzedającego" inputMode="numeric" maxLength={11} error={errors.seller?.pesel?.message} />
                  )}
                  <TextInput {...form.register('seller.regon')} label="REGON sprzedającego" inputMode="numeric" maxLength={14} error={errors.seller?.regon?.message} />
                </SimpleGrid>
              </Stack>
            </Fieldset>
            <Fieldset legend="Nabywca" variant="filled">
              <Stack gap="xs">
                <Checkbox {...form.register('buyerCompany')} label="Nabywca jest firmą" />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {!buyerCompany && <TextInput {...nameField('buyer.firstname')} label="Imię nabywcy" error={errors.buyer?.firstname?.message} />}
                  <TextInput {...nameField('buyer.name')} label={buyerCompany ? 'Nazwa firmy nabywcy' : 'Nazwisko nabywcy'} error={errors.buyer?.name?.message} />
                  {!buyerCompany && (
                    <TextInput {...form.register('buyer.pesel')} label="PESEL nabywcy" inputMode="numeric" maxLength={11} error={errors.buyer?.pesel?.message} />
                  )}
                  <TextInput {...form.register('buyer.regon')} label="REGON nabywcy" inputMode="numeric" maxLength={14} error={errors.buyer?.regon?.message} />
                </SimpleGrid>
                <Textarea {...form.register('otherOwners')} label="Pozostali współwłaściciele" rows={2} error={errors.otherOwners?.message} />
              </Stack>
            </Fieldset>
            <Fieldset legend="Adres nabywcy" variant="filled">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput {...form.register('city')} label="Miejscowość" error={errors.city?.message} withAsterisk />
                <TextInput {...form.register('street')} label="Ulica" error={errors.street?.message} />
                <TextInput {...form.register('streetNo')} label="Nr domu" error={errors.streetNo?.message} withAsterisk />
                <TextInput {...form.register('flatNo')} label="Nr lokalu" error={errors.flatNo?.message} />
                <TextInput
                  {...form.register('postcode', {
                    onBlur: (event: { target: HTMLInputElement }) => form.setValue('postcode', formatPostcodeInput(event.target.value)),
                  })}
                  label="Kod pocztowy"
                  placeholder="00-000"
                  error={errors.postcode?.message}
                  withAsterisk
                />
                <TextInput {...form.register('phoneNumber')} label="Telefon" inputMode="tel" maxLength={9} error={errors.phoneNumber?.message} />
              </SimpleGrid>
            </Fieldset>
            <FileUpload
              label="Umowa sprzedaży i dokumenty"
              draftId={draftId}
              queue={uploads}
              files={attachments}
              required
              error={errors.attachments?.message}
              onAdd={(file) => setFiles([...form.getValues('attachments'), file])}
              onRemove={(id) => setFiles(form.getValues('attachments').filter((file) => file.id !== id))}
            />
            <DialogActions>
              <Button variant="default" onClick={onCancel}>
                Anuluj
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Zgłoś sprzedaż
              </Button>
            </DialogActions>
          </>
        )}
      </Stack>
    </form>
  );
}
