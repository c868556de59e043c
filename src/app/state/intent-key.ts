/** An Idempotency-Key for one user intent (a booking, a cancel): a retry of it sends the same key. */
export { newId as newIntentKey } from '../../domain/new-id';
