import { community } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import { registerProfileCounts } from '../profile/counts.ts';
import './head.ts';
import { COMMUNITY_LIMITS, type Limiter } from './limits.ts';
import { type MediaDeps, parseRange, storedVideo, uploadMedia } from './media-service.ts';
import { deletePost, type PostDeps, postDetail, profilePosts, savePost, spaceFeed } from './post-service.ts';
import { countsOfProfile } from './repo.ts';
import {
  addComment,
  discover,
  followStatus,
  listComments,
  removeComment,
  reportPost,
  type SocialDeps,
  setFollow,
  setLike,
} from './social-service.ts';

const YEAR = 31_536_000;

/** Posts, /space, follows, likes, comments and reports (service `community`, docs/posts.md): thin routes. */
export async function communityRoutes(app: FastifyInstance) {
  const limit: Limiter = (name, userId) => app.rateLimit(`community-${name}`, userId, COMMUNITY_LIMITS[name]);
  const posts: PostDeps = { db: app.db, limit };
  const social: SocialDeps = { db: app.db, limit };
  const media: MediaDeps = { db: app.db, store: app.blobs };
  // The profile pages show how many posts, followers and followings a profile has.
  registerProfileCounts(countsOfProfile);

  // Uploads carry up to 20 MB as a data URL: the body limit is raised for this one call only.
  await app.register(async (uploads) => {
    uploads.addHook('onRoute', (route) => {
      route.bodyLimit = community.MAX_UPLOAD_DATA_URL + 1024;
    });
    registerCall(uploads, community.communityMediaUpload, async (input, req) => {
      await limit('upload', req.userId);
      return uploadMedia(media, req.userId, input);
    });
  });

  registerCall(app, community.communityPostSave, (input, req) => savePost(posts, req.userId, input));
  registerCall(app, community.communityPostDelete, (input, req) => deletePost(posts, req.userId, input.post_id));
  registerCall(app, community.communityPostDetail, (input, req) => postDetail(posts, req.userId, input.post_id));
  registerCall(app, community.communityProfilePosts, (input, req) => profilePosts(posts, req.userId, input));
  registerCall(app, community.communitySpaceFeed, (input, req) => spaceFeed(posts, req.userId, input.cursor));
  registerCall(app, community.communityDiscover, (_input, req) => discover(social, req.userId));
  registerCall(app, community.communityFollow, (input, req) => setFollow(social, req.userId, input.xid, input.follow));
  registerCall(app, community.communityFollowStatus, (input, req) => followStatus(social, req.userId, input.xid));
  registerCall(app, community.communityLike, (input, req) => setLike(social, req.userId, input.post_id, input.like));
  registerCall(app, community.communityComments, (input, req) =>
    listComments(social, req.userId, input.post_id, input.cursor),
  );
  registerCall(app, community.communityCommentAdd, (input, req) =>
    addComment(social, req.userId, input.post_id, input.body),
  );
  registerCall(app, community.communityCommentDelete, (input, req) =>
    removeComment(social, req.userId, input.comment_id),
  );
  registerCall(app, community.communityReport, (input, req) => reportPost(social, req.userId, input));

  // Videos as stored, with byte ranges (seeking); their keys are random and never rewritten.
  app.get('/video/*', async (request, reply) => {
    const video = await storedVideo(app.blobs, (request.params as { '*': string })['*']);
    if (!video) throw new AppError('NOT_FOUND', 'No such video.');
    const size = video.bytes.length;
    reply
      .type(video.type)
      .header('accept-ranges', 'bytes')
      .header('cache-control', `public, max-age=${YEAR}, immutable`);
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    if (!range) return reply.send(video.bytes);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .send(video.bytes.subarray(range.start, range.end + 1));
  });
}
