import { useSite } from '../PageDataContext';

export function PhoneAndEmailItems() {
  const { facts } = useSite();
  return (
    <>
      {facts.phones.map((phone) => (
        <li key={phone.dial}>
          <a href={`tel:${phone.dial}`}>{phone.display}</a>
        </li>
      ))}
      <li>
        <a href={`mailto:${facts.email}`}>{facts.email}</a>
      </li>
    </>
  );
}
