import { messages, type CpMtaModel } from '@panel/domain';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PaymentSection } from '../../components/sections/PaymentSection';
import { model, POLICY_NO, renderSection } from './harness';

const withPayment = (payment: Partial<CpMtaModel['payment']>) => model({ payment: { ...model().payment, ...payment } });
const open = (values = model()) => renderSection(<PaymentSection policyNo={POLICY_NO} />, values);

describe('payment section', () => {
  test('switches transfer to cash and one to two instalments, with the red warning for cash', async () => {
    const { user, form } = open();
    expect(screen.getByRole('radio', { name: 'Przelew' })).toBeChecked();
    expect(screen.queryByText(messages.PAYMENT_CASH_WARNING)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Gotówka' }));
    expect(form().getValues('payment.paymentType')).toBe('CASH');
    expect(await screen.findByText(messages.PAYMENT_CASH_WARNING)).toBeInTheDocument();
    expect(screen.getByText(messages.PAYMENT_TRANSFER_TO_CASH)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2 raty' }));
    expect(form().getValues('payment.paymentFrequency')).toBe('2');

    await user.click(screen.getByRole('radio', { name: 'Przelew' }));
    expect(screen.queryByText(messages.PAYMENT_CASH_WARNING)).not.toBeInTheDocument();
  });

  test('cash cannot be chosen without ROLE_IS_CASH_AVAILABLE', () => {
    open(withPayment({ cashAvailable: false }));
    expect(screen.getByRole('radio', { name: 'Gotówka' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Przelew' })).toBeEnabled();
    expect(screen.queryByText(messages.PAYMENT_CASH_NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  test('a cash policy without cash available is told that the payment becomes a transfer after acceptance', () => {
    open(withPayment({ paymentType: 'CASH', cashAvailable: false }));
    expect(screen.getByText(messages.PAYMENT_CASH_NOT_AVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText(messages.PAYMENT_CASH_WARNING)).not.toBeInTheDocument();
  });

  test('a cash policy switched to transfer gets the cash-to-transfer note and no warning', async () => {
    const { user } = open(withPayment({ paymentType: 'CASH' }));
    expect(screen.queryByText(messages.PAYMENT_CASH_WARNING)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Przelew' }));
    expect(await screen.findByText(messages.PAYMENT_CASH_TO_TRANSFER)).toBeInTheDocument();
    expect(screen.queryByText(messages.PAYMENT_CASH_WARNING)).not.toBeInTheDocument();
  });

  test('the instalments stay as they are when the policy allows no payment change', () => {
    open(withPayment({ paymentChangeAvailable: false }));
    expect(screen.getByRole('radio', { name: 'Jednorazowo' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '2 raty' })).toBeDisabled();
  });

  test("without a payment method the form says 'Musisz wybrać metodę płatności'", async () => {
    const { user } = open(withPayment({ paymentType: '' as CpMtaModel['payment']['paymentType'] }));
    expect(screen.queryByText(messages.PAYMENT_METHOD_REQUIRED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sprawdź formularz' }));
    expect(await screen.findByText(messages.PAYMENT_METHOD_REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Przelew' }));
    expect(screen.queryByText(messages.PAYMENT_METHOD_REQUIRED)).not.toBeInTheDocument();
  });
});
