/** The rest of the overlays-by-touch matrix that `pnpm test` samples (see tests/e2e/theme/overlays.test.ts). */
import { overlaysByTouch } from '../e2e/theme/overlaysSuite';

overlaysByTouch('dev', [768]);
