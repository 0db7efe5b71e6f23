/** Where the browser loads a post's media: pictures through the image endpoint, videos as stored. */
export const imageUrl = (key: string) => `/img/${key}`;
export const videoUrl = (key: string) => `/video/${key}`;
/** A still picture resized by the image endpoint (a GIF's animation is only in the original: imageUrl). */
export const resizedUrl = (key: string, width: number) => `/img/${key}?w=${width}&q=75&fm=webp`;
