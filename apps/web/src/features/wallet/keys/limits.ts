/** Shared with the backup file module, without loading its crypto. */
export const MIN_PASSWORD_LENGTH = 8;
