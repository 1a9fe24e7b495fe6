/**
 * The controls that load after the first paint (src/ui/deferred.tsx): until its code arrives each shows
 * a plain button named as the real one, and what the user does to it is not lost. Here the module is
 * one the test holds (its import resolves when the test says), and the real control is Headless UI's
 * menu or popover, as the header's are. Moved from e2e/deferred-controls.spec.ts (the real chunks held
 * in a browser, the late click racing React's swap and the phone's drawer stay there).
 */
import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { screen, waitFor } from "@testing-library/react";
import { act } from "@testing-library/react";
import { expect, test } from "vitest";
import { CLICK_KEYS, DeferredControl, deferredModule, MENU_KEYS, PLACEHOLDER_PROPS } from "../../../src/ui/deferred";
import { renderInPortal } from "../render";

const RealMenu = () => (
  <Menu>
    <MenuButton>User menu</MenuButton>
    <MenuItems>
      <MenuItem>
        <a href="#settings">Settings</a>
      </MenuItem>
      <MenuItem>
        <a href="#language">English</a>
      </MenuItem>
      <MenuItem>
        <a href="#logout">Log out</a>
      </MenuItem>
    </MenuItems>
  </Menu>
);

const RealPopover = () => (
  <Popover>
    <PopoverButton>Latest news</PopoverButton>
    <PopoverPanel>
      <ul aria-label="Latest news">
        <li>New smartlink verticals</li>
      </ul>
    </PopoverPanel>
  </Popover>
);

/** A control whose code arrives when `arrive()` is called. */
const held = (kind: "menu" | "popover") => {
  let arrive = () => {};
  const code = new Promise<{ Control: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ Control: kind === "menu" ? RealMenu : RealPopover });
  });
  let asked = false;
  const module = deferredModule(
    () => {
      asked = true;
      return code;
    },
    () => undefined,
  );
  const name = kind === "menu" ? "User menu" : "Latest news";
  const ui = (
    <DeferredControl
      module={module}
      keys={kind === "menu" ? MENU_KEYS : CLICK_KEYS}
      placeholder={<button {...PLACEHOLDER_PROPS}>{name}</button>}
    >
      {({ Control }) => <Control />}
    </DeferredControl>
  );
  return { ui, name, asked: () => asked, arrive: () => act(async () => arrive()) };
};

/** The open menu has the focus, and its active item (aria-activedescendant) is `name`. */
const expectActive = async (name: string) => {
  const menu = await screen.findByRole("menu");
  await waitFor(() => expect(document.activeElement).toBe(menu));
  await waitFor(() => expect(menu.getAttribute("aria-activedescendant")).toBe(screen.getByRole("menuitem", { name }).id));
};

test("a click on the user menu before its code arrives opens it when it does", async () => {
  const control = held("menu");
  const { user } = await renderInPortal(control.ui);
  const button = screen.getByRole("button", { name: control.name });
  expect(button.getAttribute("aria-expanded")).toBe("false");
  await user.click(button);
  await waitFor(() => expect(control.asked()).toBe(true));
  expect(screen.queryByRole("menu")).toBeNull();
  await control.arrive();
  expect(await screen.findByRole("menuitem", { name: "Settings" })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole("button", { name: control.name }).getAttribute("aria-expanded")).toBe("true"));
});

test("ArrowUp on the user menu before its code arrives opens it on its last item", async () => {
  const control = held("menu");
  const { user } = await renderInPortal(control.ui);
  screen.getByRole("button", { name: control.name }).focus();
  await user.keyboard("{ArrowUp}");
  await waitFor(() => expect(control.asked()).toBe(true));
  await control.arrive();
  await expectActive("Log out");
});

test("Enter on a menu before its code arrives opens it on its first item (the language selector's keys)", async () => {
  const control = held("menu");
  const { user } = await renderInPortal(control.ui);
  screen.getByRole("button", { name: control.name }).focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(control.asked()).toBe(true));
  await control.arrive();
  await expectActive("Settings");
});

test("Enter on the news button before its code arrives opens the news, the button keeping the focus", async () => {
  const control = held("popover");
  const { user } = await renderInPortal(control.ui);
  screen.getByRole("button", { name: control.name }).focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(control.asked()).toBe(true));
  await control.arrive();
  expect(await screen.findByRole("list", { name: "Latest news" })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: control.name })));
});

test("the focus alone loads the code and hands the focus over; nothing opens", async () => {
  const control = held("menu");
  await renderInPortal(control.ui);
  screen.getByRole("button", { name: control.name }).focus();
  await waitFor(() => expect(control.asked()).toBe(true));
  await control.arrive();
  await waitFor(() => expect(screen.getByRole("button", { name: control.name }).getAttribute("aria-haspopup")).toBe("menu"));
  expect(document.activeElement).toBe(screen.getByRole("button", { name: control.name }));
  expect(screen.queryByRole("menu")).toBeNull();
});

test("the code fetched when the browser is idle waits behind the plain button until the pointer comes near", async () => {
  const control = held("menu");
  const { user } = await renderInPortal(control.ui);
  // Nobody touched the button: the browser's idle time asks for the code.
  await waitFor(() => expect(control.asked()).toBe(true));
  await control.arrive();
  await act(async () => undefined);
  const button = () => screen.getByRole("button", { name: control.name });
  expect(button().getAttribute("aria-haspopup")).toBeNull();
  await user.hover(button());
  await waitFor(() => expect(button().getAttribute("aria-haspopup")).toBe("menu"));
  expect(screen.queryByRole("menu")).toBeNull();
});
