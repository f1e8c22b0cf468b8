/** The store cannot be opened for the firm's tool: the message is the one line to print. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}
