// The process's identity as Foundation's `ProcessInfo` reads it — its identifier, the host's name,
// the memory — answered by the simulated device while the calling thread runs an app's code.
// Linux only (see CLifecycleAppThread.h).
#define _GNU_SOURCE
#include "CLifecycleAppThread.h"

#ifdef __linux__

#include "Forwarding.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static const char device_host_name[] = "iPhone";

const char *lk_device_host_name(void) { return device_host_name; }

static pid_t real_getpid(void) {
  static void *real;
  return ((pid_t (*)(void))lk_next_symbol(&real, "getpid"))();
}

/// The folder of the Swift runtime's libraries, with a trailing slash (empty when not found).
static char runtime_folder[4096];
static pthread_once_t runtime_folder_once = PTHREAD_ONCE_INIT;

static void find_runtime_folder(void) {
  Dl_info info;
  void *runtime = dlsym(RTLD_DEFAULT, "swift_retain");
  if (runtime == NULL || dladdr(runtime, &info) == 0 || info.dli_fname == NULL) return;
  const char *slash = strrchr(info.dli_fname, '/');
  if (slash == NULL) return;
  size_t length = (size_t)(slash - info.dli_fname) + 1;
  if (length >= sizeof runtime_folder) return;
  memcpy(runtime_folder, info.dli_fname, length);
  runtime_folder[length] = '\0';
}

static int has_prefix(const char *text, const char *prefix) { return strncmp(text, prefix, strlen(prefix)) == 0; }

/// Whether the code at `caller` asks for the app: the executable and the app's own libraries, and
/// FoundationEssentials (`ProcessInfo.processIdentifier`, `globallyUniqueString`, its temporary
/// file names). The toolchain's other libraries ask for the host process, and must get it:
/// CoreFoundation tells the main thread by comparing the thread's id with `getpid()`
/// (`_CFIsMainThread`), the Swift runtime's crash handler hands `getpid()` to the backtracer, and
/// Dispatch names its log file with it; so do the system's libraries.
int lk_caller_is_app_facing(const void *caller) {
  Dl_info info;
  if (caller == NULL || dladdr(caller, &info) == 0 || info.dli_fname == NULL) return 0;
  const char *path = info.dli_fname;
  const char *slash = strrchr(path, '/');
  const char *name = slash == NULL ? path : slash + 1;
  if (has_prefix(name, "libFoundationEssentials.so")) return 1;
  if (has_prefix(path, "/lib/") || has_prefix(path, "/lib64/") || has_prefix(path, "/usr/lib/") ||
      has_prefix(path, "/usr/lib64/"))
    return 0;
  pthread_once(&runtime_folder_once, find_runtime_folder);
  if (runtime_folder[0] != '\0' && has_prefix(path, runtime_folder)) return 0;
  return 1;
}

/// Foundation's `ProcessInfo.processIdentifier` is `getpid()` at every call: in app code it would
/// be the host's, the same for every simulated process of every app. While the thread's mark names
/// a process this answers the simulated process's identifier (`process_identifier`) to the app's
/// code and FoundationEssentials, and the host's to everyone else (see `lk_caller_is_app_facing`).
LK_INTERPOSE pid_t getpid(void) {
  pid_t host = real_getpid();
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app == NULL || mark.process_identifier <= 0) return host;
  if (!lk_caller_is_app_facing(__builtin_return_address(0))) return host;
  return (pid_t)mark.process_identifier;
}

/// A signal app code sends to its own (simulated) identifier goes to the host process, as it did
/// before the identifier was the device's: `kill(getpid(), SIGKILL)` still ends the run loudly
/// rather than reaching whatever host process has that number.
LK_INTERPOSE int kill(pid_t pid, int signal) {
  static void *real;
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL && mark.process_identifier > 0 && pid == (pid_t)mark.process_identifier) {
    pid = real_getpid();
  }
  return ((int (*)(pid_t, int))lk_next_symbol(&real, "kill"))(pid, signal);
}

/// Set only while the process starts (before any app code runs): `gethostname` answers the
/// device's name to Foundation, which keeps the first name it reads (`lk_read_host_name_in_foundation`).
static int priming_foundation_host_name;

/// Foundation's `ProcessInfo.hostName` is `gethostname` read once and kept. While the thread's mark
/// names an app, and while Foundation's is being primed, this answers the device's name.
LK_INTERPOSE int gethostname(char *name, size_t length) {
  static void *real;
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app == NULL && !__atomic_load_n(&priming_foundation_host_name, __ATOMIC_ACQUIRE)) {
    return ((int (*)(char *, size_t))lk_next_symbol(&real, "gethostname"))(name, length);
  }
  size_t needed = sizeof device_host_name;
  if (length < needed) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(name, device_host_name, needed);
  return 0;
}

/// Foundation's `ProcessInfo.physicalMemory` is `sysconf(_SC_PHYS_PAGES)` times the page size, at
/// every call. While the thread's mark names a process this answers the device's memory
/// (`physical_memory`) in the host's pages. `processorCount` is `sysconf(_SC_NPROCESSORS_CONF)`,
/// and `activeProcessorCount` `sysconf(_SC_NPROCESSORS_ONLN)` once the host's CPU control groups
/// say nothing (Randomness.c hides them from app code): to the app's code and Foundation — not
/// Dispatch sizing its pool, nor the runtime (`lk_caller_is_app_facing`) — these answer the
/// device's cores (`processor_count`). Every other name, and every other caller, gets the C
/// library's answer.
LK_INTERPOSE long sysconf(int name) {
  static void *real;
  long (*next)(int) = (long (*)(int))lk_next_symbol(&real, "sysconf");
  if (name == _SC_PHYS_PAGES) {
    lk_app_thread mark = lk_app_thread_get();
    if (mark.app != NULL && mark.physical_memory > 0) {
      long page = next(_SC_PAGESIZE);
      if (page > 0) return (long)(mark.physical_memory / (uint64_t)page);
    }
  }
  if (name == _SC_NPROCESSORS_ONLN || name == _SC_NPROCESSORS_CONF) {
    lk_app_thread mark = lk_app_thread_get();
    if (mark.app != NULL && mark.processor_count > 0 && lk_caller_is_app_facing(__builtin_return_address(0))) {
      return (long)mark.processor_count;
    }
  }
  return next(name);
}

extern void lk_read_host_name_in_foundation(void) __attribute__((weak));

/// Foundation keeps the first host name it reads for the whole process, so answering it per
/// thread would let whichever code asks first decide for everyone (as with the time zone): before
/// `main`, with no app code running yet, LifecycleUIKit reads it once while `gethostname` answers
/// the device's name. From then on `ProcessInfo.processInfo.hostName` is the device's everywhere
/// in the process; `gethostname` itself outside app code stays the host's.
__attribute__((constructor)) static void lk_use_device_host_name(void) {
  if (lk_read_host_name_in_foundation == NULL) return;
  __atomic_store_n(&priming_foundation_host_name, 1, __ATOMIC_RELEASE);
  lk_read_host_name_in_foundation();
  __atomic_store_n(&priming_foundation_host_name, 0, __ATOMIC_RELEASE);
}

#else

const char *lk_device_host_name(void) { return "iPhone"; }

#endif
