// The aichat service's calls, one file each; export every call here.
export {};
