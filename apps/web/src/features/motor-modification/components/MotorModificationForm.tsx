import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import {
  cpMtaModelRulesSchema,
  inspectionNotice,
  isoDateInPoland,
  messages,
  OWNER_TYPE_COMPANY,
  panelSpelt,
  referralReasons,
  type CpMtaLoadResponse,
  type CpMtaModel,
  type MtaSaveResponse,
  type MtaSection,
} from '@panel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { useDraft } from '../../../lib/draft';
import { registerErrorMessage } from '../../../lib/error-events';
import { requiredFieldError, setServerFieldErrors } from '../../../lib/forms';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { paths } from '../../../lib/paths';
import { useRecalculate } from '../api/recalculate';
import { useSaveMta } from '../api/save-mta';
import { CarDataSection } from './CarDataSection';
import { ChangeSummary } from './ChangeSummary';
import { DocumentsDialog } from './DocumentsDialog';
import { MessageDialog } from './MessageDialog';
import { changedSections, editedParts, isSectionVisible, same, sectionFields, sectionOfPath, sectionOrder, sectionTitles } from './mta-sections';
import { OtherDataSection } from './OtherDataSection';
import { PricePanel } from './PricePanel';
import { RegNoSection } from './RegNoSection';
import { SectionBlock } from './SectionBlock';
import { CessionSection } from './sections/CessionSection';
import { OwnersSection } from './sections/OwnersSection';
import { PaymentSection } from './sections/PaymentSection';
import { RidersSection } from './sections/RidersSection';
import classes from './MotorModificationForm.module.css';

type Popup = 'cancel' | 'referral' | 'inspection' | 'phone' | null;
/** The sections an attempt found invalid (named while they still have errors), or a message. */
type Problem = { sections: readonly MtaSection[] } | { message: string } | null;

/** Every failing field's path, e.g. `carData.make`, from the nested form errors. */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || typeof value !== 'object' || value === null) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}

const addTo = <T,>(set: ReadonlySet<T>, item: T) => new Set(set).add(item);
const removeFrom = <T,>(set: ReadonlySet<T>, item: T) => {
  const next = new Set(set);
  next.delete(item);
  return next;
};

/**
 * The modification of one policy (001 §2, §4): the whole model in one form, the sections, and the flow — changes are
 * tracked against the policy in force; riders saved earlier in the riders panel are the form's starting point, so they
 * are a change like any other; any change needs a recalculation, and the priced change can be accepted; a referral or
 * a change against the terms (OWU) stops it; after the save the documents step leads to the concluded policies list.
 * What is typed is kept as a draft until saved or cancelled.
 */
export function MotorModificationForm({ loaded }: { loaded: CpMtaLoadResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { model, start } = useMemo(() => {
    const { pendingRiders, ...inForce } = loaded;
    return { model: inForce, start: pendingRiders ? { ...inForce, riders: pendingRiders } : inForce };
  }, [loaded]);
  const resolver = useMemo(
    () => zodResolver(cpMtaModelRulesSchema(isoDateInPoland(new Date())), { error: requiredFieldError }, { raw: true }) as unknown as Resolver<CpMtaModel>,
    [],
  );
  const form = useForm<CpMtaModel>({ defaultValues: start, resolver, mode: 'onChange' });
  useDraft(`cpmta:${model.policyNo}`, form, panelSpelt);
  useEffect(() => registerErrorMessage('/partner/rest/mta/cp/', messages.POLICY_CHANGE_ERROR), []);
  const recalculate = useRecalculate();
  const save = useSaveMta();

  const values = useWatch({ control: form.control }) as CpMtaModel;
  const [ticked, setTicked] = useState<ReadonlySet<MtaSection>>(new Set());
  /**
   * Selected sections are open unless collapsed: a restored draft opens its changed sections. Riders saved earlier
   * start collapsed: they cannot be expanded until recalculated (001 §2).
   */
  const [collapsed, setCollapsed] = useState<ReadonlySet<MtaSection>>(() => new Set(loaded.pendingRiders ? ['RIDERS'] : []));
  /** The edited parts as last priced without a referral; the change can be saved while they are unchanged. */
  const [priced, setPriced] = useState<unknown[] | null>(null);
  const [saveKey, setSaveKey] = useState(newIdempotencyKey);
  const [popup, setPopup] = useState<Popup>(null);
  const [referralReason, setReferralReason] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [saved, setSaved] = useState<MtaSaveResponse | null>(null);
  const actionsId = useId();

  const changed = changedSections(model, values);
  const needsSave = changed.length > 0;
  const isPriced = priced !== null && same(priced, editedParts(values));
  const needsRecalculation = needsSave && !isPriced;
  /** A riders change since the last pricing (001 §2): the riders cannot be expanded again until recalculated. */
  const ridersBase = priced ? (priced[sectionOrder.indexOf('RIDERS')] as CpMtaModel['riders']) : model.riders;
  const ridersNeedRefresh = !same(ridersBase, values.riders);
  const selected = (section: MtaSection) => ticked.has(section) || changed.includes(section);

  function select(section: MtaSection, on: boolean) {
    if (on) {
      setTicked((current) => addTo(current, section));
      setCollapsed((current) => (section === 'RIDERS' && ridersNeedRefresh ? addTo(current, section) : removeFrom(current, section)));
      return;
    }
    // Unticking a section takes back its changes.
    const field = sectionFields[section];
    form.setValue(field, structuredClone(model[field]));
    form.clearErrors(field);
    setTicked((current) => removeFrom(current, section));
  }

  /** Opens every section with an error and says which. */
  function showInvalidSections(paths: readonly string[]) {
    const failing = sectionOrder.filter((section) => paths.some((path) => sectionOfPath(path) === section));
    setTicked((current) => new Set([...current, ...failing]));
    setCollapsed((current) => new Set([...current].filter((section) => !failing.includes(section))));
    setProblem(failing.length > 0 ? { sections: failing } : { message: messages.COMMUNICATION_ERROR });
  }

  // A section put right, or unticked and so taken back, is no longer named.
  const { errors } = form.formState;
  const invalidSections = problem && 'sections' in problem ? problem.sections.filter((section) => errors[sectionFields[section]] !== undefined) : [];
  const problemText =
    problem && 'message' in problem
      ? problem.message
      : invalidSections.length > 0
        ? `Popraw błędy w sekcjach: ${invalidSections.map((section) => sectionTitles[section]).join(', ')}.`
        : null;

  function showFailure(failure: unknown) {
    if (!(failure instanceof HttpError)) throw failure;
    const fields = setServerFieldErrors(form, failure, (path) => (sectionOfPath(path) === undefined ? undefined : (path as Path<CpMtaModel>)));
    if (fields.length > 0) showInvalidSections(fields);
    else setProblem({ message: failure.message });
  }

  async function onRecalculate() {
    setProblem(null);
    if (!(await form.trigger())) {
      // The form state of this render is not updated yet: the resolver names the failing fields.
      const { errors } = await resolver(form.getValues(), undefined, { fields: {}, shouldUseNativeValidation: false });
      showInvalidSections(errorPaths(errors));
      return;
    }
    try {
      const answer = await recalculate.mutateAsync(form.getValues());
      if (answer.referralCode !== null || answer.changeIncompatibleWithOWU) {
        setPriced(null);
        setReferralReason(answer.referralCode === null ? null : (referralReasons[answer.referralCode] ?? null));
        setPopup('referral');
        return;
      }
      form.setValue('priceDto', answer.priceDto);
      form.setValue('summary', answer.summary);
      setPriced(editedParts(form.getValues()));
      setSaveKey(newIdempotencyKey());
      // The riders' prices follow the recalculated change.
      void queryClient.invalidateQueries({ queryKey: ['mta', 'prices', model.policyNo] });
      if (answer.inspectionNeeded) setPopup('inspection');
    } catch (failure) {
      showFailure(failure);
    }
  }

  /** The owners' data is being changed and the person's phone kept as it was: the agent confirms it is current. */
  function phoneNeedsConfirmation(): boolean {
    const owner = form.getValues('owners.mainOwner');
    return selected('OWNERS') && owner.ownerType !== OWNER_TYPE_COMPANY && owner.phoneNumber === model.owners.mainOwner.phoneNumber;
  }

  function correctPhone() {
    setPopup(null);
    setCollapsed((current) => removeFrom(current, 'OWNERS'));
    // The section opens in this render: focus the field once it is there.
    setTimeout(() => form.setFocus('owners.mainOwner.phoneNumber'));
  }

  async function onAccept(phoneConfirmed = false) {
    if (!phoneConfirmed && phoneNeedsConfirmation()) {
      setPopup('phone');
      return;
    }
    setPopup(null);
    setProblem(null);
    const current = form.getValues();
    try {
      const answer = await save.mutateAsync({ model: current, idempotencyKey: saveKey });
      // The saved change is the form's new starting point: the draft is dropped.
      form.reset(current);
      setSaved(answer);
    } catch (failure) {
      showFailure(failure);
    }
  }

  function onCancelConfirmed() {
    form.reset(model);
    setPopup(null);
    navigate(paths.dashboard.getHref());
  }

  const block = (section: MtaSection, content: ReactNode) =>
    isSectionVisible(section, values) && (
      <SectionBlock
        key={section}
        title={sectionTitles[section]}
        selected={selected(section)}
        onSelectedChange={(on) => select(section, on)}
        expanded={!collapsed.has(section)}
        onExpandedChange={(open) => setCollapsed((current) => (open ? removeFrom(current, section) : addTo(current, section)))}
        notice={section === 'RIDERS' && ridersNeedRefresh ? messages.RIDERS_CHANGE_ERROR : undefined}
        locked={section === 'RIDERS' && ridersNeedRefresh}
      >
        {content}
      </SectionBlock>
    );

  const policyNo = model.policyNo;
  return (
    <FormProvider {...form}>
      <div className={classes.layout}>
        <form className={classes.sections} noValidate onSubmit={(event) => event.preventDefault()}>
          <Text>Zaznacz sekcje, które chcesz zmienić, wprowadź zmiany, a następnie przelicz składkę i zaakceptuj zmiany.</Text>
          {block('REG_NO', <RegNoSection currentRegNo={model.regNo} />)}
          {block('CAR_DATA', <CarDataSection policyNo={policyNo} />)}
          {block('OTHER_DATA', <OtherDataSection policyNo={policyNo} />)}
          {block('CESSION', <CessionSection policyNo={policyNo} />)}
          {block('OWNERS', <OwnersSection policyNo={policyNo} />)}
          {block('RIDERS', <RidersSection policyNo={policyNo} />)}
          {block('PAYMENT', <PaymentSection policyNo={policyNo} />)}
          {isPriced && <ChangeSummary rows={values.summary} />}
        </form>
        <aside className={classes.aside} aria-label="Zmiana polisy">
          <section className={classes.card} aria-labelledby={`${actionsId}-title`}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={`${actionsId}-title`}>
                Zmiany
              </Title>
              <div id={actionsId} aria-live="polite">
                {changed.length === 0 ? (
                  <Text size="sm">Nie wprowadzono jeszcze zmian.</Text>
                ) : (
                  <ul className={classes.changed} aria-label="Zmienione sekcje">
                    {changed.map((section) => (
                      <li key={section}>{sectionTitles[section]}</li>
                    ))}
                  </ul>
                )}
                {needsRecalculation && priced !== null && (
                  <Text size="sm" mt="xs">
                    Dane zmieniły się od ostatniego przeliczenia – przelicz składkę ponownie.
                  </Text>
                )}
              </div>
              {isPriced && (
                <section aria-labelledby={`${actionsId}-price`}>
                  <Title order={3} size="h5" mb={4} id={`${actionsId}-price`}>
                    Składka
                  </Title>
                  <PricePanel price={values.priceDto} />
                </section>
              )}
              {problemText && (
                <Alert color="red" variant="light" role="alert">
                  {problemText}
                </Alert>
              )}
              {saved ? (
                <Text size="sm" fw={600} role="status">
                  Zmiany zostały zapisane.
                </Text>
              ) : (
                <>
                  {needsRecalculation && (
                    <Button onClick={() => void onRecalculate()} loading={recalculate.isPending}>
                      Przelicz składkę
                    </Button>
                  )}
                  {needsSave && isPriced && (
                    <Button onClick={() => void onAccept()} loading={save.isPending}>
                      Akceptuj zmiany
                    </Button>
                  )}
                  <Button variant="default" onClick={() => setPopup('cancel')}>
                    Anuluj zmiany
                  </Button>
                </>
              )}
            </Stack>
          </section>
        </aside>
      </div>
      <MessageDialog
        opened={popup === 'cancel'}
        title="Anulowanie zmian"
        message={messages.CANCEL_CHANGES_CONFIRM}
        confirm={{ label: 'Tak, anuluj zmiany', onClick: onCancelConfirmed }}
        dismiss={{ label: 'Nie, wróć do zmian', onClick: () => setPopup(null) }}
        onClose={() => setPopup(null)}
      />
      <MessageDialog
        opened={popup === 'referral'}
        title="Zmiana niedozwolona"
        message={messages.REFERRAL_ERROR}
        detail={referralReason ?? undefined}
        confirm={{ label: 'Wróć do zmian', onClick: () => setPopup(null) }}
        onClose={() => setPopup(null)}
      />
      <MessageDialog
        opened={popup === 'phone'}
        title="Telefon właściciela"
        message={messages.PHONE_CONFIRM}
        confirm={{ label: 'Tak, zapisz zmiany', onClick: () => void onAccept(true) }}
        dismiss={{ label: 'Nie, popraw numer', onClick: correctPhone }}
        onClose={() => setPopup(null)}
      />
      <MessageDialog
        opened={popup === 'inspection'}
        title="Wymagana inspekcja pojazdu"
        message={inspectionNotice(isoDateInPoland(new Date()))}
        confirm={{ label: 'Rozumiem', onClick: () => setPopup(null) }}
        onClose={() => setPopup(null)}
      />
      {saved && <DocumentsDialog saved={saved} onFinish={() => navigate(paths.dashboard.getHref())} />}
    </FormProvider>
  );
}
