import { POST_ID } from '@arcadia/contract/calls/community/common';
import { registerHeadData } from '../../head/head-data.ts';
import { canRead } from './post-service.ts';
import { postByXid } from './repo.ts';
import { imageUrl } from './views.ts';

/**
 * The head of /posts/<id> without JavaScript (DESIGN.md section 6): the post's own title, its first words as the
 * description and its cover as the preview image, for public posts only (a draft or hidden post previews as the
 * plain page).
 */
registerHeadData('post', async ({ postId }, db) => {
  if (!postId || !POST_ID.test(postId)) return undefined;
  const found = await postByXid(db, postId);
  if (!found || !canRead(found, 0)) return undefined;
  const { post } = found;
  return {
    ...(post.title ? { title: post.title } : {}),
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.coverKey ? { image: imageUrl(post.coverKey) } : {}),
  };
});
