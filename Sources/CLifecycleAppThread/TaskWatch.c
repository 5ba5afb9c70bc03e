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
  static create_task cached;
  create_task found = __atomic_load_n(&cached, __ATOMIC_ACQUIRE);
  if (found == NULL) {
    found = (create_task)dlsym(RTLD_NEXT, "swift_task_create");
    __atomic_store_n(&cached, found, __ATOMIC_RELEASE);
  }
  return found;
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
  return runtime_create() != NULL && dlsym(RTLD_DEFAULT, "swift_task_create") == (void *)&swift_task_create;
}

#else

#include "CLifecycleAppThread.h"

int lk_install_task_watch(void) { return 0; }

#endif
