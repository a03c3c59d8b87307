/** The part of aedes-persistence-redis (which ships no types) that redisLink.ts uses. */
declare module 'aedes-persistence-redis' {
  import type { Redis } from 'ioredis';

  function aedesPersistenceRedis(
    options?: aedesPersistenceRedis.Options,
  ): aedesPersistenceRedis.AedesPersistenceRedis;

  namespace aedesPersistenceRedis {
    interface Options {
      /** A connection of the caller's, instead of one made from ioredis options. */
      conn?: Redis;
    }

    /** Handed to aedes as its `persistence`; aedes calls the rest of its methods. */
    interface AedesPersistenceRedis {
      setup(broker: unknown): Promise<void>;
    }
  }

  export = aedesPersistenceRedis;
}
