import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../src/lib/file-size";

describe("file sizes", () => {
  it("show bytes below 1 kB, then kB and MB with one decimal at most", () => {
    expect(formatFileSize(73, "en")).toBe("73 bytes");
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(999, "en")).toBe("999 bytes");
    expect(formatFileSize(1_000, "en")).toBe("1 kB");
    expect(formatFileSize(1_550, "en")).toBe("1.6 kB");
    expect(formatFileSize(250_000, "en")).toBe("250 kB");
    expect(formatFileSize(5_000_000, "en")).toBe("5 MB");
    expect(formatFileSize(12_345_678, "en")).toBe("12.3 MB");
  });
  it("move to the next unit when rounding reaches it", () => {
    expect(formatFileSize(999_999, "en")).toBe("1 MB");
  });
  it("speak the interface language", () => {
    expect(formatFileSize(73, "ru")).toBe("73 байта");
    expect(formatFileSize(1_500, "ru")).toBe("1,5 кБ");
    expect(formatFileSize(2_500_000, "uk")).toBe("2,5 МБ");
  });
});
