import { Fragment } from 'react';
import { type FirmPhone, useFormWords } from './formWords';

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
