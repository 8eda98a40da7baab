import {
  messages as backend,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import { query as templated } from '@electric-sql/pglite/template';

/**
 * Named prepared statements for the embedded database.
 *
 * PGlite's `query` sends every statement as an unnamed one: Postgres parses, analyses and plans it
 * again on each call, in six turns of the protocol (parse, describe, bind, describe, execute, sync). On
 * this engine that is most of a statement's cost: the ticket detail's statement takes about 1.2–2.6 ms
 * that way and 0.3 ms prepared (docs/benchmarks.md, "The mix met"). Drizzle sends the same text
 * for the same query shape, with the values as parameters, so each text is prepared once under a name
 * of its own and then bound and executed in one turn (bind, execute, sync), as a Postgres driver with
 * statement caching does. Postgres keeps each statement's plan and checks it against later schema
 * changes itself.
 *
 * `query` and `transaction` of the client are replaced; `exec` (the simple protocol: migrations,
 * several statements in one text) is PGlite's own. Answers and errors are PGlite's: the same rows,
 * parsed by the same parsers, and the same `DatabaseError`s (a test holds them to PGlite's own `query`).
 */

/** The parts of PGlite this relies on beyond its typed interface (public members, not in its types). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number | string, ((value: unknown) => string) | undefined>;
  parsers: Record<number | string, Parser | undefined>;
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  /** The parameters' types, as Postgres inferred them. */
  paramTypes: number[];
  /** The columns of its rows (none for a statement without rows). */
  fields: Field[];
}

type Parser = (value: string, typeId: number) => unknown;

/**
 * The result of one execution, as PGlite's `parseResults` makes it (rows by the row mode, each value
 * through the options' parser for its type, else the client's; the command and the rows it touched),
 * without merging the options' parsers into the client's at every call as it does (a copy of a few
 * hundred entries, a tenth of a millisecond).
 */
function resultOf<T>(
  fields: readonly Field[],
  messages: readonly BackendMessage[],
  clientParsers: Record<number | string, Parser | undefined>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers as Record<number, Parser | undefined> | undefined;
  const parsers = fields.map((f) => own?.[f.dataTypeID] ?? clientParsers[f.dataTypeID]);
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command = '';
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message instanceof DataRowMessage) {
      const values = message.fields;
      const row: unknown[] | Record<string, unknown> = asArrays ? [] : {};
      for (let i = 0; i < fields.length; i++) {
        const raw = values[i];
        const field = fields[i] as Field;
        const parser = parsers[i];
        const value = raw === null || raw === undefined ? null : parser ? parser(raw, field.dataTypeID) : raw;
        if (Array.isArray(row)) row.push(value);
        else row[field.name] = value;
      }
      rows.push(row);
    } else if (message instanceof CommandCompleteMessage) {
      const words = message.text.split(' ');
      command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return {
    rows: rows as T[],
    fields,
    affectedRows,
    command,
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Results<T>;
}

/** How many statements are kept prepared; the least recently used is closed beyond it. */
export const KEPT_STATEMENTS = 400;

/** Postgres's refusal of a kept plan whose result type a schema change altered. */
const CHANGED_RESULT_TYPE = '0A000';

const { serialize } = protocol;
const { DataRowMessage, CommandCompleteMessage, RowDescriptionMessage } = backend;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface Failure extends Error {
  code?: string;
  query?: string;
  params?: unknown[];
  queryOptions?: QueryOptions;
}

/** Names the statement on an error, as PGlite's `query` does. */
function named(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'severity' in error) {
    const failure: Failure = error;
    failure.query = text;
    failure.params = params;
    failure.queryOptions = options;
  }
  return error;
}

/** Replaces `client.query` and `client.transaction` with ones that keep statements prepared. */
export function keepStatements(client: PGlite): void {
  // PGlite's locks, parsers and serializers are public members its type declarations leave out.
  const pg = client as unknown as PGliteInternals;
  const statements = new Map<string, Statement>();
  let counter = 0;
  /** Statements to close with the next turn (evicted). */
  let toClose: string[] = [];

  const send = async (message: Uint8Array, options: QueryOptions | undefined) =>
    (await client.execProtocolStream(message, {
      syncToFs: false,
      ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
    })) as BackendMessage[];

  const prepare = async (key: string, text: string, options: QueryOptions | undefined) => {
    const name = `chairside_${++counter}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const messages = await send(
      joined([
        ...closing,
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      options,
    );
    const description = messages.find((m) => m instanceof RowDescriptionMessage);
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: description ? description.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) : [],
    };
    statements.set(key, statement);
    if (statements.size > KEPT_STATEMENTS) {
      const oldest = statements.keys().next();
      if (!oldest.done) {
        const evicted = statements.get(oldest.value);
        statements.delete(oldest.value);
        if (evicted) toClose.push(evicted.name);
      }
    }
    return statement;
  };

  const run = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ) => {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}|${text}` : text;
    let statement = statements.get(key);
    if (statement) {
      // Most recently used last: the first key is the one to close.
      statements.delete(key);
      statements.set(key, statement);
    } else {
      statement = await prepare(key, text, options);
    }
    const { paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i];
      const serializer =
        type === undefined ? undefined : (options?.serializers?.[type] ?? pg.serializers[type]);
      return serializer ? serializer(value) : String(value);
    });
    try {
      const messages = await send(
        joined([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        options,
      );
      return resultOf<T>(statement.fields, messages, pg.parsers, options);
    } catch (error) {
      if (!retried && (error as Failure).code === CHANGED_RESULT_TYPE && statements.get(key) === statement) {
        // The schema changed under the kept plan: prepare the text again, once.
        statements.delete(key);
        toClose.push(statement.name);
        return run<T>(text, params, options, true);
      }
      throw error;
    }
  };

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    try {
      return await pg._runExclusiveQuery(() => run<T>(text, params, options));
    } catch (error) {
      throw named(error, text, params, options);
    }
  };

  /** The simple protocol, for the transaction's BEGIN, COMMIT and ROLLBACK and a transaction's `exec`. */
  const simple = (text: string, options?: QueryOptions) =>
    pg._runExclusiveQuery(async () => {
      try {
        const messages = await send(joined([serialize.query(text), serialize.sync()]), options);
        return parse.parseResults(messages, pg.parsers as never, options);
      } catch (error) {
        throw named(error, text, [], options);
      }
    });

  // A PGlite client keeps its methods on its prototype: these own properties take their place.
  Object.assign(client, {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        const result = await query<T>(text, params, options);
        await client.syncToFs();
        return result;
      });
    },
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        await simple('BEGIN');
        let closed = false;
        const open = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const tx: Transaction = {
          query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
            open();
            return query<R>(text, params, options);
          },
          sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
            open();
            const { query: text, params } = templated(strings, ...values);
            return query<R>(text, params);
          },
          exec: async (text: string, options?: QueryOptions) => {
            open();
            return simple(text, options);
          },
          rollback: async () => {
            open();
            await simple('ROLLBACK');
            closed = true;
          },
          listen: async (channel, onNotify) => {
            open();
            return client.listen(channel, onNotify, tx);
          },
          get closed() {
            return closed;
          },
        };
        try {
          const result = await callback(tx);
          if (!closed) {
            closed = true;
            const [commit] = await simple('COMMIT');
            // parseResults names each result's command; PGlite's type leaves it out.
            if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK')
              throw named(new TransactionAbortedError(), 'COMMIT', [], undefined);
          }
          await client.syncToFs();
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await simple('ROLLBACK');
          }
          throw error;
        }
      });
    },
  });
}
