// The aichat service's calls, one file each; export every call here.
export { getInfo } from './get-info.ts';
export { aiAgent, getProducts } from './get-products.ts';
export { getQlist } from './get-qlist.ts';
