import { type OfficeAddress } from '@panel/domain';
import { useOfficeAddress } from '../api/get-office-address';
import { ProfileBlock } from './ProfileBlock';

function isComplete(address: OfficeAddress): address is OfficeAddress & { street: string; city: string; postArea: string } {
  return Boolean(address.street && address.city && address.postArea);
}

/** The office address box (000 §3): shown only with street, city and postcode; a failed call shows '-' (000 §8). */
export function OfficeAddressBox() {
  const address = useOfficeAddress();
  if (address.isError) {
    return (
      <ProfileBlock title="Adres biura">
        <p>-</p>
      </ProfileBlock>
    );
  }
  if (!address.isSuccess || !isComplete(address.data)) return null;
  const { street, streetNo, city, postArea } = address.data;
  return (
    <ProfileBlock title="Adres biura">
      <address style={{ fontStyle: 'normal' }}>
        {[street, streetNo].filter(Boolean).join(' ')}
        <br />
        {postArea} {city}
      </address>
    </ProfileBlock>
  );
}
