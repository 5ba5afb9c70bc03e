#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

// The host's entropy, reached from app code: `Int.random(in:)`, `shuffled()`, `UUID()`,
// `arc4random()`. Each would make a run differ from the last, with the same scenario and seed, and
// a finding the explorer shrank would not replay. While the calling thread's mark names a process
// with a stream (`random_state`), these definitions answer from that stream instead (SplitMix64,
// Steele, Lea and Flood, “Fast splittable pseudorandom number generators”, 2014), which
// LifecycleUIKit seeds from the app and the process's place among the app's processes on the
// device; everywhere else they hand over to the C library's. The Swift runtime asks the kernel
// through `syscall(SYS_getrandom, …)`; Foundation's `UUID()` reads `/dev/urandom`.

static uint64_t next_value(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static void fill(uint64_t *state, void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  while (count > 0) {
    uint64_t value = next_value(state);
    size_t take = count < sizeof value ? count : sizeof value;
    memcpy(bytes, &value, take);
    bytes += take;
    count -= take;
  }
}

// The stream of the process whose code runs on this thread, or null.
static uint64_t *stream(void) {
  lk_app_thread mark = lk_app_thread_get();
  return mark.app != NULL ? mark.random_state : NULL;
}

LK_INTERPOSE long syscall(long number, ...) {
  va_list list;
  va_start(list, number);
  long arguments[6];
  for (int index = 0; index < 6; index++) arguments[index] = va_arg(list, long);
  va_end(list);
  uint64_t *state;
  if (number == SYS_getrandom && (state = stream()) != NULL) {
    fill(state, (void *)arguments[0], (size_t)arguments[1]);
    return arguments[1];
  }
  static void *real;
  return ((long (*)(long, ...))lk_next_symbol(&real, "syscall"))(
      number, arguments[0], arguments[1], arguments[2], arguments[3], arguments[4], arguments[5]);
}

LK_INTERPOSE ssize_t getrandom(void *buffer, size_t count, unsigned int flags) {
  uint64_t *state = stream();
  if (state != NULL) {
    fill(state, buffer, count);
    return (ssize_t)count;
  }
  static void *real;
  return ((ssize_t (*)(void *, size_t, unsigned int))lk_next_symbol(&real, "getrandom"))(buffer, count, flags);
}

LK_INTERPOSE void arc4random_buf(void *buffer, size_t count) {
  uint64_t *state = stream();
  if (state != NULL) {
    fill(state, buffer, count);
    return;
  }
  static void *real;
  ((void (*)(void *, size_t))lk_next_symbol(&real, "arc4random_buf"))(buffer, count);
}

LK_INTERPOSE uint32_t arc4random(void) {
  uint64_t *state = stream();
  if (state != NULL) return (uint32_t)next_value(state);
  static void *real;
  return ((uint32_t (*)(void))lk_next_symbol(&real, "arc4random"))();
}

LK_INTERPOSE uint32_t arc4random_uniform(uint32_t bound) {
  uint64_t *state = stream();
  if (state != NULL) {
    if (bound < 2) return 0;
    // Rejects the values that would make the low ones likelier (as the C library does).
    uint32_t floor = (uint32_t)(-bound) % bound;
    uint32_t value;
    do value = (uint32_t)next_value(state); while (value < floor);
    return value % bound;
  }
  static void *real;
  return ((uint32_t (*)(uint32_t))lk_next_symbol(&real, "arc4random_uniform"))(bound);
}

// `/dev/urandom` and `/dev/random` opened from app code: a memory file holding bytes of the
// stream, enough for what such code reads at once (Foundation's `UUID()` reads 16).
static int stream_file(uint64_t *state) {
  int descriptor = memfd_create("lifecycle-random", MFD_CLOEXEC);
  if (descriptor < 0) return -1;
  unsigned char bytes[4096];
  fill(state, bytes, sizeof bytes);
  if (write(descriptor, bytes, sizeof bytes) != (ssize_t)sizeof bytes || lseek(descriptor, 0, SEEK_SET) != 0) {
    close(descriptor);
    errno = EIO;
    return -1;
  }
  return descriptor;
}

static int is_random_device(const char *path) {
  return path != NULL && (strcmp(path, "/dev/urandom") == 0 || strcmp(path, "/dev/random") == 0);
}

/// Whether `path` is one of the host's CPU control-group files FoundationEssentials reads for
/// `ProcessInfo.activeProcessorCount` (a quota, its period, a CPU set) before it asks `sysconf`.
static int is_cpu_control_group(const char *path) {
  return path != NULL && (strcmp(path, "/sys/fs/cgroup/cpu/cpu.cfs_quota_us") == 0 ||
                          strcmp(path, "/sys/fs/cgroup/cpu/cpu.cfs_period_us") == 0 ||
                          strcmp(path, "/sys/fs/cgroup/cpuset/cpuset.cpus") == 0 ||
                          strcmp(path, "/sys/fs/cgroup/cpu.max") == 0);
}

/// While the thread's mark names a device with its cores, the host's CPU control groups do not
/// exist for the app's code and Foundation: `activeProcessorCount` then asks `sysconf`, which
/// answers the device's cores (ProcessIdentity.c).
static int hides_cpu_control_group(const char *path, const void *caller) {
  if (!is_cpu_control_group(path)) return 0;
  lk_app_thread mark = lk_app_thread_get();
  return mark.app != NULL && mark.processor_count > 0 && lk_caller_is_app_facing(caller);
}

LK_INTERPOSE int open(const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | __O_TMPFILE)) {
    va_list list;
    va_start(list, flags);
    mode = va_arg(list, mode_t);
    va_end(list);
  }
  uint64_t *state;
  if (is_random_device(path) && (state = stream()) != NULL) return stream_file(state);
  if (hides_cpu_control_group(path, __builtin_return_address(0))) {
    errno = ENOENT;
    return -1;
  }
  static void *real;
  return ((int (*)(const char *, int, ...))lk_next_symbol(&real, "open"))(path, flags, mode);
}

LK_INTERPOSE int open64(const char *path, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | __O_TMPFILE)) {
    va_list list;
    va_start(list, flags);
    mode = va_arg(list, mode_t);
    va_end(list);
  }
  uint64_t *state;
  if (is_random_device(path) && (state = stream()) != NULL) return stream_file(state);
  if (hides_cpu_control_group(path, __builtin_return_address(0))) {
    errno = ENOENT;
    return -1;
  }
  static void *real;
  return ((int (*)(const char *, int, ...))lk_next_symbol(&real, "open64"))(path, flags, mode);
}

#endif
