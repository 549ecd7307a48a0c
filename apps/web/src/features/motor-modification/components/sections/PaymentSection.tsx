import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { messages, type CpMtaModel, type MtaPaymentData } from '@panel/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

/** What to tell about the chosen payment against the one the policy had (001 §4). */
function paymentNotes(original: MtaPaymentData['paymentType'] | undefined, chosen: string, cashAvailable: boolean) {
  const notes: { text: string; warning: boolean }[] = [];
  if (chosen === 'CASH' && original !== 'CASH') {
    notes.push({ text: messages.PAYMENT_CASH_WARNING, warning: true }, { text: messages.PAYMENT_TRANSFER_TO_CASH, warning: false });
  }
  if (chosen === 'TRANSFER' && original === 'CASH') notes.push({ text: messages.PAYMENT_CASH_TO_TRANSFER, warning: false });
  if (!cashAvailable && original === 'CASH' && chosen !== 'TRANSFER') notes.push({ text: messages.PAYMENT_CASH_NOT_AVAILABLE, warning: false });
  return notes;
}

/**
 * Payment method change (001 §4): transfer or cash, one or two instalments; each pair switches to the other option.
 * Cash can be chosen only with ROLE_IS_CASH_AVAILABLE (`cashAvailable`), the instalments only when the policy allows a
 * payment change.
 */
export function PaymentSection(_props: { policyNo: string }) {
  const { control, formState } = useFormContext<CpMtaModel>();
  const [paymentType, cashAvailable, changeAvailable] = useWatch({
    control,
    name: ['payment.paymentType', 'payment.cashAvailable', 'payment.paymentChangeAvailable'],
  });
  const original = formState.defaultValues?.payment?.paymentType;
  const notes = paymentNotes(original, paymentType, cashAvailable);

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="payment.paymentType"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Sposób płatności"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Group gap="lg" mt={4}>
              <Radio ref={field.ref} value="TRANSFER" label="Przelew" />
              <Radio value="CASH" label="Gotówka" disabled={!cashAvailable} />
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        control={control}
        name="payment.paymentFrequency"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Liczba rat"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={4}>
              <Radio ref={field.ref} value="1" label="Jednorazowo" disabled={!changeAvailable} />
              <Radio value="2" label="2 raty" disabled={!changeAvailable} />
            </Group>
          </Radio.Group>
        )}
      />
      <div aria-live="polite">
        {notes.map((note) =>
          note.warning ? (
            <Alert key={note.text} color="red" variant="light" mb="xs">
              {note.text}
            </Alert>
          ) : (
            <Text key={note.text} size="sm" mb="xs">
              {note.text}
            </Text>
          ),
        )}
      </div>
    </Stack>
  );
}
