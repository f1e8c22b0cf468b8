import { useShellText, useSite } from '../PageDataContext';
import { ContactCards } from '../mdx/ContactCards';
import { OfficeHours } from '../mdx/OfficeHours';
import { SEARCH_IDS } from './searchIds';

/**
 * The firm's facts a visitor asks the search for, each with the words that ask for it: the script shows
 * the one a question names above the results. A fact the firm has not given (parking) says how to ask.
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
  const answers = {
    contact: <ContactCards stacked />,
    hours: <OfficeHours />,
    fees: [<p key="free">{text.firstConsultationFree}</p>, askUs],
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
          data-search-terms={JSON.stringify(text.factWords[name as 'contact'].split(', '))}
        >
          {answer}
        </li>
      ))}
    </ul>
  );
}
