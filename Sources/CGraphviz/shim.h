#pragma once
#include <gvc.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

// Graphviz's layout time grows faster than a graph's size (a random graph of 200 nodes and 600
// edges takes 80 s; `splines=ortho` with `concentrate=true` never ends on some small ones), so it
// runs in a worker process: forked once (not per diagram: each fork of a large build copies its page
// tables), given each diagram's DOT text and the attribute changes the renderer made to it, with a
// CPU-time limit per diagram (ITIMER_PROF, whose signal ends the worker). The parent stops it past
// a wall-clock backstop too, and starts a new one for the next diagram. Only C runs in the worker:
// it was forked from a multithreaded process (no Swift, no lock another thread may hold; malloc is
// fork-safe in glibc).

enum {
    BRIDGEKB_GV_DRAWN = 0,        // *output holds the SVG
    BRIDGEKB_GV_FAILED = 1,       // *output holds Graphviz's messages (may be empty)
    BRIDGEKB_GV_OVER_BUDGET = 2,  // the worker ran out of CPU time or past the backstop and was stopped
    BRIDGEKB_GV_NO_WORKER = 3,    // no worker could be started or it ended unexpectedly
};

static inline int bridgekb_gv_send_all(int fd, const void *bytes, size_t count) {
    const char *at = (const char *)bytes;
    while (count > 0) {
        ssize_t sent = send(fd, at, count, MSG_NOSIGNAL);
        if (sent < 0) { if (errno == EINTR) continue; return -1; }
        at += sent;
        count -= (size_t)sent;
    }
    return 0;
}

static inline int bridgekb_gv_receive_all(int fd, void *buffer, size_t count) {
    char *at = (char *)buffer;
    while (count > 0) {
        ssize_t got = recv(fd, at, count, 0);
        if (got < 0) { if (errno == EINTR) continue; return -1; }
        if (got == 0) return -1;
        at += got;
        count -= (size_t)got;
    }
    return 0;
}

// The `index`th subgraph of `graph` (itself first, then its subgraphs depth first), counting down `*index`.
static inline Agraph_t *bridgekb_gv_subgraph(Agraph_t *graph, uint32_t *index) {
    if (*index == 0) return graph;
    *index -= 1;
    for (Agraph_t *sub = agfstsubg(graph); sub; sub = agnxtsubg(sub)) {
        Agraph_t *found = bridgekb_gv_subgraph(sub, index);
        if (found) return found;
    }
    return NULL;
}

// The `index`th object of `kind` in the renderer's order: graphs (root, then subgraphs depth first),
// nodes in order, edges by tail node then in order.
static inline void *bridgekb_gv_object(Agraph_t *root, int kind, uint32_t index) {
    if (kind == AGRAPH) return bridgekb_gv_subgraph(root, &index);
    for (Agnode_t *node = agfstnode(root); node; node = agnxtnode(root, node)) {
        if (kind == AGNODE) { if (index-- == 0) return node; continue; }
        for (Agedge_t *edge = agfstout(root, node); edge; edge = agnxtout(root, edge)) {
            if (index-- == 0) return edge;
        }
    }
    return NULL;
}

// Replays the renderer's attribute changes on a graph parsed from the same text. Each change:
// u8 default (1: the kind's default, 0: one object), u8 kind, u8 html, u32 object index,
// u32 name length, name, u32 value length, value.
static inline void bridgekb_gv_replay(Agraph_t *root, const unsigned char *ops, size_t length) {
    size_t at = 0;
    while (at + 11 <= length) {
        unsigned char is_default = ops[at], kind = ops[at + 1], html = ops[at + 2];
        uint32_t index, name_length, value_length;
        memcpy(&index, ops + at + 3, 4);
        memcpy(&name_length, ops + at + 7, 4);
        at += 11;
        if (at + name_length + 4 > length) return;
        char *name = strndup((const char *)ops + at, name_length);
        at += name_length;
        memcpy(&value_length, ops + at, 4);
        at += 4;
        if (at + value_length > length) { free(name); return; }
        char *text = strndup((const char *)ops + at, value_length);
        at += value_length;
        char *value = html ? agstrdup_html(root, text) : text;
        if (is_default) {
            agattr(root, kind, name, value);
        } else {
            void *object = bridgekb_gv_object(root, kind, index);
            Agsym_t *symbol = agattr(root, kind, name, NULL);
            if (!symbol) symbol = agattr(root, kind, name, "");
            if (object && symbol) agxset(object, symbol, value);
        }
        if (html) agstrfree(root, value);
        free(text);
        free(name);
    }
}

// The worker: serves requests on fd 0 until it is closed. Request: u32 DOT length, u32 changes
// length, u32 CPU seconds, the DOT text, the changes. Reply: u8 kind ('S' SVG, 'E' failure), u32
// length, the SVG or Graphviz's messages (stderr is a temporary file read back per request).
static inline void bridgekb_gv_serve(const lt_symlist_t *builtins) {
    GVC_t *context = builtins ? gvContextPlugins((lt_symlist_t *)builtins, 0) : gvContext();
    agseterrf(NULL);   // messages to stderr: the temporary file
    for (;;) {
        uint32_t header[3];
        if (bridgekb_gv_receive_all(0, header, sizeof header) != 0) _exit(0);
        char *dot = malloc((size_t)header[0] + 1);
        unsigned char *ops = malloc((size_t)header[1] + 1);
        if (!dot || !ops || bridgekb_gv_receive_all(0, dot, header[0]) != 0 || bridgekb_gv_receive_all(0, ops, header[1]) != 0) _exit(0);
        dot[header[0]] = 0;
        ftruncate(2, 0);
        lseek(2, 0, SEEK_SET);
        struct itimerval budget = { { 0, 0 }, { (time_t)header[2], 0 } };
        setitimer(ITIMER_PROF, &budget, NULL);
        char kind = 'E';
        char *data = NULL;
        unsigned int size = 0;
        Agraph_t *graph = agmemread(dot);
        if (graph) {
            bridgekb_gv_replay(graph, ops, header[1]);
            if (gvLayout(context, graph, "dot") == 0) {
                if (gvRenderData(context, graph, "svg", &data, &size) == 0 && data) kind = 'S';
                gvFreeLayout(context, graph);
            }
            agclose(graph);
        }
        struct itimerval off = { { 0, 0 }, { 0, 0 } };
        setitimer(ITIMER_PROF, &off, NULL);
        char *messages = NULL;
        uint32_t length = 0;
        if (kind == 'E') {
            off_t written = lseek(2, 0, SEEK_CUR);
            if (written > 0 && written < (1 << 20)) {
                messages = malloc((size_t)written);
                if (messages && pread(2, messages, (size_t)written, 0) == written) length = (uint32_t)written;
            }
        } else {
            length = size;
        }
        unsigned char reply_header[5];
        reply_header[0] = (unsigned char)kind;
        memcpy(reply_header + 1, &length, 4);
        if (bridgekb_gv_send_all(0, reply_header, 5) != 0) _exit(0);
        if (length > 0 && bridgekb_gv_send_all(0, kind == 'S' ? data : messages, length) != 0) _exit(0);
        if (data) gvFreeRenderData(data);
        free(messages);
        free(dot);
        free(ops);
    }
}

// Starts a worker; returns the parent's end of its socket (and *pid), or -1.
static inline int bridgekb_gv_worker_start(const lt_symlist_t *builtins, int *pid) {
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return -1;
    FILE *log = tmpfile();
    pid_t child = fork();
    if (child < 0) { close(ends[0]); close(ends[1]); if (log) fclose(log); return -1; }
    if (child == 0) {
        // No PR_SET_PDEATHSIG: it fires when the *thread* that forked ends, and a build's threads come
        // and go. The worker ends when the process does: its socket closes (the next read fails) and a
        // layout in progress runs out of its CPU-time budget.
        signal(SIGPROF, SIG_DFL);
        signal(SIGPIPE, SIG_IGN);
        sigset_t unblock;
        sigemptyset(&unblock);
        sigaddset(&unblock, SIGPROF);
        sigprocmask(SIG_UNBLOCK, &unblock, NULL);
        // fd 0: the socket, 1: nothing, 2: the message file; nothing else of the parent's stays open.
        dup2(ends[1], 0);
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) dup2(null, 1);
        dup2(log ? fileno(log) : (null >= 0 ? null : 1), 2);
        if (syscall(SYS_close_range, 3, ~0U, 0) != 0) { for (int fd = 3; fd < 4096; fd++) close(fd); }
        bridgekb_gv_serve(builtins);
        _exit(0);
    }
    close(ends[1]);
    if (log) fclose(log);
    *pid = child;
    return ends[0];
}

// Stops a worker and reaps it; returns whether it ended by a signal that means "out of time".
static inline int bridgekb_gv_worker_stop(int socket, int pid, int kill_it) {
    if (kill_it) kill(pid, SIGKILL);
    close(socket);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    return WIFSIGNALED(status) && (WTERMSIG(status) == SIGPROF || WTERMSIG(status) == SIGKILL || WTERMSIG(status) == SIGXCPU);
}

// Draws one diagram with the worker on `socket`. Returns BRIDGEKB_GV_DRAWN or _FAILED with *output
// (malloc'd) and *length, or _OVER_BUDGET / _NO_WORKER, after which the worker is gone (stopped and
// reaped) and the caller starts another for the next diagram.
static inline int bridgekb_gv_worker_draw(int socket, int pid, const char *dot, size_t dot_length,
                                          const unsigned char *ops, size_t ops_length, unsigned cpu_seconds,
                                          unsigned wall_seconds, char **output, size_t *length) {
    *output = NULL;
    *length = 0;
    uint32_t header[3] = { (uint32_t)dot_length, (uint32_t)ops_length, cpu_seconds };
    if (bridgekb_gv_send_all(socket, header, sizeof header) != 0 || bridgekb_gv_send_all(socket, dot, dot_length) != 0
        || bridgekb_gv_send_all(socket, ops, ops_length) != 0) {
        return bridgekb_gv_worker_stop(socket, pid, 1) ? BRIDGEKB_GV_OVER_BUDGET : BRIDGEKB_GV_NO_WORKER;
    }
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    unsigned char reply[5];
    size_t have = 0, total = 5, capacity = 0;
    char *buffer = NULL;
    for (;;) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        long left_ms = (long)wall_seconds * 1000 - ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000);
        if (left_ms <= 0) { free(buffer); bridgekb_gv_worker_stop(socket, pid, 1); return BRIDGEKB_GV_OVER_BUDGET; }
        struct pollfd waiting = { socket, POLLIN, 0 };
        int ready = poll(&waiting, 1, (int)(left_ms > 1000 ? 1000 : left_ms));
        if (ready < 0 && errno != EINTR) break;
        if (ready <= 0) continue;
        char *into = have < 5 ? (char *)reply + have : buffer + (have - 5);
        size_t room = have < 5 ? 5 - have : total - have;
        ssize_t got = recv(socket, into, room, 0);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        have += (size_t)got;
        if (have == 5) {
            uint32_t size;
            memcpy(&size, reply + 1, 4);
            total = 5 + (size_t)size;
            capacity = (size_t)size + 1;
            buffer = malloc(capacity);
            if (!buffer) break;
        }
        if (have >= 5 && have == total) {
            *output = buffer;
            *length = total - 5;
            return reply[0] == 'S' ? BRIDGEKB_GV_DRAWN : BRIDGEKB_GV_FAILED;
        }
    }
    free(buffer);
    // The worker went away mid-diagram: out of CPU time (SIGPROF), or crashed.
    return bridgekb_gv_worker_stop(socket, pid, 0) ? BRIDGEKB_GV_OVER_BUDGET : BRIDGEKB_GV_NO_WORKER;
}
