// The C library's clock and environment functions, answered by the simulated device while the
// calling thread runs an app's code (see CLifecycleAppThread.h). Linux only: elsewhere an
// executable's definitions do not take the C library's place, and only the mark is kept.
#define _GNU_SOURCE
#include "CLifecycleAppThread.h"
#include "Forwarding.h"

#include <stdint.h>
#include <time.h>

#ifdef __linux__

#include <dlfcn.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

typedef int (*clock_function)(clockid_t, struct timespec *);
static clock_function next_clock;
static _Thread_local int resolving_next_clock;

/// The C library's `clock_gettime` (which reads the vDSO, without a system call), found once; the
/// system call itself while it is being found (the lookup could read the clock).
static int real_clock(clockid_t clock, struct timespec *ts) {
  clock_function next = __atomic_load_n(&next_clock, __ATOMIC_ACQUIRE);
  if (next == NULL && !resolving_next_clock) {
    resolving_next_clock = 1;
    next = (clock_function)dlsym(RTLD_NEXT, "clock_gettime");
    resolving_next_clock = 0;
    if (next != NULL) __atomic_store_n(&next_clock, next, __ATOMIC_RELEASE);
  }
  if (next != NULL) return next(clock, ts);
  return (int)syscall(SYS_clock_gettime, clock, ts);
}

int64_t lk_real_clock_nanoseconds(int clock) {
  struct timespec ts;
  if (real_clock((clockid_t)clock, &ts) != 0) return -1;
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/// The virtual time for `clock` while app code runs here, into `ts`; 0 when the clock is not
/// one the device simulates (CPU-time clocks) or no app code runs.
static int virtual_clock(clockid_t clock, struct timespec *ts) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.now == NULL) return 0;
  int64_t since_boot = mark.now(mark.clock);
  int64_t seconds = since_boot / 1000000000;
  switch (clock) {
  case CLOCK_REALTIME:
  case CLOCK_REALTIME_COARSE:
  case CLOCK_TAI:
    seconds += mark.boot_epoch_seconds;
    break;
  case CLOCK_MONOTONIC:
  case CLOCK_MONOTONIC_RAW:
  case CLOCK_MONOTONIC_COARSE:
  case CLOCK_BOOTTIME:
    seconds += mark.uptime_at_start_seconds;
    break;
  default:
    return 0;
  }
  ts->tv_sec = (time_t)seconds;
  ts->tv_nsec = (long)(since_boot % 1000000000);
  return 1;
}

LK_INTERPOSE int clock_gettime(clockid_t clock, struct timespec *ts) {
  if (virtual_clock(clock, ts)) return 0;
  return real_clock(clock, ts);
}

LK_INTERPOSE int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  struct timespec ts;
  if (tz != NULL) {  // obsolete; Linux answers zeros
    struct timezone *zone = tz;
    zone->tz_minuteswest = 0;
    zone->tz_dsttime = 0;
  }
  if (!virtual_clock(CLOCK_REALTIME, &ts) && real_clock(CLOCK_REALTIME, &ts) != 0) return -1;
  tv->tv_sec = ts.tv_sec;
  tv->tv_usec = ts.tv_nsec / 1000;
  return 0;
}

LK_INTERPOSE time_t time(time_t *result) {
  struct timespec ts;
  time_t now;
  if (virtual_clock(CLOCK_REALTIME, &ts)) {
    now = ts.tv_sec;
  } else {
    real_clock(CLOCK_REALTIME, &ts);
    now = ts.tv_sec;
  }
  if (result != NULL) *result = now;
  return now;
}

int lk_virtual_time_is_interposed(void) {
  // The symbol the dynamic linker resolves for everyone is this library's own.
  void *resolved = dlsym(RTLD_DEFAULT, "clock_gettime");
  return resolved == (void *)&clock_gettime;
}

extern char **environ;

/// The C library's lookup (done here: asking the dynamic linker for the next `getenv` could
/// itself read the environment).
static char *real_getenv(const char *name) {
  if (name == NULL || environ == NULL) return NULL;
  size_t length = strlen(name);
  for (char **entry = environ; *entry != NULL; entry++) {
    if (strncmp(*entry, name, length) == 0 && (*entry)[length] == '=') return *entry + length + 1;
  }
  return NULL;
}

/// The simulated device's time zone, GMT, for everyone in the process, set in the environment
/// before `main` runs (no other thread exists yet, so the change races with no reader): Foundation
/// and ICU read `TZ` once — through `getenv` or the environment itself — and cache the zone, so
/// answering it per thread would let whichever code asks first decide for everyone. Set from the
/// start, it is the same on every machine, and a file that imports Foundation alone sees the
/// device's zone as LifecycleUIKit's `TimeZone.current` does. `LIFECYCLEKIT_HOST_TIME_ZONE=1`
/// keeps the host's.
extern void lk_use_device_time_zone_in_foundation(void) __attribute__((weak));

__attribute__((constructor)) static void lk_use_device_time_zone(void) {
  const char *keep = real_getenv("LIFECYCLEKIT_HOST_TIME_ZONE");
  if (keep != NULL && strcmp(keep, "1") == 0) return;
  setenv("TZ", "GMT", 1);
  // Foundation's date formatters take a default zone read while the shared libraries started,
  // before this: LifecycleUIKit sets Foundation's default zone too, when it is linked.
  if (lk_use_device_time_zone_in_foundation != NULL) lk_use_device_time_zone_in_foundation();
}

LK_INTERPOSE char *getenv(const char *name) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL && mark.home != NULL) {
    if (strcmp(name, "HOME") == 0 || strcmp(name, "CFFIXED_USER_HOME") == 0) return (char *)mark.home;
    if (strcmp(name, "TMPDIR") == 0) return (char *)mark.tmp;
  }
  return real_getenv(name);
}

/// Foundation reads `HOME` and `TMPDIR` this way; it answers as the C library's does (nothing in a
/// set-user-ID program).
LK_INTERPOSE char *secure_getenv(const char *name) {
  if (getauxval(AT_SECURE) != 0) return NULL;
  return getenv(name);
}

#else

int lk_virtual_time_is_interposed(void) { return 0; }

int64_t lk_real_clock_nanoseconds(int clock) {
  struct timespec ts;
  if (clock_gettime((clockid_t)clock, &ts) != 0) return -1;
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

#endif
