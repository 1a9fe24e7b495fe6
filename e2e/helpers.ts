/** Signs in through the API so that the browser context holds the session cookie. */
import type { APIRequestContext, Page } from "@playwright/test";

export const DEMO = { username: "demo", password: "Demo-pass-1" } as const;
export const NEWBIE = { username: "newbie", password: "Newbie-pass-1" } as const;

export const signIn = async (target: Page | APIRequestContext, who: { username: string; password: string } = DEMO) => {
  const request = "request" in target ? target.request : target;
  const response = await request.post("/publisher/api/login", { data: { ...who, _remember_me: true } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
};
