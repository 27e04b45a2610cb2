// Browser and process tests run against the production build: make it once, before the first test file.
// @ts-expect-error plain ESM script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';

export default function setup() {
  ensureBuild();
}
