import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { messages } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { profile, RECOVERY_CODES } from '../../../testing/profile-backend';
import { renderWithProviders } from '../../../testing/render';
import { ProfilePage } from '../components/ProfilePage';

function renderProfile(account = accounts.agent) {
  signIn(account);
  return renderWithProviders(<ProfilePage />, { account, path: '/user/info' });
}

const block = () => screen.findByRole('region', { name: 'Logowanie dwuetapowe' });

async function openDialog() {
  const rendered = renderProfile();
  await rendered.user.click(await within(await block()).findByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Włączanie logowania dwuetapowego' });
  await within(dialog).findByRole('img', { name: /Kod QR logowania dwuetapowego/ });
  return { ...rendered, dialog };
}

const codeField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Kod z aplikacji/);

describe('two-factor login in Mój profil (decision 125)', () => {
  test('is the last block; off, it explains the second step and offers to turn it on', async () => {
    renderProfile();
    const region = await block();
    expect(await within(region).findByRole('button', { name: 'Włącz logowanie dwuetapowe' })).toBeInTheDocument();
    expect(region).toHaveTextContent('po haśle, o 6-cyfrowy kod z aplikacji uwierzytelniającej');
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Logowanie dwuetapowe');
  });

  test('on, it says so with the recovery codes left', async () => {
    profile.twoFactor = { enabled: true, recoveryCodesLeft: 7 };
    renderProfile();
    const region = await block();
    expect(await within(region).findByText('Pozostałe kody odzyskiwania: 7.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  test('the dialog shows the QR code of the otpauth address and the key to type, in groups of four', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const qr = within(dialog).getByRole('img', { name: /Kod QR/ });
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(profile.setupCalls).toBe(1);
  });

  test.each([
    ['', messages.REQUIRED_VALIDATION_ERROR],
    ['12a4', messages.TWO_FACTOR_CODE_FORMAT],
    ['654321', messages.TWO_FACTOR_CODE_INVALID],
  ])('the code %j is refused at the field', async (code, message) => {
    const { user, dialog } = await openDialog();
    if (code) await user.type(codeField(dialog), code);
    await user.click(within(dialog).getByRole('button', { name: 'Włącz' }));
    await waitFor(() => expect(codeField(dialog)).toHaveAccessibleDescription(message));
    expect(codeField(dialog)).toHaveValue(code);
    expect(profile.twoFactor.enabled).toBe(false);
  });

  test('the right code turns it on and shows the ten recovery codes once; Gotowe closes and the block says it is on', async () => {
    const { user, dialog } = await openDialog();
    await user.type(codeField(dialog), profile.twoFactorCode);
    await user.click(within(dialog).getByRole('button', { name: 'Włącz' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.TWO_FACTOR_ENABLED);
    const list = within(dialog).getByRole('list', { name: 'Kody odzyskiwania' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(dialog).toHaveTextContent('Nie zobaczysz ich ponownie.');

    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await block()).findByText('Pozostałe kody odzyskiwania: 10.')).toBeInTheDocument();
  });

  test.each([
    [409, messages.TWO_FACTOR_ALREADY_ENABLED, messages.TWO_FACTOR_ALREADY_ENABLED],
    [500, messages.SERVER_ERROR, messages.COMMUNICATION_ERROR],
  ])('a setup failing with %i shows %j in the dialog', async (status, message, shown) => {
    profile.twoFactorSetup = { status, message };
    const { user } = renderProfile();
    await user.click(await within(await block()).findByRole('button', { name: 'Włącz logowanie dwuetapowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Włączanie logowania dwuetapowego' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  });

  test('while REQUIRE_TWO_FACTOR holds the session, the profile shows only its message and this block', async () => {
    renderProfile({ ...accounts.agent, user: { ...accounts.agent.user, twoFactorRequired: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.TWO_FACTOR_REQUIRED);
    expect(await block()).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Logowanie dwuetapowe']);
  });
});
