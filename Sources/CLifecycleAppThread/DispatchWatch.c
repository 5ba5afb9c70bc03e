#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

// Dispatch's own queues and Foundation's run-loop timers, reached from app code: a file that
// imports Foundation alone gets Dispatch's `DispatchQueue` and Foundation's `Timer` and
// `OperationQueue`, whose blocks run outside the simulated app in the host's real time (or, for a
// timer on a run loop no one runs, never). Their Swift overlays queue every block through these
// C functions; the definitions here take their place in the executable, count the blocks queued
// while the calling thread's mark is set, and hand over to the real ones. (The concurrency
// runtime queues its jobs with the `_f` variants, which are left alone.)

void *lk_next_symbol(void **cache, const char *name) {
  void *found = __atomic_load_n(cache, __ATOMIC_ACQUIRE);
  if (found == NULL) {
    found = dlsym(RTLD_NEXT, name);
    // Only in an executable linked with its own copy of the function (the real one is not a
    // shared library's): nothing to hand over to, and dropping the call would lose it in silence.
    if (found == NULL) lk_refuse_without_shared_runtime(name);
    __atomic_store_n(cache, found, __ATOMIC_RELEASE);
  }
  return found;
}

_Thread_local int lk_forwarding_depth;

static void count_escape(void) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app == NULL) return;
  mark.blocks_queued += 1;
  lk_app_thread_set(mark);
}

LK_INTERPOSE void dispatch_async(void *queue, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *))lk_next_symbol(&real, "dispatch_async"))(queue, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void dispatch_barrier_async(void *queue, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *))lk_next_symbol(&real, "dispatch_barrier_async"))(queue, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void dispatch_after(uint64_t when, void *queue, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(uint64_t, void *, void *))lk_next_symbol(&real, "dispatch_after"))(when, queue, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void dispatch_group_async(void *group, void *queue, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *, void *))lk_next_symbol(&real, "dispatch_group_async"))(group, queue, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void CFRunLoopAddTimer(void *run_loop, void *timer, void *mode) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *, void *))lk_next_symbol(&real, "CFRunLoopAddTimer"))(run_loop, timer, mode);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void dispatch_group_notify(void *group, void *queue, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *, void *))lk_next_symbol(&real, "dispatch_group_notify"))(group, queue, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void dispatch_source_set_event_handler(void *source, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *))lk_next_symbol(&real, "dispatch_source_set_event_handler"))(source, block);
  lk_forwarding_depth -= 1;
}

LK_INTERPOSE void CFRunLoopPerformBlock(void *run_loop, void *mode, void *block) {
  static void *real;
  count_escape();
  lk_forwarding_depth += 1;
  ((void (*)(void *, void *, void *))lk_next_symbol(&real, "CFRunLoopPerformBlock"))(run_loop, mode, block);
  lk_forwarding_depth -= 1;
}

// A real thread started from app code (`Thread`, `pthread_create`) runs outside the simulated
// app, in the host's real time; the threads created while the mark is set are counted too.
LK_INTERPOSE int pthread_create(void *thread, const void *attributes, void *(*start)(void *), void *argument) {
  static void *real;
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL && lk_forwarding_depth == 0) {
    mark.threads_started += 1;
    lk_app_thread_set(mark);
  }
  return ((int (*)(void *, const void *, void *(*)(void *), void *))lk_next_symbol(&real, "pthread_create"))(
      thread, attributes, start, argument);
}

#endif

#ifndef __linux__
#include "CLifecycleAppThread.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#endif

static void write_all(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

void lk_refuse_without_shared_runtime(const char *name) {
  // Only write(2) and _exit(2): this can run inside the runtime's own calls (the first
  // `swift_once`, before `main`), where neither stdio's locks nor exit handlers are safe.
#ifdef __linux__
  const char *program = program_invocation_short_name;
#else
  const char *program = getprogname();
#endif
  const char *const parts[] = {
      program, ": cannot run: ", name,
      " is this executable's own copy, not a shared library's (was it built with --static-swift-stdlib or "
      "-static-executable?). LifecycleKit's C target CLifecycleAppThread takes the place of that function and "
      "hands each call over to the shared library's, so it needs the shared C library and Swift runtime.\n",
      program,
      ": build without --static-swift-stdlib (swift build -c release) and run where the Swift runtime's shared "
      "libraries are, such as the toolchain's slim image (the repository's Containerfile)\n",
  };
  for (size_t index = 0; index < sizeof parts / sizeof parts[0]; index++) write_all(parts[index]);
  _exit(2);
}
