#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <dlfcn.h>

// Foundation's `UserDefaults.standard`, reached from a file that imports Foundation alone: Linux
// Foundation reads and writes its values through CoreFoundation's preferences functions, which it
// calls through the dynamic linker. These definitions take their place in the executable: for the
// standard defaults (`kCFPreferencesCurrentApplication`), while the calling thread's mark names an
// app and LifecycleUIKit has given its hooks, they read and write the running app's own defaults
// on the simulated device instead of the host's process-wide store; everything else goes to
// CoreFoundation's.

static lk_preferences_copy copy_hook;
static lk_preferences_set set_hook;
static lk_preferences_copy_all copy_all_hook;

void lk_set_preferences_hooks(lk_preferences_copy copy, lk_preferences_set set, lk_preferences_copy_all copy_all) {
  copy_hook = copy;
  set_hook = set;
  copy_all_hook = copy_all;
}

// Whether `application` is the standard defaults' domain, for a call the hooks answer.
static int answered_by_app(const void *application) {
  if (copy_hook == NULL || lk_app_thread_app() == NULL) return 0;
  static const void *const *current;
  if (current == NULL) current = dlsym(RTLD_DEFAULT, "kCFPreferencesCurrentApplication");
  return current != NULL && application == *current;
}

LK_INTERPOSE const void *CFPreferencesCopyAppValue(const void *key, const void *application) {
  if (answered_by_app(application)) return copy_hook(key);
  static void *real;
  return ((const void *(*)(const void *, const void *))lk_next_symbol(&real, "CFPreferencesCopyAppValue"))(
      key, application);
}

LK_INTERPOSE void CFPreferencesSetAppValue(const void *key, const void *value, const void *application) {
  if (answered_by_app(application)) {
    set_hook(key, value);
    return;
  }
  static void *real;
  ((void (*)(const void *, const void *, const void *))lk_next_symbol(&real, "CFPreferencesSetAppValue"))(
      key, value, application);
}

LK_INTERPOSE const void *CFPreferencesCopyMultiple(
    const void *keys, const void *application, const void *user, const void *host) {
  if (keys == NULL && answered_by_app(application)) return copy_all_hook();
  static void *real;
  return ((const void *(*)(const void *, const void *, const void *, const void *))lk_next_symbol(
      &real, "CFPreferencesCopyMultiple"))(keys, application, user, host);
}

#else

#include "CLifecycleAppThread.h"

void lk_set_preferences_hooks(lk_preferences_copy copy, lk_preferences_set set, lk_preferences_copy_all copy_all) {
  (void)copy;
  (void)set;
  (void)copy_all;
}

#endif
