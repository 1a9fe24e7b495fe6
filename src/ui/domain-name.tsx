/**
 * A domain name that wraps after its dots rather than inside a label: "landing.<wbr>very-long-brand.<wbr>example".
 * A hyphen already lets the line break after it; a single label longer than the line still breaks
 * wherever it must (`overflow-wrap: anywhere` on the element that holds it). The text read out and
 * copied is the name unchanged (`<wbr>` adds no character).
 */
import { Fragment } from "react";

export const DomainName = ({ name }: { name: string }) => (
  <>
    {name.split(/(?<=\.)/).map((label, i) => (
      // The labels of one name, in order: their index is their identity.
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {label}
      </Fragment>
    ))}
  </>
);
