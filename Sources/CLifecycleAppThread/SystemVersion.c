#define _GNU_SOURCE
#ifdef __linux__
#include "CLifecycleAppThread.h"

#include "Forwarding.h"

#include <string.h>
#include <sys/utsname.h>

// Foundation on Linux derives `ProcessInfo.operatingSystemVersion` and
// `isOperatingSystemAtLeast(_:)` from the kernel's release in `uname`, at every call: in app code
// they would answer the host's Linux kernel (6.x), where the app asks for its iOS version. This
// definition takes the C library's place in the executable and, while the calling thread's mark
// names an app, answers the device's iOS version as the release (`system_release`, `13.0.0`); the
// other fields, and every other caller, get the C library's answer.
LK_INTERPOSE int uname(struct utsname *name) {
  static void *real;
  int result = ((int (*)(struct utsname *))lk_next_symbol(&real, "uname"))(name);
  if (result != 0 || name == NULL) return result;
  lk_app_thread mark = lk_app_thread_get();
  if (mark.app != NULL && mark.system_release != NULL) {
    strncpy(name->release, mark.system_release, sizeof name->release - 1);
    name->release[sizeof name->release - 1] = '\0';
  }
  return result;
}

#endif
