/** A frame's critical stylesheet (decision 072): the rules its markup can use, and everything that is not a style rule. */
import { describe, expect, it } from "vitest";
import { criticalCss, markupClasses } from "../../scripts/critical-css";

const SHEET = [
  ":root{--brand:#4f46e5}",
  "html{line-height:1.5}",
  '@property --tw-shadow{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:hidden{display:none}.w-\\[227px\\]{width:227px}}",
  "@media (min-width:768px){.md\\:flex{display:flex}.md\\:block{display:block}}",
  ".dark\\:bg-slate-900:where(.dark,.dark *){background:#0f172a}",
  ".group:not(.open) .flex{opacity:.5}",
  ".card,.panel{border:1px solid}",
  "a.link:hover{color:red}",
  "[data-shell=frame]{min-height:100vh}",
].join("");

const MARKUP = '<div data-shell="frame" class="flex md:flex w-[227px] dark:bg-slate-900"><aside class="group panel"></aside></div>';

describe("criticalCss", () => {
  const kept = criticalCss(SHEET, MARKUP, ["dark"]);

  it("keeps a rule whose classes are all on the page, or on <html> by the head's script", () => {
    expect(kept).toContain(".flex{display:flex}");
    expect(kept).toContain("display:flex}"); // .md\:flex inside its media block
    expect(kept).toMatch(/\.md\\:flex\{display:flex\}/);
    expect(kept).toMatch(/\.w-\\\[227px\\\]\{width:227px\}/);
    expect(kept).toContain("background:#0f172a");
  });

  it("drops a rule naming a class the page does not use", () => {
    expect(kept).not.toContain("display:grid");
    expect(kept).not.toContain("md\\:hidden");
    expect(kept).not.toContain("md\\:block");
    expect(kept).not.toContain("a.link");
  });

  it("keeps a selector list when one of its selectors applies, and a class only under :not() does not count", () => {
    expect(kept).toMatch(/\.card,\.panel\{border:1px( solid)?\}/);
    expect(kept).toContain("opacity:.5");
  });

  it("keeps what is not a style rule, and rules without classes", () => {
    expect(kept).toContain("--brand:#4f46e5");
    expect(kept).toContain("line-height:1.5");
    expect(kept).toContain("@property --tw-shadow");
    expect(kept).toContain("@keyframes spin");
    expect(kept).toContain("[data-shell=frame]");
  });

  it("without the class on <html>, the dark variant goes too", () => {
    const light = criticalCss(".dark\\:bg-slate-900:where(.dark,.dark *){background:#0f172a}", '<p class="dark:bg-slate-900"></p>', []);
    expect(light).toContain("background:#0f172a");
    expect(criticalCss(".dark .x{color:red}", '<p class="x"></p>', [])).not.toContain("color:red");
    expect(criticalCss(".dark .x{color:red}", '<p class="x"></p>', ["dark"])).toContain("color:red");
  });
});

describe("markupClasses", () => {
  it("reads every class attribute, entities decoded", () => {
    expect([...markupClasses('<a class=" a  b\tc"></a><b class="a&amp;b"></b><i id="class"></i>')]).toEqual(["a", "b", "c", "a&b"]);
  });
});
