/**
 * The one slot engine lives in the contract (src/contract/slot-rules.ts): the server answers every
 * availability question with it, and a technician's phone works out its own free times offline with the
 * same rules.
 */
export * from '../../../src/contract/slot-rules.ts';
