import { fstatSync } from 'node:fs';

/** The parts of Emscripten's Node file system (NODEFS) that read or change a file's size. */
interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
  nfd: number;
}
type Op = (...args: never[]) => unknown;
interface NodeFs {
  stream_ops: Record<string, Op | undefined> & {
    llseek: (stream: FsStream, offset: number, whence: number) => number;
  };
  node_ops: Record<string, Op | undefined>;
  /** Runs a Node file-system call, turning its errors into the errno Postgres expects. */
  tryFSOperation<T>(operation: () => T): T;
}
interface EmscriptenModule {
  NODEFS?: NodeFs;
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
}

const SEEK_END = 2;
const EINVAL = 28;
const patched = new WeakSet<NodeFs>();

/**
 * Keeps each open file's size in memory for PGlite's Node file system.
 *
 * Postgres asks a relation's size (`lseek(fd, 0, SEEK_END)`) whenever it plans or scans a table or an
 * index, many times per statement; Emscripten's NODEFS answers each ask with an `fstat` system call,
 * which was the embedded server's largest single cost under load (docs/benchmarks.md). The embedded
 * Postgres is the only writer of its data directory and every change of a file's size goes through
 * NODEFS's `write`, `setattr` (truncate; fallocate truncates too), `allocate` or `msync`, so a size is kept until the next of those on the
 * same file and asked again after it. A file is an Emscripten node: one object per path for as long as
 * the file exists (an unlinked and re-created file is a new node).
 */
export function keepFileSizes(module: EmscriptenModule): void {
  const nodefs = module.NODEFS;
  if (!nodefs || patched.has(nodefs)) return;
  patched.add(nodefs);
  const { FS } = module;
  const sizes = new WeakMap<FsNode, number>();
  const forgetting = (
    ops: Record<string, Op | undefined>,
    name: string,
    nodeOf: (first: unknown) => FsNode,
  ) => {
    const op = ops[name];
    if (!op) return;
    ops[name] = function (this: unknown, ...args: never[]) {
      try {
        return op.apply(this, args);
      } finally {
        // Asked again after the change, whether it wrote everything, part or nothing.
        sizes.delete(nodeOf(args[0]));
      }
    };
  };
  const ofStream = (s: unknown) => (s as FsStream).node;
  const ofNode = (n: unknown) => n as FsNode;
  for (const name of ['write', 'setattr', 'allocate', 'msync']) forgetting(nodefs.stream_ops, name, ofStream);
  forgetting(nodefs.node_ops, 'setattr', ofNode);
  const llseek = nodefs.stream_ops.llseek;
  nodefs.stream_ops.llseek = function (this: unknown, stream, offset, whence) {
    if (whence !== SEEK_END || !FS.isFile(stream.node.mode)) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = nodefs.tryFSOperation(() => fstatSync(stream.nfd).size);
      sizes.set(stream.node, size);
    }
    const position = size + offset;
    if (position < 0) throw new FS.ErrnoError(EINVAL);
    return position;
  };
}
