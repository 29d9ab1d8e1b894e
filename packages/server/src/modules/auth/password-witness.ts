/** An account whose plain password was just seen. */
export interface WitnessedUser {
  id: number;
  username: string;
}

export type PasswordListener = (user: WitnessedUser, password: string) => void | Promise<void>;

/**
 * The moments the daemon holds an account's plain password (issue 17 §1): the account is made, its
 * password is reset or changed, or it signs in. Servers with their own password store (Samba keeps
 * an NT hash) are kept in step here; nothing keeps the plain password itself. Listeners' failures
 * are theirs to report: they never fail the sign-in or the change.
 */
export class PasswordWitness {
  private readonly listeners = new Set<PasswordListener>();

  listen(listener: PasswordListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  saw(user: WitnessedUser, password: string): void {
    for (const listener of this.listeners) {
      try {
        void Promise.resolve(listener(user, password)).catch(() => undefined);
      } catch {
        // A listener's own fault stays with it.
      }
    }
  }
}
