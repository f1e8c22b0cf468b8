import type { ReactNode } from 'react';
import { useShellText, useSite } from '../PageDataContext';
import { ContactList } from '../layout/ContactList';
import { formatAddressLines } from '../layout/formatAddress';
import { OfficeHoursList } from '../layout/OfficeHoursList';
import { SEARCH_IDS } from './searchIds';

/**
 * The firm's facts a visitor asks the search for (the number, the hours, the fees…), each with the
 * words that ask for it: the script shows the one a question names above the results. A fact the
 * firm has not given (parking) answers with how to ask.
 */
export function FactAnswers() {
  const { facts } = useSite();
  const text = useShellText();
  const phone = facts.phones[0];
  const askUs = (
    <p>
      {text.askUs} {phone && <a href={`tel:${phone.dial}`}>{phone.display}</a>}
      {text.orWriteTo} <a href={`mailto:${facts.email}`}>{facts.email}</a>.
    </p>
  );
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddressLines(facts.address).join(', '))}`;
  const answers: Record<keyof typeof text.factWords, ReactNode> = {
    contact: (
      <>
        <ContactList />
        <a href={map}>{text.onTheMap}</a>
      </>
    ),
    hours: (
      <>
        <OfficeHoursList />
        <p>{facts.appointmentNote}</p>
      </>
    ),
    fees: (
      <>
        <p>{text.firstConsultationFree}</p>
        {askUs}
      </>
    ),
    languages: <p>{facts.languagesServed}</p>,
    response: <p>{facts.responseTime}.</p>,
    notGiven: askUs,
  };
  return (
    <ul id={SEARCH_IDS.facts} hidden>
      {Object.entries(answers).map(([name, answer]) => (
        <li
          key={name}
          data-fact={name}
          data-search-terms={JSON.stringify(text.factWords[name as keyof typeof answers].split(', '))}
        >
          {answer}
        </li>
      ))}
    </ul>
  );
}
