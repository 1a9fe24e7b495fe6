/**
 * The one builder of hydra collections, shaped the way API Platform answers them: the envelope
 * (`@context`, `@id`, `hydra:member`, `hydra:totalItems`) and, for paged lists, `hydra:itemsPerPage`
 * and a `hydra:view` whose links repeat the request's known parameters with another `page`.
 */
import type { FastifyRequest } from "fastify";
import { iri } from "../../contracts/hydra";
import { DEFAULT_PAGE_SIZE } from "../../contracts/list-query";

/** A collection resource: its IRI, its members' type, and the query parameters its page links keep. */
export interface ListResource {
  readonly path: string;
  readonly type: string;
  readonly params: ReadonlySet<string>;
}

/** The list at `iri(...segments)` of members of `type`, keeping the parameters of `query` (a contract's `Schema.Struct`). */
export const listResource = (
  type: string,
  query: { readonly fields: object } | null,
  ...segments: ReadonlyArray<string>
): ListResource => ({
  path: iri(...segments),
  type,
  params: new Set(query === null ? [] : Object.keys(query.fields)),
});

const envelope = <T>(list: Pick<ListResource, "path" | "type">, members: ReadonlyArray<T>, total: number) => ({
  "@context": iri("contexts", list.type),
  "@id": list.path,
  "@type": "hydra:Collection" as const,
  "hydra:member": members,
  "hydra:totalItems": total,
});

/** Some members of a collection of `total` (a cursor's window, such as the support chat's page), without page links. */
export const windowOf = <T>(list: Pick<ListResource, "path" | "type">, members: ReadonlyArray<T>, total: number) =>
  envelope(list, members, total);

/** A whole (unpaged) collection. */
export const collection = <T>(list: Pick<ListResource, "path" | "type">, members: ReadonlyArray<T>) =>
  envelope(list, members, members.length);

export interface PageRequest {
  readonly page?: number | undefined;
  readonly itemsPerPage?: number | undefined;
}

const encode = (s: string) => encodeURIComponent(s);

/**
 * One page of a list: the members at `positions[(page-1)*itemsPerPage ...]`, each built by `member`
 * (so a 50,000-row list builds only the page it answers), with `hydra:view` links that keep the
 * request's filters.
 */
export const pagedList = <T>(
  request: FastifyRequest,
  list: ListResource,
  paging: PageRequest,
  positions: ArrayLike<number>,
  member: (position: number) => T,
) => {
  const { path, params } = list;
  const page = paging.page ?? 1;
  const itemsPerPage = paging.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const total = positions.length;
  const last = Math.max(1, Math.ceil(total / itemsPerPage));
  const kept = Object.entries((request.query ?? {}) as Record<string, string | string[]>)
    .filter(([key]) => key !== "page" && params.has(key))
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${encode(v)}`));
  const at = (p: number) => `${path}?${[...kept, `page=${p}`].join("&")}`;
  const offset = (page - 1) * itemsPerPage;
  const members: T[] = [];
  for (let i = offset; i < Math.min(total, offset + itemsPerPage); i++) members.push(member(positions[i]!));
  return {
    ...envelope(list, members, total),
    "hydra:itemsPerPage": itemsPerPage,
    "hydra:view": {
      "@id": at(page),
      "@type": "hydra:PartialCollectionView" as const,
      "hydra:first": at(1),
      "hydra:last": at(last),
      ...(page > 1 ? { "hydra:previous": at(page - 1) } : {}),
      ...(page < last ? { "hydra:next": at(page + 1) } : {}),
    },
  };
};
