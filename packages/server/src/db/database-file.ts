/** The device database's name in the data directory (ARCHITECTURE "Data directory and lifecycle"). */
export const DATABASE_FILE = 'coffer.db';
