#ifndef CLIFECYCLEPREFETCH_H
#define CLIFECYCLEPREFETCH_H

/// Asks the processor to bring the cache line at `address` into cache for a read, without
/// waiting for it: the explorer's visited set issues one per successor a batch ahead of its
/// lookups, so that the lookups find their slots in cache (GCC and Clang's __builtin_prefetch).
static inline void lifecycle_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
