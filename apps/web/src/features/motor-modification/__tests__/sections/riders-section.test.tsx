import { formatAmount, messages, type CpMtaModel, type RiderPrice, type SaveRidersChangeApi } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '../../../../testing/server';
import { RidersSection } from '../../components/sections/RidersSection';
import { model, POLICY_NO, renderSection } from './harness';

const row = (id: string, rider: RiderPrice['rider'], name: string, variant = '', variantName = ''): RiderPrice => ({
  id,
  rider,
  name,
  variant,
  variantName,
  annualPremium: 1200,
  proRataPremium: 600,
  selected: false,
});
const prices: RiderPrice[] = [
  row('P-AC', 'ac', 'Autocasco'),
  row('P-ACW', 'acWorkshop', 'AC warsztatowe'),
  row('P-ACWP', 'acWorkshopPlus', 'AC warsztatowe plus'),
  row('P-NNW-10', 'nnw', 'NNW', '10000', '10 000 zł'),
  row('P-NNW-20', 'nnw', 'NNW', '20000', '20 000 zł'),
  row('P-ASS', 'premiumAssistance', 'Assistance', 'PREMIUM', 'Premium'),
  row('P-TIRES', 'tires', 'Ochrona opon'),
  row('P-CAR', 'replacementCar', 'Samochód zastępczy'),
];

let rows = prices;
let priceCalls = 0;
let saved: SaveRidersChangeApi[] = [];
let saveAnswer: (body: SaveRidersChangeApi) => Response = (body) => HttpResponse.json({ raiders: body.raiders, message: messages.RIDERS_SAVE_SUCCESS });

beforeEach(() => {
  rows = prices;
  priceCalls = 0;
  saved = [];
  saveAnswer = (body) => HttpResponse.json({ raiders: body.raiders, message: messages.RIDERS_SAVE_SUCCESS });
  server.use(
    http.get(`/partner/rest/mta/cp/getPrices/${POLICY_NO}`, () => {
      priceCalls += 1;
      return HttpResponse.json({ rows });
    }),
    http.get(`/partner/rest/lovs/get/${POLICY_NO}/:key`, ({ params }) =>
      HttpResponse.json(
        params.key === 'CP_DEDUCTIBLE'
          ? [{ key: 'D0', value: 'Bez udziału własnego' }, { key: 'D500', value: '500 zł' }]
          : [{ key: 'T0', value: 'Bez udziału w kradzieży' }, { key: 'T10', value: '10% szkody' }],
      ),
    ),
    http.post('/partner/rest/mta/cp/saveRidersChange', async ({ request }) => {
      const body = (await request.json()) as SaveRidersChangeApi;
      saved.push(body);
      return saveAnswer(body);
    }),
  );
});

const withRiders = (riders: Partial<CpMtaModel['riders']>) => model({ riders: { ...model().riders, ...riders } });
const open = (values = model()) => renderSection(<RidersSection policyNo={POLICY_NO} />, values);
const matrix = () => screen.findByRole('table', { name: /Ceny ubezpieczeń dobrowolnych/ });
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });

async function choose(user: ReturnType<typeof open>['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(field) }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('riders section', () => {
  test('shows the price matrix with the riders the configuration enables', async () => {
    open();
    const table = await matrix();
    const cells = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map(([name]) => name)).toEqual(['Autocasco', 'AC warsztatowe', 'AC warsztatowe plus', 'NNW – 10 000 zł', 'NNW – 20 000 zł', 'Assistance – Premium', 'Ochrona opon']);
    expect(cells[0]).toEqual(['Autocasco', formatAmount(1200), formatAmount(600)]);
    expect(screen.queryByRole('checkbox', { name: 'Samochód zastępczy' })).not.toBeInTheDocument();
  });

  test('without prices it says that the policy includes every voluntary insurance', async () => {
    rows = [];
    open();
    expect(await screen.findByText(messages.NO_OPTIONS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('hides the AC options when the policy had AC', async () => {
    open(withRiders({ originalAc: true, ac: true }));
    await matrix();
    expect(screen.queryByRole('checkbox', { name: 'Autocasco' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'AC warsztatowe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Udział własny/ })).not.toBeInTheDocument();
    expect(box('Ochrona opon')).toBeInTheDocument();
  });

  test('workshop AC on forces AC; workshop off turns workshop plus off; plus on forces both', async () => {
    const { user } = open();
    await matrix();
    await user.click(box('AC warsztatowe'));
    expect(box('Autocasco')).toBeChecked();
    expect(box('AC warsztatowe')).toBeChecked();

    await user.click(box('AC warsztatowe plus'));
    await user.click(box('AC warsztatowe'));
    expect(box('AC warsztatowe plus')).not.toBeChecked();
    expect(box('Autocasco')).toBeChecked();

    await user.click(box('Autocasco'));
    expect(box('Autocasco')).not.toBeChecked();
    await user.click(box('AC warsztatowe plus'));
    for (const name of ['Autocasco', 'AC warsztatowe', 'AC warsztatowe plus']) expect(box(name)).toBeChecked();
  });

  test('AC off turns the workshop riders off, resets the deductibles and brings the car value back to the catalogue value', async () => {
    const { user } = open();
    await matrix();
    await user.click(box('AC warsztatowe plus'));
    await choose(user, 'Udział własny w szkodzie AC', '500 zł');
    await choose(user, 'Udział własny w szkodzie kradzieżowej', '10% szkody');
    await choose(user, 'Suma ubezpieczenia AC', formatAmount(66000, 0));
    expect(screen.getByRole('combobox', { name: /Suma ubezpieczenia AC/ })).toHaveValue(formatAmount(66000, 0));

    await user.click(box('Autocasco'));
    expect(box('AC warsztatowe')).not.toBeChecked();
    expect(box('AC warsztatowe plus')).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Udział własny/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    await screen.findByText(messages.RIDERS_SAVE_SUCCESS);
    expect(saved[0]!.raiders).toMatchObject({ ac: false, acWorkshop: false, acWorkshopPlus: false, shareValue: '', shareTheftValue: '', carValue: 60000 });
    expect(saved[0]!.ids).toEqual([]);
  });

  test('new AC needs both deductibles before the riders are saved', async () => {
    const { user } = open();
    await matrix();
    await user.click(box('Autocasco'));
    expect(screen.getByRole('combobox', { name: /Suma ubezpieczenia AC/ })).toHaveValue(formatAmount(60000, 0));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    expect(screen.getByRole('combobox', { name: /Udział własny w szkodzie AC/ })).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(screen.getByRole('combobox', { name: /Udział własny w szkodzie kradzieżowej/ })).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(saved).toEqual([]);

    await choose(user, 'Udział własny w szkodzie AC', 'Bez udziału własnego');
    expect(screen.getByRole('combobox', { name: /Udział własny w szkodzie AC/ })).not.toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    await choose(user, 'Udział własny w szkodzie kradzieżowej', 'Bez udziału w kradzieży');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    await screen.findByText(messages.RIDERS_SAVE_SUCCESS);
    expect(saved[0]).toMatchObject({ ids: ['P-AC'], raiders: { ac: true, shareValue: 'D0', shareTheftValue: 'T0', carValue: 60000 } });
  });

  test('a rider in variants keeps the variant ticked last', async () => {
    const { user } = open();
    await matrix();
    await user.click(box('NNW – 10 000 zł'));
    await user.click(box('NNW – 20 000 zł'));
    expect(box('NNW – 10 000 zł')).not.toBeChecked();
    expect(box('NNW – 20 000 zł')).toBeChecked();
    await user.click(box('Assistance – Premium'));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    await screen.findByText(messages.RIDERS_SAVE_SUCCESS);
    expect(saved[0]).toMatchObject({ ids: ['P-NNW-20', 'P-ASS'], raiders: { nnw: true, nnwValue: '20000', premiumAssistance: true, assistanceType: 'PREMIUM' } });
  });

  test('saves the riders with the ids of the rows chosen, says so and hides the matrix', async () => {
    const { user, form } = open();
    await matrix();
    await user.click(box('Ochrona opon'));
    await user.click(box('NNW – 10 000 zł'));
    // The choice reaches the form only once saved: a riders change needs a recalculation (001 §2).
    expect(form().getValues('riders')).toMatchObject({ tires: false, nnw: false });
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    expect(await screen.findByText(messages.RIDERS_SAVE_SUCCESS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ policyNo: POLICY_NO, ids: ['P-NNW-10', 'P-TIRES'], raiders: { tires: true, nnw: true, nnwValue: '10000' } });
    expect(form().getValues('riders')).toMatchObject({ tires: true, nnw: true });
  });

  test('a refused save says that the changes were not saved and keeps the matrix', async () => {
    saveAnswer = () => HttpResponse.json({ message: messages.RIDERS_PRICES_CHANGED, fieldErrors: {} }, { status: 409 });
    const { user, form } = open();
    await matrix();
    await user.click(box('Ochrona opon'));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    expect(await screen.findByText(messages.RIDERS_SAVE_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(messages.RIDERS_SAVE_SUCCESS)).not.toBeInTheDocument();
    expect(box('Ochrona opon')).toBeChecked();
    expect(form().getValues('riders.tires')).toBe(false);
  });

  test("the server's refusal of a deductible lands at its field", async () => {
    saveAnswer = () =>
      HttpResponse.json({ message: messages.REQUIRED_VALIDATION_ERROR, fieldErrors: { 'raiders.shareTheftValue': messages.REQUIRED_VALIDATION_ERROR } }, { status: 400 });
    const { user } = open();
    await matrix();
    await user.click(box('Autocasco'));
    await choose(user, 'Udział własny w szkodzie AC', '500 zł');
    await choose(user, 'Udział własny w szkodzie kradzieżowej', '10% szkody');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany w ubezpieczeniach' }));
    expect(await screen.findByText(messages.RIDERS_SAVE_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Udział własny w szkodzie kradzieżowej/ })).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(screen.getByRole('combobox', { name: /Udział własny w szkodzie AC/ })).not.toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
  });

  test('clearing the changes asks first: no closes the question, yes brings back the riders and new prices', async () => {
    const { user, form } = open();
    await matrix();
    await user.click(box('Ochrona opon'));
    await user.click(screen.getByRole('button', { name: 'Wyczyść zmiany' }));
    const question = await screen.findByRole('dialog', { name: 'Wyczyść zmiany' });
    expect(question).toHaveTextContent(messages.CANCEL_MESSAGE);
    await user.click(within(question).getByRole('button', { name: 'Nie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box('Ochrona opon')).toBeChecked();
    expect(priceCalls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Wyczyść zmiany' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Wyczyść zmiany' })).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(priceCalls).toBe(2));
    expect(box('Ochrona opon')).not.toBeChecked();
    expect(form().getValues('riders.tires')).toBe(false);
  });
});
