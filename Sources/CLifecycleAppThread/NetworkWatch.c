#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <dlfcn.h>
#include <errno.h>
#include <netdb.h>
#include <stddef.h>
#include <sys/socket.h>

// Real network connections reached from app code: a socket connected to an internet address, or
// a host name looked up, by the app's code or a library it calls on its thread (libcurl, a
// networking package). No real connection may leave the simulated app — its requests are
// answered by the device's network, from the scenario's `respond` lines — so while the calling
// thread's mark is set these definitions take the C library's place: they count the attempt
// (`sockets_refused`, reported by LifecycleUIKit as a misuse naming the fix) and fail it as a
// device without a connection would, `connect` with ENETUNREACH and `getaddrinfo` with
// EAI_AGAIN. Local sockets (AF_UNIX) and calls the host's own libraries make are handed over.

typedef int (*connect_fn)(int, const struct sockaddr *, socklen_t);
typedef int (*getaddrinfo_fn)(const char *, const char *, const struct addrinfo *, struct addrinfo **);

static void *real_connect_cache;
static void *real_getaddrinfo_cache;

static int refuses(void) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app == NULL || lk_forwarding_depth > 0) return 0;
  mark.sockets_refused += 1;
  lk_app_thread_set(mark);
  return 1;
}

LK_INTERPOSE int connect(int fd, const struct sockaddr *address, socklen_t length) {
  int internet = address != NULL && (address->sa_family == AF_INET || address->sa_family == AF_INET6);
  if (internet && refuses()) {
    errno = ENETUNREACH;
    return -1;
  }
  return ((connect_fn)lk_next_symbol(&real_connect_cache, "connect"))(fd, address, length);
}

LK_INTERPOSE int getaddrinfo(
    const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **result) {
  if (node != NULL && refuses()) {
    if (result != NULL) *result = NULL;
    return EAI_AGAIN;
  }
  return ((getaddrinfo_fn)lk_next_symbol(&real_getaddrinfo_cache, "getaddrinfo"))(node, service, hints, result);
}

int lk_install_network_watch(void) {
  return dlsym(RTLD_DEFAULT, "connect") == (void *)&connect
      && dlsym(RTLD_DEFAULT, "getaddrinfo") == (void *)&getaddrinfo;
}

#else

#include "CLifecycleAppThread.h"

int lk_install_network_watch(void) { return 0; }

#endif
