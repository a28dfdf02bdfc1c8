#pragma once
#include <gvc.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

// Graphviz's layout time grows faster than a graph's size (a random graph of 200 nodes and 600
// edges takes 80 s), so it runs in a child process with a CPU-time limit: the child lays the graph
// out and renders it, writes the result to a pipe and exits; the parent reads it, and kills the
// child when its wall-clock backstop passes. Only C runs in the child (it is forked from a
// multithreaded process: no Swift, no locks other threads may hold, just Graphviz and malloc).

enum {
    BRIDGEKB_GV_DRAWN = 0,        // *output holds the SVG
    BRIDGEKB_GV_FAILED = 1,       // *output holds Graphviz's message (may be empty)
    BRIDGEKB_GV_OVER_BUDGET = 2,  // the child ran out of CPU time (or past the backstop) and was stopped
    BRIDGEKB_GV_NO_CHILD = 3,     // no pipe or no fork: nothing drawn
};

static inline void bridgekb_gv_write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) { if (errno == EINTR) continue; return; }
        bytes += written;
        count -= (size_t)written;
    }
}

// Lays `graph` out with `dot` and renders it as SVG in a child limited to `cpu_seconds` of CPU time
// (and `wall_seconds` of wall-clock time). Returns one of the codes above; *output (malloc'd, the
// caller frees it) and *length hold the SVG or the message.
static inline int bridgekb_gv_render_bounded(GVC_t *context, Agraph_t *graph, unsigned cpu_seconds, unsigned wall_seconds,
                                             char **output, size_t *length) {
    *output = NULL;
    *length = 0;
    int pipe_ends[2];
    if (pipe(pipe_ends) != 0) return BRIDGEKB_GV_NO_CHILD;
    pid_t child = fork();
    if (child < 0) { close(pipe_ends[0]); close(pipe_ends[1]); return BRIDGEKB_GV_NO_CHILD; }
    if (child == 0) {
        close(pipe_ends[0]);
        struct rlimit limit = { cpu_seconds, cpu_seconds + 1 };
        setrlimit(RLIMIT_CPU, &limit);
        signal(SIGXCPU, SIG_DFL);
        // Graphviz's messages go to stderr by default: here, the pipe, before the result. The
        // result follows a NUL (which neither messages nor SVG hold): `S` and the SVG, or `E`.
        dup2(pipe_ends[1], 2);
        agseterrf(NULL);
        char *data = NULL;
        unsigned int size = 0;
        if (gvLayout(context, graph, "dot") != 0 || gvRenderData(context, graph, "svg", &data, &size) != 0 || data == NULL) {
            bridgekb_gv_write_all(pipe_ends[1], "\0E", 2);
        } else {
            bridgekb_gv_write_all(pipe_ends[1], "\0S", 2);
            bridgekb_gv_write_all(pipe_ends[1], data, size);
        }
        _exit(0);
    }
    close(pipe_ends[1]);
    size_t capacity = 1 << 16, used = 0;
    char *buffer = malloc(capacity);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int stopped = 0;
    for (;;) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long elapsed_ms = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
        long left_ms = (long)wall_seconds * 1000 - elapsed_ms;
        if (left_ms <= 0) { kill(child, SIGKILL); stopped = 1; break; }
        struct pollfd waiting = { pipe_ends[0], POLLIN, 0 };
        int ready = poll(&waiting, 1, (int)(left_ms > 1000 ? 1000 : left_ms));
        if (ready < 0 && errno != EINTR) break;
        if (ready <= 0) continue;
        if (used == capacity) {
            char *grown = buffer ? realloc(buffer, capacity * 2) : NULL;
            if (!grown) { kill(child, SIGKILL); stopped = 1; break; }
            buffer = grown;
            capacity *= 2;
        }
        ssize_t count = buffer ? read(pipe_ends[0], buffer + used, capacity - used) : -1;
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        used += (size_t)count;
    }
    close(pipe_ends[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    int signalled = WIFSIGNALED(status);
    if (stopped || signalled || used == 0 || !buffer) {
        free(buffer);
        return stopped || signalled ? BRIDGEKB_GV_OVER_BUDGET : BRIDGEKB_GV_NO_CHILD;
    }
    char *separator = memchr(buffer, 0, used);
    if (!separator || separator + 1 >= buffer + used) { free(buffer); return BRIDGEKB_GV_NO_CHILD; }
    char kind = separator[1];
    size_t messages = (size_t)(separator - buffer);
    if (kind == 'S') {
        // The SVG alone.
        size_t start = messages + 2;
        memmove(buffer, buffer + start, used - start);
        *length = used - start;
    } else {
        *length = messages;   // the messages alone
    }
    *output = buffer;
    return kind == 'S' ? BRIDGEKB_GV_DRAWN : BRIDGEKB_GV_FAILED;
}
