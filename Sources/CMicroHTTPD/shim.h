#pragma once
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

// MHD_start_daemon and MHD_get_daemon_info are C-variadic, which Swift cannot call: these wrappers
// call them with the fixed options the preview server uses.

// Leaves the request path as the client sent it (percent escapes and all): the server decodes it
// itself, so an encoded `/`, `\` or NUL is seen and refused instead of being decoded into the path.
static inline size_t bridgekb_mhd_keep_escaped(void *context, struct MHD_Connection *connection, char *text) {
    (void)context;
    (void)connection;
    return strlen(text);
}

// A daemon on `address` with a thread per connection (an event stream may block its own thread
// while it waits for the next event), at most `limit` connections at once and `perClient` from one
// address, and connections idle for `timeout` seconds closed (a slow request holds a thread no longer).
static inline struct MHD_Daemon *bridgekb_mhd_start(const struct sockaddr *address, int ipv6,
                                                    MHD_AccessHandlerCallback handler, void *context,
                                                    unsigned int limit, unsigned int perClient, unsigned int timeout) {
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL;
    if (ipv6) flags |= MHD_USE_IPv6;
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_UNESCAPE_CALLBACK, bridgekb_mhd_keep_escaped, NULL,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_LIMIT, limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, perClient,
                            MHD_OPTION_END);
}

// The socket of a connection (-1 when unknown): the server peeks at it to notice a client gone.
static inline int bridgekb_mhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? (int)info->connect_fd : -1;
}

// The client's address as text (IPv4 or IPv6, without the port) into `buffer`; 0 on success.
static inline int bridgekb_mhd_client_address(struct MHD_Connection *connection, char *buffer, socklen_t size) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info || !info->client_addr) return -1;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        return inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, buffer, size) ? 0 : -1;
    }
    if (address->sa_family == AF_INET6) {
        return inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, buffer, size) ? 0 : -1;
    }
    return -1;
}

// The port the daemon listens on (the one the system chose when asked for port 0); 0 when unknown.
static inline uint16_t bridgekb_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
