#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <dlfcn.h>
#include <stddef.h>

// Every task Swift code creates — `Task { … }`, `Task.detached { … }` — is made by the
// concurrency runtime's `swift_task_create` (swift/Runtime/Concurrency.h), called from the code
// that creates it. This definition takes the runtime's place in the executable: it counts the
// tasks created while the calling thread's mark is set, then hands over to the runtime's.
#define SWIFT_CC __attribute__((swiftcall))

typedef struct {
  void *task;
  void *context;
} task_and_context;

typedef SWIFT_CC task_and_context (*create_task)(size_t, void *, const void *, void *, void *);

static create_task runtime_create(void) {
  static void *cached;
  return (create_task)lk_next_symbol(&cached, "swift_task_create");
}

LK_INTERPOSE SWIFT_CC task_and_context swift_task_create(
    size_t flags, void *options, const void *result_type, void *entry, void *context) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL) {
    mark.tasks_started += 1;
    lk_app_thread_set(mark);
  }
  lk_forwarding_depth += 1;
  task_and_context made = runtime_create()(flags, options, result_type, entry, context);
  lk_forwarding_depth -= 1;
  return made;
}

int lk_install_task_watch(void) {
  // With a static Swift runtime its own definition wins and nothing is counted.
  return dlsym(RTLD_DEFAULT, "swift_task_create") == (void *)&swift_task_create && runtime_create() != NULL;
}

#else

#include "CLifecycleAppThread.h"

int lk_install_task_watch(void) { return 0; }

#endif
