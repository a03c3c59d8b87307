import type { Client } from 'aedes';
import type { VerifiedSession } from '../auth/tokens';

/** Who an authenticated connection is: its session, and the token it logged in with. */
export interface Identity extends VerifiedSession {
  token: string;
}

/**
 * The broker's authenticated connections: the identity of each, and which connection holds
 * each MQTT client id (docs/product.md#real-time). A connection leaves when it closes.
 */
export class Connections {
  private readonly identities = new Map<Client, Identity>();
  private readonly holders = new Map<string, Client>();

  /** The identity of an authenticated connection still open. */
  identity(client: Client): Identity | undefined {
    return this.identities.get(client);
  }

  /**
   * Whether `clientId` is held by an open connection of another session. aedes would close
   * that connection for the new one (right for a reconnect of the same session), so
   * another session's, maybe another company's, must be refused instead.
   */
  heldByAnotherSession(clientId: string, sessionId: string): boolean {
    const holder = this.holders.get(clientId);
    if (!holder || holder.closed) return false;
    const identity = this.identities.get(holder);
    return identity !== undefined && identity.sessionId !== sessionId;
  }

  /** Records an authenticated connection; it becomes the holder of its client id. */
  add(client: Client, identity: Identity): void {
    if (client.closed) return;
    this.identities.set(client, identity);
    this.holders.set(client.id, client);
    client.conn.once('close', () => this.remove(client));
  }

  remove(client: Client): void {
    this.identities.delete(client);
    if (this.holders.get(client.id) === client) this.holders.delete(client.id);
  }

  /**
   * The open connections of a company's sessions, or of a person's (an account id names
   * either; null: of every one).
   */
  ofCompany(companyId: number | null): Array<[Client, Identity]> {
    const found: Array<[Client, Identity]> = [];
    for (const [client, identity] of this.identities) {
      if (client.closed) this.remove(client);
      else if (
        companyId === null ||
        identity.companyId === companyId ||
        identity.accountId === companyId
      ) {
        found.push([client, identity]);
      }
    }
    return found;
  }
}
