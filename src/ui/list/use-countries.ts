/**
 * The country list of `/countries.jsonld` for the country picker (src/ui/country-picker.tsx), loaded
 * once per page and kept for the session: it is a reference list. A failed load leaves the picker
 * without options (spec 02 section 8: lookups ignore failed loads); only a lost session goes to login.
 */
import { Either } from "effect";
import { useEffect, useState } from "react";
import type { Country } from "../../../contracts/lookups.contract";
import { runApi, withApi } from "../../api";
import { useListServices } from "./list-services";

let cached: ReadonlyArray<Country> | null = null;

/** The countries (most popular first, as the server sends them), or null while they load. */
export const useCountries = (): ReadonlyArray<Country> | null => {
  const { api, handleError } = useListServices();
  const [countries, setCountries] = useState(cached);
  useEffect(() => {
    if (countries) return;
    const controller = new AbortController();
    void runApi(
      api,
      withApi((a) => a.lookups.countries()),
      controller.signal,
    ).then((answer) => {
      if (Either.isLeft(answer)) {
        if (answer.left._tag === "Unauthorized") handleError(answer.left);
        return;
      }
      cached = answer.right["hydra:member"];
      setCountries(cached);
    });
    return () => controller.abort();
  }, [api, countries, handleError]);
  return countries;
};
