import { useSite } from '../PageDataContext';

/** The firm's phone numbers and e-mail as list items, for the top strip and the footer. */
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
