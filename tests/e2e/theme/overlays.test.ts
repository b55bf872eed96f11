/**
 * The overlays by touch (see overlaysSuite.ts): the built fixture at both widths, `docs dev` at
 * 375 px. `pnpm test:stress` runs `docs dev` at 768 px too (tests/stress/overlays.test.ts).
 */
import { overlaysByTouch } from './overlaysSuite';

overlaysByTouch('built', [375, 768]);
overlaysByTouch('dev', [375]);
