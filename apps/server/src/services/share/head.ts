import { registerHeadData } from '../../head/head-data.ts';
import { ownerOfCode } from './repo.ts';
import { codeFromShareUid } from './service.ts';

/**
 * Share previews (docs/share.md, "Previews"): a landing page whose share_uid names a known inviter (every /r/<code>
 * link lands there) previews with the invite card of the page's locale, `/share/<lang>.png` (8 languages, others
 * English; render-head.ts fills in `{lang}`). Other share pages keep the brand's card (/resource/share/<lang>.png).
 */
const SHARE_IMAGE = '/share/{lang}.png';

registerHeadData('shareLand', async (params, db) => {
  const code = codeFromShareUid(params.share_uid);
  const owner = code ? await ownerOfCode(db, code) : undefined;
  return owner ? { image: SHARE_IMAGE } : undefined;
});
