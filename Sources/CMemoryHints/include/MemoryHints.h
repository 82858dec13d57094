#ifndef TRELLIS_MEMORY_HINTS_H
#define TRELLIS_MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` (a hint: it never faults,
/// whatever the address). Inlined into Swift callers by the Clang importer.
static inline __attribute__((always_inline)) void trellis_prefetch(const void *_Nullable address) {
    __builtin_prefetch(address, 0, 3);
}

/// The same, for memory about to be written.
static inline __attribute__((always_inline)) void trellis_prefetch_for_writing(const void *_Nullable address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
