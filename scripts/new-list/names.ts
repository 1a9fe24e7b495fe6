/** The names a new list is spelled with in each file, from the area and the list name given on the command line. */

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());
/** "promo-codes" → "Promo codes": how a menu entry or a list is titled in English. */
const title = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
/** The singular of an English plural, for the record's type ("partners" → "partner", "categories" → "category"). */
const singular = (s: string) =>
  s
    .replace(/ies$/, "y")
    .replace(/sses$/, "ss")
    .replace(/(x|ch|sh)es$/, "$1")
    .replace(/s$/, "");

export interface Names {
  /** The area, kebab-case: the contract's, the handler's and the feature folder's file name ("referrals"). */
  readonly area: string;
  /** The list, a kebab-case plural: the seed's, the test's and the message file's name ("partners"). */
  readonly name: string;
  /** The contract group's identifier (`api.<group>.<endpoint>`), the menu path's message key ("referrals"). */
  readonly group: string;
  /** The group's constant ("ReferralsGroup"). */
  readonly Group: string;
  /** The endpoint, the seed's accessor stem and the message keys' prefix ("partners"). */
  readonly list: string;
  /** The record's type ("Partner"). */
  readonly One: string;
  /** The stem of the record's constants ("PARTNER": PARTNER_ORDER). */
  readonly ONE: string;
  /** The page component ("ReferralsPage") and the list component of a tab ("PartnersList"). */
  readonly Page: string;
  readonly List: string;
  /** The endpoint's path segment, spelled as API Platform spells a resource ("support_tickets"). */
  readonly resource: string;
  /** English titles: the area's (menu entry and page title) and the list's. */
  readonly areaTitle: string;
  readonly listTitle: string;
}

export const AREA = /^[a-z][a-z]*(-[a-z]+)*$/;
export const LIST_NAME = /^[a-z][a-z]*(-[a-z]+)*s$/;

export const namesOf = (area: string, name: string, group = camel(area)): Names => {
  const one = singular(name);
  return {
    area,
    name,
    group,
    Group: `${pascal(group)}Group`,
    list: camel(name),
    One: pascal(one),
    ONE: one.replace(/-/g, "_").toUpperCase(),
    Page: `${pascal(area)}Page`,
    List: `${pascal(name)}List`,
    resource: name.replace(/-/g, "_"),
    areaTitle: title(area),
    listTitle: title(name),
  };
};
