// React's renderer in the server build (its browser build, which the Worker runs) encodes each
// piece of markup it writes with a TextEncoder.encode call of its own, and Node gives every such
// call a buffer of its own: about a tenth of a page's pre-render (decision 018). In the
// pre-render threads, short strings are encoded into Node's shared pool instead (Buffer.from),
// which gives the same bytes.

/** Strings shorter than this are encoded into the pool: at most 381 bytes of UTF-8, which React
 * copies into its own 512-byte view and never hands on. A longer chunk React may enqueue as it
 * is, and a byte stream detaches what it is given, which a pool's buffer cannot be: those get a
 * buffer of their own, as before. */
export const POOLED_BELOW = 128;

export class PooledTextEncoder extends TextEncoder {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    return input.length < POOLED_BELOW ? Buffer.from(input, "utf8") : super.encode(input);
  }
}

/** Makes every TextEncoder this thread creates from now on a PooledTextEncoder: called before
 * the server build is loaded, which makes React's encoder when it loads. */
export function usePooledTextEncoder(): void {
  globalThis.TextEncoder = PooledTextEncoder;
}
