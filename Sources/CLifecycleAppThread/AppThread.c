#include "CLifecycleAppThread.h"

static _Thread_local lk_app_thread current;

lk_app_thread lk_app_thread_get(void) { return current; }

lk_app_thread lk_app_thread_set(lk_app_thread mark) {
  lk_app_thread previous = current;
  current = mark;
  return previous;
}

void *lk_app_thread_app(void) { return current.app; }
