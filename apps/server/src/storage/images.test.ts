import { describe, expect, it } from "vitest";
import { detectImageType } from "./images.ts";

describe("detectImageType", () => {
  it("reads JPEG, PNG and WebP by their magic bytes and nothing else", () => {
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.alloc(4),
      Buffer.from("WEBPVP8 "),
      Buffer.alloc(32),
    ]);
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe("png");
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 2]))).toBe("jpg");
    expect(detectImageType(webp)).toBe("webp");
    expect(detectImageType(Buffer.from("RIFF....WAVE"))).toBeNull();
    expect(detectImageType(Buffer.from("GIF89a..."))).toBeNull();
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
