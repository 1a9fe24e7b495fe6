/** Issue 35.13: a downloaded creative is named after the creative, safely, with its file's extension ("41020.svg" before). */
import { describe, expect, it } from "vitest";
import { creativeFileName } from "../../src/features/offers/creative-file-name";

const creative = (name: string, url = "/publisher/api/cdn/creatives/41020.svg") => ({ id: 41020, name, url });

describe("a creative's file name", () => {
  it("is the creative's name with the file's extension", () => {
    expect(creativeFileName(creative("MatchMe Dating 300×250"))).toBe("MatchMe Dating 300×250.svg");
    expect(creativeFileName(creative("Баннер 728×90", "https://cdn.example/x/1.PNG?v=2"))).toBe("Баннер 728×90.png");
  });

  it("keeps no path, reserved or control character, no leading dot, no trailing dot or space", () => {
    expect(creativeFileName(creative('../a/b\\c:d*e?"f"<g>|h\u0007'))).toBe("a b c d e f g h.svg");
    expect(creativeFileName(creative("  .hidden. "))).toBe("hidden.svg");
    expect(creativeFileName(creative("CON"))).toBe("CON_.svg");
    expect(creativeFileName(creative("x".repeat(300))).length).toBe(124);
  });

  it("falls back to the id when the name leaves nothing, and to no extension when the file has none", () => {
    expect(creativeFileName(creative("///"))).toBe("41020.svg");
    expect(creativeFileName(creative("Push icon", "/publisher/api/cdn/creatives/41020"))).toBe("Push icon");
  });
});
