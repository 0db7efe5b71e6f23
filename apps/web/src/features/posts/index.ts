// The posts feature's public surface for other features (they import only this file): the profile pages' parts,
// and the card list /space shows.
export { PostEditorPage, ProfilePosts } from './entry.tsx';
export { FollowButton } from './follow.tsx';
export { PostList } from './post-list.tsx';
export { type PostCard, useViewer } from './queries.ts';
