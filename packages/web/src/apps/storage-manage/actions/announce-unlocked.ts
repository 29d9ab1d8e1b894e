/**
 * STOR-UNL-01: after an unlock, the pool-unlocked task event is sent every second until it is
 * taken. The engine's agent call is not served yet; until it is, nothing is sent.
 */
export async function announceUnlocked(_poolId: string): Promise<void> {}
