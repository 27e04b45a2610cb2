// sharp, loaded when a picture is first worked on rather than at start: libvips and its bindings are about 10 MB
// a shop that is only browsed does not spend (bench/README.md, "Memory as an operator sees it").
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | null = null;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps the results of recent operations for reuse (50 MB by default). The shop never works twice on
    // the same picture, so that cache only held memory after each upload.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
