#pragma once
#include <gumbo.h>
#include <stdlib.h>

// Gumbo 0.10 keeps `GumboError` in a header it does not install (error.h). Its first fields — the
// kind of error, where it is, and a pointer to the source text there — are read through this mirror
// of them; HTML5ParserTests checks that the positions it gives are right.
typedef struct {
    int type;
    GumboSourcePosition position;
    const char *original_text;
} BridgeKBGumboErrorHead;

// All the memory of one parse, handed out by bumping a pointer and released at once (Gumbo makes
// many small allocations and frees them one by one). In C, because Gumbo calls the allocator for
// every node, string and vector: through a Swift closure the call cost more than it saved.
typedef struct BridgeKBArenaChunk {
    struct BridgeKBArenaChunk *previous;
} BridgeKBArenaChunk;

typedef struct {
    BridgeKBArenaChunk *chunks;
    char *next;
    size_t remaining;
    size_t chunk_size;
} BridgeKBArena;

static inline void *bridgekb_arena_chunk(BridgeKBArena *arena, size_t size) {
    BridgeKBArenaChunk *chunk = (BridgeKBArenaChunk *)malloc(sizeof(BridgeKBArenaChunk) + 16 + size);
    if (!chunk) abort();
    chunk->previous = arena->chunks;
    arena->chunks = chunk;
    return (char *)chunk + ((sizeof(BridgeKBArenaChunk) + 15) & ~(size_t)15);
}

static inline void *bridgekb_arena_allocate(void *userdata, size_t size) {
    BridgeKBArena *arena = (BridgeKBArena *)userdata;
    size_t rounded = (size + 15) & ~(size_t)15;
    if (rounded == 0) rounded = 16;
    if (rounded > arena->remaining) {
        if (arena->chunk_size < 64 * 1024) arena->chunk_size = 64 * 1024;
        // Large blocks (Gumbo's growing buffers) get a chunk of their own; the current one stays.
        if (rounded > arena->chunk_size / 4) return bridgekb_arena_chunk(arena, rounded);
        if (arena->chunk_size < (4u << 20)) arena->chunk_size *= 2;
        arena->next = (char *)bridgekb_arena_chunk(arena, arena->chunk_size);
        arena->remaining = arena->chunk_size;
    }
    void *pointer = arena->next;
    arena->next += rounded;
    arena->remaining -= rounded;
    return pointer;
}

static inline void bridgekb_arena_deallocate(void *userdata, void *pointer) {
    (void)userdata;
    (void)pointer;
}

static inline void bridgekb_arena_release(BridgeKBArena *arena) {
    while (arena->chunks) {
        BridgeKBArenaChunk *previous = arena->chunks->previous;
        free(arena->chunks);
        arena->chunks = previous;
    }
    arena->next = 0;
    arena->remaining = 0;
}
