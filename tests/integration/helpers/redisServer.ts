/**
 * A Redis server of the test's own, on a free port: pub/sub channels are shared by every
 * client of a server (whatever its database number), so tests never use the machine's
 * Redis, where another run's servers would hear our companies' messages.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills it (SIGKILL) and waits: what a crash of the Redis machine looks like. */
  kill(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
const START_TIMEOUT_MS = 10_000;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `redis-server` on a free loopback port, keeping nothing on disk. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  child.once('error', (error) => (output += `\n${error.message}`));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await accepts(chosen))) {
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${chosen}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
