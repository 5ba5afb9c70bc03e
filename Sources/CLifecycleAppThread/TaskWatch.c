#include "CLifecycleAppThread.h"

#include <dlfcn.h>
#include <stddef.h>

// The Swift concurrency runtime's enqueue hooks (swift/Runtime/Concurrency.h): every job put on
// the main actor's executor or the global one goes through them when set. A task created in app
// code (`Task { … }`, `Task.detached { … }`) is enqueued there at once, on the thread that
// creates it — the thread the mark is on.
#define SWIFT_CC __attribute__((swiftcall))
typedef SWIFT_CC void (*original_enqueue)(void *job);
typedef SWIFT_CC void (*enqueue_hook)(void *job, original_enqueue original);

static SWIFT_CC void count_and_enqueue(void *job, original_enqueue original) {
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL) {
    mark.tasks_started += 1;
    lk_app_thread_set(mark);
  }
  original(job);
}

int lk_install_task_watch(void) {
  enqueue_hook *main_hook = (enqueue_hook *)dlsym(RTLD_DEFAULT, "swift_task_enqueueMainExecutor_hook");
  enqueue_hook *global_hook = (enqueue_hook *)dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
  if (main_hook == NULL || global_hook == NULL) return 0;
  if (*main_hook == NULL) *main_hook = count_and_enqueue;
  if (*global_hook == NULL) *global_hook = count_and_enqueue;
  return *main_hook == count_and_enqueue && *global_hook == count_and_enqueue;
}
