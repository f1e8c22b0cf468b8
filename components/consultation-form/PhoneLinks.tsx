import { Fragment } from 'react';
import { type FirmPhone, useFormWords } from './formWords';

/** The firm's phones as `tel:` links, in running text: "A", "A or B", "A, B or C". */
export function PhoneLinks({ phones }: { phones: readonly FirmPhone[] }) {
  const words = useFormWords();
  return (
    <>
      {phones.map((phone, index) => (
        <Fragment key={phone.dial}>
          {index > 0 && (index === phones.length - 1 ? words.or : ', ')}
          <a href={`tel:${phone.dial}`}>{phone.display}</a>
        </Fragment>
      ))}
    </>
  );
}
