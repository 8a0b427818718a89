import { addressLines } from '../../address';

/** An address written as on a parcel, one line each: the address book's cards and a delivered reward's address. */
export function PostalAddress({
  address,
  className,
}: {
  address: Parameters<typeof addressLines>[0];
  className?: string;
}) {
  return (
    <address className={className}>
      {addressLines(address).map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}
