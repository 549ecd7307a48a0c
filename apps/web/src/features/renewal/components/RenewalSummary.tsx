import { formatAmount, formatIsoDateForDisplay, productLineLabels, type RenewalVerifyResponse } from '@panel/domain';
import facts from '../../../components/ui/Facts.module.css';

const frequencyLabels = { '1': 'jednorazowo', '2': 'w dwóch ratach' } as const;

/** The verified renewal, and with `withOffer` the offer the agent presents to the customer (000 §4). */
export function RenewalSummary({ result, withOffer = false }: { result: RenewalVerifyResponse; withOffer?: boolean }) {
  const offer = result.offer;
  return (
    <dl className={facts.facts}>
      <div>
        <dt>Numer polisy</dt>
        <dd>{result.policyNo}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{result.status}</dd>
      </div>
      <div>
        <dt>Data wznowienia</dt>
        <dd>{formatIsoDateForDisplay(result.renewalDate)}</dd>
      </div>
      {result.regNo && (
        <div>
          <dt>Nr rejestracyjny</dt>
          <dd>{result.regNo}</dd>
        </div>
      )}
      {withOffer && offer && (
        <>
          <div>
            <dt>Produkt</dt>
            <dd>{productLineLabels[offer.productLine]}</dd>
          </div>
          {offer.vehicle && (
            <div>
              <dt>Pojazd</dt>
              <dd>{offer.vehicle}</dd>
            </div>
          )}
          <div>
            <dt>Okres ubezpieczenia</dt>
            <dd>
              {formatIsoDateForDisplay(offer.startDate)} – {formatIsoDateForDisplay(offer.endDate)}
            </dd>
          </div>
          <div>
            <dt>Składka</dt>
            <dd>
              {formatAmount(offer.price)}, {frequencyLabels[offer.paymentFrequency]}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
