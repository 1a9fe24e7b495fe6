/** Builds hydra collections, paged the way API Platform pages them. */
export const collection = <T>(id: string, members: ReadonlyArray<T>) => ({
  "@context": `/publisher/api/contexts/${id.split("/").pop()}`,
  "@id": id,
  "@type": "hydra:Collection" as const,
  "hydra:member": members,
  "hydra:totalItems": members.length,
});

/** One page of `all`, with `hydra:view` links when there is more than one page. */
export const pagedCollection = <T>(id: string, all: ReadonlyArray<T>, page = 1, itemsPerPage = 30) => {
  const last = Math.max(1, Math.ceil(all.length / itemsPerPage));
  const at = (p: number) => `${id}?page=${p}`;
  return {
    ...collection(id, all.slice((page - 1) * itemsPerPage, page * itemsPerPage)),
    "hydra:totalItems": all.length,
    "hydra:itemsPerPage": itemsPerPage,
    ...(last > 1
      ? {
          "hydra:view": {
            "@id": at(page),
            "@type": "hydra:PartialCollectionView" as const,
            "hydra:first": at(1),
            "hydra:last": at(last),
            ...(page > 1 ? { "hydra:previous": at(page - 1) } : {}),
            ...(page < last ? { "hydra:next": at(page + 1) } : {}),
          },
        }
      : {}),
  };
};
