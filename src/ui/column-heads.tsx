/** A table's column header cells, each the translated name of its column (`values` fill the message's placeholders). */
import { FormattedMessage } from "react-intl";

export interface ColumnHead {
  readonly id: string;
  readonly className: string;
  readonly values?: Readonly<Record<string, string>>;
}

export const ColumnHeads = ({ columns }: { columns: ReadonlyArray<ColumnHead> }) => (
  <>
    {columns.map(({ id, className, values }) => (
      <th key={id} scope="col" className={className}>
        <FormattedMessage id={id} values={values} />
      </th>
    ))}
  </>
);
